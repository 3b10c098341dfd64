import { useState } from 'react'
import HistoryIcon from '@mui/icons-material/History'
import { Button } from '@mui/material'
import type { RevisionContent } from '../../../../common/entityRevisions'
import { useStrings } from '../../../i18n/useStrings'
import type { ConsoleUser } from '../../../layout/useConsoleUsers'
import { entityName } from '../draft'
import { useDraft } from '../editorStore'
import { EntityHistoryDialog } from './EntityHistoryDialog'

/** The editor's History button and dialog; a new entity, not saved yet, has none. */
export function HistoryButton({
  users,
  onRestore,
}: {
  users: readonly ConsoleUser[]
  onRestore: (content: RevisionContent) => void
}) {
  const t = useStrings().entityHistory
  const unnamed = useStrings().entityEditor.unnamed
  const [open, setOpen] = useState(false)
  const id = useDraft((draft) => draft.id)
  const saving = useDraft((draft) => draft.status === 'saving')
  const template = useDraft((draft) => draft.template)
  const name = useDraft(entityName)
  if (!id) return null
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} disabled={saving} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      {open && (
        <EntityHistoryDialog
          entityId={id}
          entityName={name || unnamed}
          template={template}
          users={users}
          onClose={() => setOpen(false)}
          onRestore={onRestore}
        />
      )}
    </>
  )
}
