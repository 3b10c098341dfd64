import { useEffect } from 'react'
import { Confirm } from 'react-admin'
import { useBlocker } from 'react-router-dom'
import { useStrings } from '../i18n/useStrings'

/** Holds the user back when they leave with unsaved changes: in the console, and when closing the tab. */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const strings = useStrings()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={strings.dictionaries.unsavedTitle}
      content={strings.dictionaries.unsavedChanges}
      confirm={strings.dictionaries.leave}
      cancel={strings.dictionaries.stay}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  )
}
