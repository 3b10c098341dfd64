import { useState } from 'react'
import { Alert, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material'
import type { FieldValues } from 'react-hook-form'
import { Title, useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { FEED_ROUTES, reviewRoute } from '../feedRoutes'
import { useFeedItems } from '../useFeedItems'
import { useFeedSelection } from '../useFeedSelection'
import { RecordCreate } from './RecordCreate'
import { stringOf, type RecordKind } from './recordKind'
import { useStrings } from '../../i18n/useStrings'

/** The selected items no record uses yet, in the order they were selected; read once per visit. */
function useItemsToUse(feed: RssSourceType) {
  const selection = useFeedSelection(feed)
  const [wanted] = useState(selection.ids)
  const { items, failed } = useFeedItems(feed, wanted, { once: true })
  const byId = new Map((items ?? []).map((item) => [item.id, item]))
  return {
    items: items && wanted.flatMap((id) => byId.get(id) ?? []).filter((item) => !item.isUsed),
    failed,
  }
}

interface Props<Stored, Values extends FieldValues> {
  kind: RecordKind<Stored, Values>
  /** the feed whose selection the records are made from */
  feed: RssSourceType
}

/**
 * Creation from a feed's selection (spec 3 §2, §4): a sequential wizard, one form per selected item no
 * record uses yet, prefilled from it; a publish moves on to the next, and after the last the feed's
 * review page opens.
 */
export function RecordWizard<Stored, Values extends FieldValues>({ kind, feed }: Props<Stored, Values>) {
  const translate = useTranslate()
  const strings = useStrings()
  const { items, failed } = useItemsToUse(feed)
  const [step, setStep] = useState(0)
  const navigate = useNavigate()
  const text = (key: string, options?: object) => translate(stringOf(kind, key), options)

  if (failed) return <Alert severity="error">{strings.feed.connectionLost}</Alert>
  if (!items) return <CircularProgress aria-label={strings.feed.loading} sx={{ m: 4 }} />
  const item = items[step]
  const next = () => {
    if (step + 1 >= items.length) return navigate(reviewRoute(feed))
    setStep(step + 1)
    window.scrollTo({ top: 0 })
  }
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={text('createTitle')} />
      <Typography variant="h5" component="h2">
        {text('createTitle')}
      </Typography>
      {!item ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={FEED_ROUTES[feed]}>
              {strings.feed.backToFeed}
            </Button>
          }
        >
          {text('nothingToCreate')}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="overline" sx={{ flex: 1 }}>
                {text('stepOf', { step: step + 1, total: items.length })} · {text('fromItem')}
              </Typography>
              <Button onClick={next}>{text('skip')}</Button>
            </Stack>
            <Typography variant="subtitle1" component="h2">
              {item.link ? (
                <Link href={item.link} target="_blank" rel="noreferrer noopener">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.source}
            </Typography>
          </Paper>
          <Paper sx={{ p: 2 }}>
            <RecordCreate
              key={item.id}
              kind={kind}
              record={kind.fromItem(item)}
              feedItemId={item.id}
              onCreated={next}
            />
          </Paper>
        </>
      )}
    </Stack>
  )
}
