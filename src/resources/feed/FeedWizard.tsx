import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material'
import { Title, useDataProvider } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import type { FeedItem } from '../../../common/feed'
import { fillMessage } from '../../../common/messages'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { app } from '../../i18n/en'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { feedItemsOf } from './feedItems'
import { FEED_ROUTES, reviewRoute } from './feedRoutes'
import { useFeedSelection } from './useFeedSelection'

/** The selected items no record uses yet, in the order they were selected; read once per visit. */
function useItemsToUse(kind: RssSourceType, ids: number[]) {
  const [items, setItems] = useState<FeedItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [wanted] = useState(ids)
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  useEffect(() => {
    if (!wanted.length) return setItems([])
    let current = true
    feedItemsOf(dataProvider, kind, wanted)
      .then((found) => {
        if (!current) return
        const byId = new Map(found.map((item) => [item.id, item]))
        setItems(wanted.flatMap((id) => byId.get(id) ?? []).filter((item) => !item.isUsed))
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [dataProvider, kind, wanted])
  return { items, failed }
}

interface Props {
  kind: RssSourceType
  texts: { createTitle: string; stepOf: string; fromItem: string; skip: string; nothingToCreate: string }
  /** the form for one item; it calls `next` once its record is published */
  form: (item: FeedItem, next: () => void) => ReactNode
}

/**
 * Creation from a feed's selection (spec 3 §2, §4): a sequential wizard, one form per selected item no
 * record uses yet; a publish moves on to the next, and after the last the feed's review page opens.
 */
export function FeedWizard({ kind, texts, form }: Props) {
  const selection = useFeedSelection(kind)
  const { items, failed } = useItemsToUse(kind, selection.ids)
  const [step, setStep] = useState(0)
  const navigate = useNavigate()

  if (failed) return <Alert severity="error">{app.feed.connectionLost}</Alert>
  if (!items) return <CircularProgress aria-label={app.feed.loading} sx={{ m: 4 }} />
  const item = items[step]
  const next = () => {
    if (step + 1 >= items.length) return navigate(reviewRoute(kind))
    setStep(step + 1)
    window.scrollTo({ top: 0 })
  }
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={texts.createTitle} />
      <Typography variant="h5" component="h1">
        {texts.createTitle}
      </Typography>
      {!item ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={FEED_ROUTES[kind]}>
              {app.feed.backToFeed}
            </Button>
          }
        >
          {texts.nothingToCreate}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="overline" sx={{ flex: 1 }}>
                {fillMessage(texts.stepOf, { step: step + 1, total: items.length })} · {texts.fromItem}
              </Typography>
              <Button onClick={next}>{texts.skip}</Button>
            </Stack>
            <Typography variant="subtitle1" component="h2">
              {item.link ? (
                <a href={item.link} target="_blank" rel="noreferrer noopener">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.source}
            </Typography>
          </Paper>
          {form(item, next)}
        </>
      )}
    </Stack>
  )
}
