import { useEffect } from 'react'
import { Confirm } from 'react-admin'
import { useBlocker } from 'react-router-dom'
import { dictionaryMessages } from '../../common/dictionaryRules'
import { app } from '../i18n/en'

/** Holds the user back when they leave with unsaved changes: in the console, and when closing the tab. */
export function useUnsavedChangesPrompt(dirty: boolean) {
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
      title={app.dictionaries.unsavedTitle}
      content={dictionaryMessages.unsavedChanges}
      confirm={app.dictionaries.leave}
      cancel={app.dictionaries.stay}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  )
}
