import { Chip, Stack } from '@mui/material'
import { scoreLabel, type FeedItem } from '../../../common/feed'
import { useStrings } from '../../i18n/useStrings'

/** The machine's suggestions worth showing (score above 0.6), good ones filled (above 0.8), medium ones outlined. */
export function FeedSuggestions({ item }: { item: FeedItem }) {
  const t = useStrings().feed
  const suggestions = [
    ...item.mlPredictions.categories.map((category) => ({
      key: `c${category.id}`,
      text: category.name,
      detail: category.type,
      score: category.score,
    })),
    ...item.mlPredictions.foundEnrEntities.flatMap((found) =>
      found.suggestedEntities.slice(0, 1).map((entity) => ({
        key: `e${entity.id}`,
        text: entity.name,
        detail: entity.type,
        score: entity.score,
      })),
    ),
  ]
    // two names of one landscape found in a text suggest it twice: shown once, at its best
    .sort((a, b) => b.score - a.score)
    .filter((one, index, all) => all.findIndex((other) => other.key === one.key) === index)
    .flatMap((one) => {
      const label = scoreLabel(one.score)
      return label ? [{ ...one, label }] : []
    })
  if (!suggestions.length) return null
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {suggestions.map((one) => (
        <Chip
          key={one.key}
          size="small"
          color={one.label === 'good' ? 'success' : 'warning'}
          variant={one.label === 'good' ? 'filled' : 'outlined'}
          label={`${one.text} · ${one.detail}`}
          title={`${one.detail}, ${t[one.label]} (${one.score})`}
        />
      ))}
    </Stack>
  )
}
