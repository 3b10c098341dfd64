import { useEffect, type RefObject } from 'react'

interface SaveButton {
  button: RefObject<HTMLButtonElement | null>
  /** pressed only while the focus is inside the button's form or section (a panel's own Save on a page) */
  scoped: boolean
}

/** The Save buttons on screen, in the order they were mounted. */
const saveButtons: SaveButton[] = []

/** Ctrl+S, or ⌘+S on a Mac. */
export const isSaveKey = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's'

/** A modal (a dialog, a drawer, an open menu) the element is in, or null for the page. */
const layerOf = (element: Element | null) => element?.closest('.MuiModal-root') ?? null

/**
 * The Save the keys press: in the layer that has the focus (an open dialog's, else the page's), a scoped Save
 * whose form or section holds the focus, else the page's or dialog's own Save, the latest mounted.
 */
export function saveButtonFor(focus: Element | null): HTMLButtonElement | undefined {
  const layer = layerOf(focus)
  const inLayer = saveButtons.filter(({ button }) => button.current?.isConnected && layerOf(button.current) === layer)
  const holdsFocus = ({ button }: SaveButton) => !!focus && !!button.current?.closest('form, section')?.contains(focus)
  const chosen = inLayer.findLast((one) => one.scoped && holdsFocus(one)) ?? inLayer.findLast((one) => !one.scoped)
  return chosen?.button.current ?? undefined
}

function onKeyDown(event: KeyboardEvent) {
  if (!isSaveKey(event)) return
  // the browser's own "save the page" never opens while the console is on screen
  event.preventDefault()
  const button = saveButtonFor(document.activeElement)
  if (button && !button.disabled) button.click()
}

/**
 * Ctrl+S (⌘+S) presses `button`, the screen's Save: the same save, checks and conflict handling as a click,
 * nothing while it is disabled; from anywhere on the screen, inside an input too. `scoped` keeps it to the
 * focus being inside the button's form or section (a panel's Save under a page's own).
 */
export function useSaveShortcut(button: RefObject<HTMLButtonElement | null>, { scoped = false } = {}) {
  useEffect(() => {
    const entry = { button, scoped }
    saveButtons.push(entry)
    // capture: an input or a grid cell handling the key itself does not keep it from saving
    if (saveButtons.length === 1) window.addEventListener('keydown', onKeyDown, true)
    return () => {
      saveButtons.splice(saveButtons.indexOf(entry), 1)
      if (saveButtons.length === 0) window.removeEventListener('keydown', onKeyDown, true)
    }
  }, [button, scoped])
}
