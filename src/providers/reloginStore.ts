import { useSyncExternalStore } from 'react'

/** Whether the relogin modal is open. Any 401 opens it; the page under it stays as it is. */
let open = false
const listeners = new Set<() => void>()

function set(value: boolean) {
  if (open === value) return
  open = value
  listeners.forEach((listener) => listener())
}

export const relogin = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const useReloginOpen = () => useSyncExternalStore(relogin.subscribe, relogin.isOpen)

/** A refusal that opens the relogin modal (through the auth provider's checkError): no failure to show. */
export const needsSignIn = (error: unknown) => (error as { code?: unknown } | null)?.code === 401
