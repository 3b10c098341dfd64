import { useState } from 'react'
import { Button, Stack, TextField, Typography } from '@mui/material'
import { useCreate, useDelete } from 'react-admin'
import type { RejectionRecord } from '../../../../common/entityFormat'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { dateTime } from '../../../layout/dates'
import { DeleteEntryButton, EntryHeading, EntryList, useEntryField, useFacetTrail, usePanelUser } from './panelParts'
import { useErrorToast } from '../../../layout/useErrorToast'

/**
 * The facet's rejections, newest first: what was wrong, who rejected it and who it was assigned to.
 * Admins reject from here; the server sets the facet 'rejected' and logs it.
 */
export function RejectionsPanel({ facetId, onRejected }: { facetId: string; onRejected: () => void }) {
  const t = useStrings().facetPanel
  const toastError = useErrorToast()
  const { userId, isAdmin } = usePanelUser()
  const [comment, setComment] = useState('')
  const { data, isPending } = useFacetTrail<RejectionRecord>('rejections', { facetId }, 'createdAt')
  const [create, { isPending: adding }] = useCreate()
  const { field, refocus } = useEntryField()
  const [remove] = useDelete()

  const add = () =>
    create(
      'rejections',
      { data: { facetId, comment: comment.trim() } },
      {
        onSuccess: () => {
          setComment('')
          refocus()
          onRejected()
        },
        onError: toastError,
      },
    )

  return (
    <Stack spacing={2}>
      {isAdmin && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-end' }}>
          <TextField
            label={t.rejectionComment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            inputRef={field}
            multiline
            minRows={3}
            size="small"
            fullWidth
          />
          <Button variant="contained" onClick={add} disabled={!comment.trim() || adding}>
            {t.add}
          </Button>
        </Stack>
      )}
      <EntryList entries={data} isPending={isPending} label={t.titles.rejections}>
        {(rejection) => (
          <>
            <EntryHeading
              who={format(t.rejectedBy, { name: rejection.rejector.name })}
              when={dateTime(rejection.createdAt)}
              action={
                (isAdmin || rejection.rejector.id === userId) && (
                  <DeleteEntryButton
                    label={`${t.delete} ${rejection.rejector.name} ${dateTime(rejection.createdAt)}`}
                    onConfirm={() =>
                      remove('rejections', { id: rejection.id, previousData: rejection }, { onError: toastError })
                    }
                  />
                )
              }
            />
            <Typography variant="caption" color="text.secondary">
              {rejection.user ? format(t.assignedTo, { name: rejection.user.name }) : t.unassigned}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {rejection.comment}
            </Typography>
          </>
        )}
      </EntryList>
    </Stack>
  )
}
