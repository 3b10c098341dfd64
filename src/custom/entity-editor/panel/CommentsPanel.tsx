import { useState } from 'react'
import { Button, MenuItem, Rating, Stack, TextField, Typography } from '@mui/material'
import { useCreate, useDelete } from 'react-admin'
import { ASSESSMENT_DEFAULT, ASSESSMENT_MAX, ASSESSMENT_MIN, type CommentRecord } from '../../../../common/entityFormat'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { dateTime } from '../../../layout/dates'
import { DeleteEntryButton, EntryHeading, EntryList, useEntryField, useFacetTrail, usePanelUser } from './panelParts'
import { useErrorToast } from '../../../layout/useErrorToast'

const ASSESSMENTS = Array.from({ length: ASSESSMENT_MAX - ASSESSMENT_MIN + 1 }, (_, index) => ASSESSMENT_MIN + index)

/** The facet's 100 most recent comments, newest first, and a form to add one (spec 1 §2, §9). */
export function CommentsPanel({ facetId, onChanged }: { facetId: string; onChanged: (change: 1 | -1) => void }) {
  const t = useStrings().facetPanel
  const toastError = useErrorToast()
  const { userId, isAdmin } = usePanelUser()
  const [details, setDetails] = useState('')
  const [assessment, setAssessment] = useState(ASSESSMENT_DEFAULT)
  const { data, isPending } = useFacetTrail<CommentRecord>('comments', { sourceId: facetId }, 'createdAt')
  const [create, { isPending: adding }] = useCreate()
  const { field, refocus } = useEntryField()
  const [remove] = useDelete()

  const add = () =>
    create(
      'comments',
      { data: { sourceId: facetId, details: details.trim(), assessment } },
      {
        onSuccess: () => {
          setDetails('')
          refocus()
          setAssessment(ASSESSMENT_DEFAULT)
          onChanged(1)
        },
        onError: toastError,
      },
    )

  return (
    <Stack spacing={2}>
      <Stack spacing={1.5}>
        <TextField
          label={t.details}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          inputRef={field}
          multiline
          minRows={3}
          size="small"
          fullWidth
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={t.assessment}
            value={assessment}
            onChange={(event) => setAssessment(Number(event.target.value))}
            size="small"
            sx={{ width: 140 }}
          >
            {ASSESSMENTS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={add} disabled={!details.trim() || adding}>
            {t.add}
          </Button>
        </Stack>
      </Stack>
      <EntryList entries={data} isPending={isPending} label={t.titles.comments}>
        {(comment) => (
          <>
            <EntryHeading
              who={comment.username}
              when={dateTime(comment.createdAt)}
              action={
                (isAdmin || comment.userId === userId) && (
                  <DeleteEntryButton
                    label={`${t.delete} ${comment.username} ${dateTime(comment.createdAt)}`}
                    onConfirm={() =>
                      remove(
                        'comments',
                        { id: comment.id, previousData: comment },
                        { onSuccess: () => onChanged(-1), onError: toastError },
                      )
                    }
                  />
                )
              }
            />
            <Rating
              value={comment.assessment}
              max={ASSESSMENT_MAX}
              readOnly
              size="small"
              getLabelText={(value) => format(t.assessmentOf, { value, max: ASSESSMENT_MAX })}
            />
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.details}
            </Typography>
          </>
        )}
      </EntryList>
    </Stack>
  )
}
