import { Box, Card, CardActionArea, Checkbox, Chip, Stack, Typography } from '@mui/material'
import type { FeedItem } from '../../../common/feed'
import { useStrings } from '../../i18n/useStrings'
import { displayDay } from '../../layout/dates'
import { TopicChip } from '../../layout/TopicChip'
import { FeedMatches } from './FeedMatches'
import { FeedSuggestions } from './FeedSuggestions'

/** Text cut after `lines` lines, at a word, with an ellipsis: a card never cuts a word at its edge. */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
})

/** One item of a feed: select it with its box, open its preview by clicking it (spec 3 §2). */
export function FeedItemCard({
  item,
  selected,
  onToggle,
  onOpen,
}: {
  item: FeedItem
  selected: boolean
  onToggle: () => void
  onOpen: () => void
}) {
  const t = useStrings().feed
  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'flex-start', borderColor: selected ? 'primary.main' : undefined }}
    >
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `${selected ? t.unselect : t.select} ${item.title}` } }}
        sx={{ mt: 1 }}
      />
      <CardActionArea onClick={onOpen} sx={{ p: 1.5 }} aria-label={item.title}>
        <Stack direction="row" spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              {item.favicon && <Box component="img" src={item.favicon} alt="" sx={{ width: 16, height: 16 }} />}
              <Typography variant="caption" color="text.secondary">
                {item.source} · {displayDay(item.date)} · {item.language}
              </Typography>
              {item.isUsed && <Chip size="small" label={t.used} />}
              {item.isTranslated && <Chip size="small" label={t.translated} variant="outlined" />}
            </Stack>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, ...clamp(2) }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, ...clamp(3) }}>
              {item.summary}
            </Typography>
            {item.topics.length > 0 && (
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mb: 0.5 }} aria-label={t.topics}>
                {item.topics.map((topic) => (
                  <TopicChip key={topic.id} topic={topic} />
                ))}
              </Stack>
            )}
            <FeedMatches item={item} />
            <FeedSuggestions item={item} />
          </Box>
          {item.image && (
            <Box
              component="img"
              src={item.image}
              alt=""
              sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        </Stack>
      </CardActionArea>
    </Card>
  )
}
