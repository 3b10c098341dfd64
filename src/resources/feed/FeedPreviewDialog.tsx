import { Button, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material'
import { ResponsiveDialog } from '../../layout/ResponsiveDialog'
import { textChunks, type FeedItem } from '../../../common/feed'
import { useStrings } from '../../i18n/useStrings'
import { FeedMatches } from './FeedMatches'
import { FeedSuggestions } from './FeedSuggestions'

/** An item's preview with Select and Close (spec 3 §2): its text in chunks of 300 words and the machine's suggestions. */
export function FeedPreviewDialog({
  item,
  selected,
  onToggle,
  onClose,
}: {
  item: FeedItem | null
  selected: boolean
  onToggle: () => void
  onClose: () => void
}) {
  const t = useStrings().feed
  return (
    <ResponsiveDialog
      open={item !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="feed-preview-title"
    >
      {item && (
        <>
          <DialogTitle id="feed-preview-title">{item.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <Typography variant="caption" color="text.secondary">
                {item.source}
                {item.topics.length > 0 && ` · ${item.topics.map((topic) => topic.name).join(', ')}`}
              </Typography>
              {item.mlPredictions.summarization && (
                <Typography variant="body2">
                  <strong>{t.summarization}:</strong> {item.mlPredictions.summarization}
                </Typography>
              )}
              {textChunks(item.summary).map((chunk, index) => (
                <Typography key={index} variant="body1">
                  {chunk}
                </Typography>
              ))}
              <FeedMatches item={item} />
              <FeedSuggestions item={item} />
              {item.link && (
                <Link href={item.link} target="_blank" rel="noopener noreferrer">
                  {t.open}
                </Link>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onToggle} variant={selected ? 'outlined' : 'contained'}>
              {selected ? t.unselect : t.select}
            </Button>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </>
      )}
    </ResponsiveDialog>
  )
}
