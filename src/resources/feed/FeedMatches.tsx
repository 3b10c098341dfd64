import { Box, Typography } from '@mui/material'
import { matchedByType, type FeedItem } from '../../../common/feed'
import { useStrings } from '../../i18n/useStrings'
import { format } from '../../i18n/en'

/** The entities the matcher found in an item, a line per type (spec 3 §2 Article display: matched actors, plots, contexts, briefs). */
export function FeedMatches({ item }: { item: FeedItem }) {
  const t = useStrings().feed
  const groups = matchedByType(item)
  if (!groups.length) return null
  return (
    <Box component="dl" sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1 }}>
      {groups.map(({ type, entities }) => (
        <Box key={type} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" sx={{ fontWeight: 500 }}>
            {t.matched[type]}
          </Typography>
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {entities
              .map(({ name, frequency }) =>
                frequency && frequency > 1 ? format(t.mentioned, { name, count: frequency }) : name,
              )
              .join(', ')}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
