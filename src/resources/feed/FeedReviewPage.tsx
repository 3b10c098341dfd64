import { useState } from 'react'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { Title } from 'react-admin'
import { Link } from 'react-router-dom'
import type { FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { FEED_ROUTES } from '../../layout/feedRoutes'
import { useFeedItems } from '../../layout/useFeedItems'
import { useFeedSelection } from '../../layout/useFeedSelection'
import { FeedItemCard } from './FeedItemCard'
import { FeedPreviewDialog } from './FeedPreviewDialog'
import { useStrings } from '../../i18n/useStrings'

/** /analyst/feed/review and /analyst/feed/regulations/review/{type} (spec 3 §2): the selected items. */
export function FeedReviewPage({ kind }: { kind: RssSourceType }) {
  const strings = useStrings()
  const selection = useFeedSelection(kind)
  const { items = [], failed } = useFeedItems(kind, selection.ids)
  const [preview, setPreview] = useState<FeedItem | null>(null)
  const heading = strings.feed.reviewTitle
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title={`${heading} (${selection.ids.length})`} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={Link} to={FEED_ROUTES[kind]}>
          {strings.feed.backToFeed}
        </Button>
        <Button onClick={selection.clear} disabled={!selection.ids.length}>
          {strings.feed.clearSelection}
        </Button>
      </Stack>
      {failed && <Alert severity="error">{strings.feed.connectionLost}</Alert>}
      {!selection.ids.length && <Typography>{strings.feed.nothingSelected}</Typography>}
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
