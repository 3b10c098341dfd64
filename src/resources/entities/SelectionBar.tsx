import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import { Alert, Button, Paper, Stack, Typography } from '@mui/material'
import { useDataProvider, useNotify, useRefresh, type SortPayload } from 'react-admin'
import { ERROR_TOAST_MS, MAX_PAGE_SIZE } from '../../../common/limits'
import { canBeAssignedAt, ENTITY_STAGES } from '../../../common/workflow'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { DownloadProgressBar } from '../../layout/DownloadProgressBar'
import { StageAssigneeSelects, useStageAssigneeChoice } from '../../layout/grid/StageAssigneeChoice'
import { exportQuery } from '../../layout/ExportCsvButton'
import { useDownload } from '../../layout/useDownload'
import { YesNoDialog } from '../../layout/YesNoDialog'
import type { ConsoleUser } from '../../layout/useConsoleUsers'
import { errorText, refusedRows } from '../../providers/apiErrors'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import type { EntityGridRecord } from './useGridEdits'

interface Props {
  resource: string
  selected: readonly EntityGridRecord[]
  sort: SortPayload
  /** whether the caller sets stages and assignees (the grid's own cells' rule) */
  edits: boolean
  /** whether the caller deletes entities (canRemoveEntity) */
  deletes: boolean
  users: readonly ConsoleUser[]
  onClear: () => void
}

/**
 * What the entity grid does with its chosen rows, each in one call that changes all of them or none: set
 * their stage or assignee (PATCH /entity-meta-data/), delete them after a Yes (DELETE /entities?id[$in]),
 * export them (the grid's export, of these ids). A refused call lists each refused row and why.
 */
export function SelectionBar({ resource, selected, sort, edits, deletes, users, onClear }: Props) {
  const strings = useStrings()
  const t = strings.entityGrid.bulk
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const { running, progress, download, cancel } = useDownload()
  const choice = useStageAssigneeChoice()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState<string[]>([])
  const count = selected.length
  const ids = selected.map((row) => row.id)
  const tooMany = count > MAX_PAGE_SIZE
  const nameOf = (id: string | number) => selected.find((row) => row.id === id)?.name || strings.entityGrid.unnamed
  const run = async (call: () => Promise<unknown>, done: string, fallback: string) => {
    setBusy(true)
    setRefusals([])
    try {
      await call()
      notify(done, { type: 'info' })
      return true
    } catch (error) {
      setRefusals(refusedRows(error).map((row) => format(t.refused, { name: nameOf(row.id), message: row.message })))
      notify(errorText(error, fallback), { type: 'error', autoHideDuration: ERROR_TOAST_MS })
      return false
    } finally {
      setBusy(false)
      refresh()
    }
  }
  const apply = async () => {
    const rows = ids.map((id) => ({ id, ...choice.change }))
    const applied = await run(
      () => dataProvider.patchMany('entity-meta-data', rows),
      format(t.updated, { count }),
      strings.entityGrid.updateFailed,
    )
    if (applied) choice.reset()
  }
  const remove = async () => {
    setConfirming(false)
    const removed = await run(
      () => dataProvider.deleteMany('entities', { ids }),
      format(t.deleted, { count }),
      strings.entityGrid.removeFailed,
    )
    if (removed) onClear()
  }
  const exportSelection = () => download(resource, exportQuery({ id: { $in: ids } }, sort), 'export.csv')

  const disabled = busy || tooMany
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }} role="region" aria-label={format(t.selected, { count })}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
          {format(t.selected, { count })}
        </Typography>
        {edits && (
          <>
            <StageAssigneeSelects
              choice={choice}
              stages={ENTITY_STAGES}
              users={users}
              assignableAnyStage={(user) => ENTITY_STAGES.some((one) => canBeAssignedAt(one, user.role))}
              labels={t}
            />
            <Button
              variant="outlined"
              onClick={() => void apply()}
              disabled={disabled || !Object.keys(choice.change).length}
            >
              {t.apply}
            </Button>
          </>
        )}
        {deletes && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={disabled}>
            {t.delete}
          </Button>
        )}
        <Button startIcon={<DownloadIcon />} onClick={() => void exportSelection()} disabled={running || tooMany}>
          {t.export}
        </Button>
        {progress && <DownloadProgressBar progress={progress} onCancel={cancel} />}
        <Button onClick={onClear} disabled={busy}>
          {t.clear}
        </Button>
      </Stack>
      {tooMany && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {format(t.tooMany, { max: MAX_PAGE_SIZE })}
        </Alert>
      )}
      {refusals.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {refusals.map((text, index) => (
            <div key={index}>{text}</div>
          ))}
        </Alert>
      )}
      <YesNoDialog
        open={confirming}
        title={format(t.deleteTitle, { count })}
        yes={strings.entityGrid.yes}
        no={strings.entityGrid.no}
        onYes={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  )
}
