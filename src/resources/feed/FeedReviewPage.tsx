import { useEffect, useState } from 'react'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { Title, useDataProvider } from 'react-admin'
import { Link } from 'react-router-dom'
import type { FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { app } from '../../i18n/en'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { feedItemsOf } from './feedItems'
import { FeedItemCard } from './FeedItemCard'
import { FEED_ROUTES } from './feedRoutes'
import { FeedPreviewDialog } from './FeedPreviewDialog'

import { useFeedSelection } from './useFeedSelection'

const t = app.feed

/** /analyst/feed/review and /analyst/feed/regulations/review/{type} (spec 3 §2): the selected items. */
export function FeedReviewPage({ kind }: { kind: RssSourceType }) {
  const selection = useFeedSelection(kind)
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const [items, setItems] = useState<FeedItem[]>([])
  const [failed, setFailed] = useState(false)
  const [preview, setPreview] = useState<FeedItem | null>(null)
  const key = selection.ids.join(',')
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : []
    if (!ids.length) return setItems([])
    let current = true
    feedItemsOf(dataProvider, kind, ids)
      .then((found) => current && setItems(found))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [dataProvider, key, kind])
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title={t.reviewTitle} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t.reviewTitle} ({selection.ids.length})
        </Typography>
        <Button component={Link} to={FEED_ROUTES[kind]}>
          {t.backToFeed}
        </Button>
        <Button onClick={selection.clear} disabled={!selection.ids.length}>
          {t.clearSelection}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{t.connectionLost}</Alert>}
      {!selection.ids.length && <Typography>{t.nothingSelected}</Typography>}
      {items
        .filter((item) => selection.isSelected(item.id))
        .map((item) => (
          <FeedItemCard
            key={item.id}
            item={item}
            selected
            onToggle={() => selection.toggle(item.id)}
            onOpen={() => setPreview(item)}
          />
        ))}
      <FeedPreviewDialog
        item={preview}
        selected={preview ? selection.isSelected(preview.id) : false}
        onToggle={() => preview && selection.toggle(preview.id)}
        onClose={() => setPreview(null)}
      />
    </Stack>
  )
}
