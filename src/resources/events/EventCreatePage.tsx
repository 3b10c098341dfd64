import { useEffect, useState } from 'react'
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { FEED_PAGE_MAX, type FeedItem } from '../../../common/feed'
import { fillMessage } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import { app } from '../../i18n/en'
import { feathersClient } from '../../providers/feathersClient'
import { useFeedSelection } from '../feed/useFeedSelection'
import { EventForm } from './EventForm'
import { useEventCalls } from './eventCalls'
import { valuesFromArticle } from './eventValues'

const t = app.events

/** The selected articles no event uses yet, in the order they were selected. */
function useArticlesToUse(ids: number[]) {
  const [articles, setArticles] = useState<FeedItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const key = ids.join(',')
  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : []
    if (!wanted.length) return setArticles([])
    let current = true
    feathersClient
      .service('articles')
      .find({ query: { articleIds: wanted, $limit: FEED_PAGE_MAX } })
      .then((page: { data: FeedItem[] }) => {
        if (!current) return
        const byId = new Map(page.data.map((item) => [item.id, item]))
        setArticles(wanted.flatMap((id) => byId.get(id) ?? []).filter((article) => !article.isUsed))
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
    // read once per visit: publishing marks articles used, and the wizard walks the list it started with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { articles, failed }
}

/**
 * /analyst/feed/create (spec 3 §2): one event form per selected article, prefilled from it; a publish
 * moves on to the next, and after the last the review page opens.
 */
export function EventCreatePage() {
  const selection = useFeedSelection('article')
  const { articles, failed } = useArticlesToUse(selection.ids)
  const [step, setStep] = useState(0)
  const navigate = useNavigate()
  const calls = useEventCalls()

  if (failed) return <Alert severity="error">{app.feed.connectionLost}</Alert>
  if (!articles) return <CircularProgress aria-label={app.feed.loading} sx={{ m: 4 }} />
  const article = articles[step]
  const next = () => {
    if (step + 1 >= articles.length) return navigate(ROUTES.feedReview)
    setStep(step + 1)
    window.scrollTo({ top: 0 })
  }
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={t.createTitle} />
      <Typography variant="h5" component="h1">
        {t.createTitle}
      </Typography>
      {!article ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={ROUTES.feedArticles}>
              {app.feed.backToFeed}
            </Button>
          }
        >
          {t.nothingToCreate}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="overline" sx={{ flex: 1 }}>
                {fillMessage(t.stepOf, { step: step + 1, total: articles.length })} · {t.fromArticle}
              </Typography>
              <Button onClick={next}>{t.skip}</Button>
            </Stack>
            <Typography variant="subtitle1" component="h2">
              {article.link ? (
                <a href={article.link} target="_blank" rel="noreferrer noopener">
                  {article.title}
                </a>
              ) : (
                article.title
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {article.source}
            </Typography>
          </Paper>
          <EventForm
            key={article.id}
            mode="create"
            initial={valuesFromArticle(article)}
            onSubmit={async (values) => {
              if (await calls.publish(values, article.id)) next()
            }}
          />
        </>
      )}
    </Stack>
  )
}
