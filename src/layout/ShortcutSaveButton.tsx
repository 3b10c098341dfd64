import { useRef } from 'react'
import { SaveButton, type SaveButtonProps } from 'react-admin'
import { useSaveShortcut } from './useSaveShortcut'

/** react-admin's Save button of a form, pressed by Ctrl+S (⌘+S) too; `scoped` as for `useSaveShortcut`. */
export function ShortcutSaveButton({ scoped, ...props }: SaveButtonProps & { scoped?: boolean }) {
  const button = useRef<HTMLButtonElement>(null)
  useSaveShortcut(button, { scoped })
  return <SaveButton ref={button} {...props} />
}
