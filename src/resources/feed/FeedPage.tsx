import { useCallback, useEffect, useId, useState } from 'react'
import FilterListIcon from '@mui/icons-material/FilterList'
import {
  Alert,
  Autocomplete,
  Badge,
  Box,
  Button,
  CircularProgress,
  Collapse,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin'
import { Link, useSearchParams } from 'react-router-dom'
import type { FeedItem } from '../../../common/feed'
import { COUNTRIES_LIMIT } from '../../../common/limits'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { ConsoleDataProvider } from '../../providers/dataProvider'
import { displayDay } from '../../layout/dates'
import { EmptyState } from '../../layout/EmptyState'
import { FILTER_INPUT } from '../../layout/listFilters'
import { NewItemsButton } from '../../layout/NewItemsButton'
import { usePhone } from '../../layout/phoneList'
import { SOURCE_ROUTES, createRoutes, reviewRoute } from '../../layout/feedRoutes'
import { useFeedSelection } from '../../layout/useFeedSelection'
import { useWhenInView } from '../../layout/useWhenInView'
import { BriefTreeFilter } from './BriefTreeFilter'
import { FeedItemCard } from './FeedItemCard'
import { FeedPreviewDialog } from './FeedPreviewDialog'
import { useFeedPages, type FeedFilters } from './useFeedPages'
import { useNewFeedItems } from './useNewFeedItems'
import { useStrings } from '../../i18n/useStrings'
import { format } from '../../i18n/en'

const FEED_TITLES: Record<RssSourceType, string> = {
  article: 'app.feed.articlesTitle',
  regulation: 'app.feed.regulationsTitle',
  'regulation-article': 'app.feed.regulationArticlesTitle',
}

/** How many articles a topic has (GET /articles-count), or null while none is chosen. */
function useArticleCount(topicId: number | undefined) {
  const [count, setCount] = useState<number | null>(null)
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  useEffect(() => {
    setCount(null)
    if (!topicId) return
    let current = true
    dataProvider
      .find<{ count: number }>('articles-count', { topicId })
      .then((answer) => current && setCount(answer.count))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [dataProvider, topicId])
  return count
}

/** Items grouped by the day they are dated, in the feed's order. */
function byDay(items: FeedItem[]): [string, FeedItem[]][] {
  const days = new Map<string, FeedItem[]>()
  for (const item of items) {
    const day = displayDay(item.date)
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return [...days.entries()]
}

/**
 * A feed (spec 3 §2: Article feed, Regulation feed): newest first, grouped by day, 25 at a time as the
 * end comes into view; items selected from the list or their preview, the selection kept across
 * sessions; filters topic, since and day. Items the sources give meanwhile are counted above the feed,
 * shown when the user asks.
 */
export function FeedPage({ kind }: { kind: RssSourceType }) {
  const translate = useTranslate()
  const strings = useStrings()
  // a link may open the feed on one day (the home page's feed volume): ?date=YYYY-MM-DD
  const [searchParams] = useSearchParams()
  const [filters, setFilters] = useState<FeedFilters>(() => {
    const date = searchParams.get('date')
    return date ? { date } : {}
  })
  const feed = useFeedPages(kind, filters)
  const arrived = useNewFeedItems(kind, filters)
  const selection = useFeedSelection(kind)
  const [preview, setPreview] = useState<FeedItem | null>(null)
  const { data: countries = [] } = useGetList('countries', {
    pagination: { page: 1, perPage: COUNTRIES_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  })
  const end = useWhenInView<HTMLDivElement>(feed.loadMore)

  const count = selection.ids.length
  const creates = createRoutes(kind)
  const topicCount = useArticleCount(kind === 'article' ? filters.topicId : undefined)
  const applied = Object.values(filters).filter(Boolean).length
  const filtered = applied > 0
  // on a phone the filters would fill the first screen: they fold behind a button saying how many apply
  const phone = usePhone()
  const [filtersShown, setFiltersShown] = useState(false)
  const filtersId = useId()
  const setFilter = (changes: FeedFilters) => setFilters((current) => ({ ...current, ...changes }))
  const setBriefIds = useCallback(
    (ids: number[]) => setFilters((current) => ({ ...current, briefIds: ids.length ? ids : undefined })),
    [],
  )
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title={translate(FEED_TITLES[kind])} />
      {/* the buttons go below the heading when they do not fit beside it (a phone) */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {translate(FEED_TITLES[kind])}
        </Typography>
        <Button component={Link} to={creates.manual}>
          {strings.feed.manuallyCreate}
        </Button>
        <Badge badgeContent={count} color="primary">
          <Button variant="outlined" component={Link} to={reviewRoute(kind)} disabled={!count}>
            {strings.feed.review}
          </Button>
        </Badge>
        <Badge badgeContent={count} color="primary">
          <Button variant="contained" component={Link} to={creates.create} disabled={!count}>
            {strings.feed.create}
          </Button>
        </Badge>
      </Stack>
      {phone && (
        <Button
          startIcon={<FilterListIcon />}
          aria-expanded={filtersShown}
          aria-controls={filtersId}
          onClick={() => setFiltersShown((shown) => !shown)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {filtered ? format(strings.feed.filtersApplied, { count: applied }) : strings.feed.filters}
        </Button>
      )}
      <Collapse in={!phone || filtersShown} id={filtersId}>
        {/* the filters wrap rather than scroll sideways on a narrow screen (1024 px with the menu open) */}
        <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Autocomplete
            options={countries}
            getOptionLabel={(country) => String(country.name)}
            value={countries.find((country) => country.id === filters.topicId) ?? null}
            onChange={(_event, country) => setFilter({ topicId: country ? Number(country.id) : undefined })}
            renderInput={(params) => (
              <TextField
                {...params}
                {...FILTER_INPUT}
                label={strings.feed.topic}
                helperText={topicCount !== null ? format(strings.feed.topicCount, { count: topicCount }) : ' '}
              />
            )}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <Box sx={{ flex: '1 1 220px', minWidth: 220, maxWidth: { sm: 360 } }}>
            <BriefTreeFilter
              topicId={filters.topicId}
              kind={kind}
              value={filters.briefIds ?? []}
              onChange={setBriefIds}
            />
          </Box>
          <TextField
            {...FILTER_INPUT}
            type="date"
            label={strings.feed.since}
            value={filters.since?.slice(0, 10) ?? ''}
            onChange={(event) =>
              setFilter({ since: event.target.value ? `${event.target.value}T00:00:00.000Z` : undefined })
            }
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
          <TextField
            {...FILTER_INPUT}
            type="date"
            label={strings.feed.date}
            value={filters.date ?? ''}
            onChange={(event) => setFilter({ date: event.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
          <Button sx={{ whiteSpace: 'nowrap', mt: 1 }} onClick={() => setFilters({})} disabled={!filtered}>
            {strings.feed.clearFilters}
          </Button>
        </Stack>
      </Collapse>
      <NewItemsButton
        count={arrived.count}
        onShow={() => {
          arrived.shown()
          feed.reload()
        }}
      />
      {byDay(feed.items).map(([day, items]) => (
        <Stack key={day} spacing={1} component="section" aria-label={day}>
          <Typography variant="overline" component="h2">
            {day}
          </Typography>
          {items.map((item) => (
            <FeedItemCard
              key={item.id}
              item={item}
              selected={selection.isSelected(item.id)}
              onToggle={() => selection.toggle(item.id)}
              onOpen={() => setPreview(item)}
            />
          ))}
        </Stack>
      ))}
      <div ref={end} />
      {feed.loading && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={strings.feed.loading} />}
      {feed.failed && <Alert severity="error">{strings.feed.connectionLost}</Alert>}
      {feed.done && !feed.items.length && !feed.failed && (
        <EmptyState
          filtered={filtered}
          onClear={() => setFilters({})}
          message={strings.feed.nothingYet}
          action={
            <Button variant="outlined" component={Link} to={SOURCE_ROUTES[kind]}>
              {strings.feed.addSource}
            </Button>
          }
        />
      )}
      {feed.done && feed.items.length > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {strings.feed.endOfList}
        </Typography>
      )}
      <FeedPreviewDialog
        item={preview}
        selected={preview ? selection.isSelected(preview.id) : false}
        onToggle={() => preview && selection.toggle(preview.id)}
        onClose={() => setPreview(null)}
      />
    </Stack>
  )
}
