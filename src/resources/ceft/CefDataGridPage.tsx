import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Title, useDataProvider, useNotify } from 'react-admin'
import { Link, useParams } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import { CEF_BATCH_SIZE, formatValue, rankLabel } from '../../../common/statistics'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import type { Cef } from '../../../server/services/cross-entity-facets/cross-entity-facets.schema'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import { CEFT_RESOURCE } from '../../layout/ceft/CeftForm'
import { EmptyState } from '../../layout/EmptyState'
import { focusElement, useSkipTarget } from '../../layout/SkipLinks'
import { cefGrid } from './cefGrid'

/** Row height of the grids (spec 2 §9). */
const ROW_HEIGHT = 35
const NAME_WIDTH = 240
const TYPE_WIDTH = 160
const DATE_WIDTH = 120

/** Every value of a type, 10,000 at a time by id descending (spec 2 §7), with the progress so far. */
function useTypeValues(typeId: string | undefined) {
  const strings = useStrings()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [state, setState] = useState<{ values: Cef[]; total: number | null; done: boolean }>({
    values: [],
    total: null,
    done: false,
  })
  useEffect(() => {
    if (!typeId) return
    let current = true
    setState({ values: [], total: null, done: false })
    const load = async () => {
      const byId = new Map<number, Cef>()
      for (let page = 1; ; page++) {
        const { data, total = 0 } = await dataProvider.getList<Cef>('cross-entity-facets', {
          filter: { crossEntityFacetTypeId: typeId },
          pagination: { page, perPage: CEF_BATCH_SIZE },
          sort: { field: 'id', order: 'DESC' },
        })
        if (!current) return
        for (const value of data) byId.set(value.id, value)
        const done = data.length < CEF_BATCH_SIZE || page * CEF_BATCH_SIZE >= total
        setState({ values: [...byId.values()], total, done })
        if (done) return
      }
    }
    load().catch(() => {
      if (!current) return
      notify(strings.ceft.fetchFailed, { type: 'error' })
      setState((before) => ({ ...before, done: true }))
    })
    return () => {
      current = false
    }
  }, [dataProvider, notify, typeId, strings])
  return state
}

/**
 * /analyst/elements/cefs/{id} (and the admin route): a type's values, one row per entity and one
 * column per date; rows are virtualised, so a type of 100,000 values scrolls as one of ten.
 */
export function CefDataGridPage() {
  const strings = useStrings()
  const t = strings.cefGrid
  const { ceftId } = useParams()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [type, setType] = useState<Ceft | null>(null)
  useEffect(() => {
    if (!ceftId) return
    dataProvider
      .getOne<Ceft>(CEFT_RESOURCE, { id: ceftId })
      .then(({ data }) => setType(data))
      .catch(() => notify(strings.ceft.loadFailed, { type: 'error' }))
  }, [ceftId, dataProvider, notify, strings])
  const { values, total, done } = useTypeValues(ceftId)
  const grid = useMemo(() => (type ? cefGrid(values, type.periodicity) : null), [type, values])
  const scroller = useRef<HTMLDivElement>(null)
  // the skip link lands on the grid itself, where the arrows scroll it
  useSkipTarget(
    'grid',
    useCallback(() => focusElement(scroller.current), []),
  )
  const rows = useVirtualizer({
    count: grid?.rows.length ?? 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  const title = format(t.title, { name: type?.name ?? '' })
  const columns = `${NAME_WIDTH}px ${TYPE_WIDTH}px repeat(${grid?.dates.length ?? 0}, ${DATE_WIDTH}px)`
  const width = NAME_WIDTH + TYPE_WIDTH + (grid?.dates.length ?? 0) * DATE_WIDTH
  const cell = { px: 1, display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', minWidth: 0 }
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button component={Link} to={ROUTES.ceft}>
            {t.back}
          </Button>
        </Stack>
        {!done && (
          <Box sx={{ mb: 1 }}>
            <Typography variant="body2">{format(t.loading, { loaded: values.length, total: total ?? '…' })}</Typography>
            <LinearProgress
              variant={total ? 'determinate' : 'indeterminate'}
              value={total ? (values.length / total) * 100 : 0}
            />
          </Box>
        )}
        {grid && done && grid.rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {format(t.rows, { entities: grid.rows.length, values: values.length })}
          </Typography>
        )}
        {grid && done && !grid.rows.length && (
          // the grid has no filter: nothing here means no value yet, and values come by import
          <EmptyState
            message={t.empty}
            action={
              <Button variant="outlined" component={Link} to={ROUTES.importStats}>
                {t.importValues}
              </Button>
            }
          />
        )}
        {grid && grid.rows.length > 0 && (
          <Box
            ref={scroller}
            role="grid"
            aria-label={title}
            aria-rowcount={grid.rows.length + 1}
            // its cells hold no control, so the grid itself takes the focus that scrolls it by keyboard
            tabIndex={0}
            sx={{ height: 'calc(100vh - 260px)', minHeight: ROW_HEIGHT * 6, overflow: 'auto', position: 'relative' }}
          >
            <Box
              role="row"
              aria-rowindex={1}
              sx={{
                display: 'grid',
                gridTemplateColumns: columns,
                width,
                height: ROW_HEIGHT,
                position: 'sticky',
                top: 0,
                zIndex: 2,
                bgcolor: 'background.paper',
                fontWeight: 600,
              }}
            >
              <Box role="columnheader" sx={{ ...cell, ...sticky }}>
                {t.entity}
              </Box>
              <Box role="columnheader" sx={cell}>
                {t.type}
              </Box>
              {grid.dates.map(({ date, label }) => (
                <Box role="columnheader" key={date} sx={{ ...cell, justifyContent: 'flex-end' }}>
                  {label}
                </Box>
              ))}
            </Box>
            <Box sx={{ height: rows.getTotalSize(), width, position: 'relative' }}>
              {rows.getVirtualItems().map((item) => {
                const row = grid.rows[item.index]
                return (
                  <Box
                    key={row.entityId}
                    role="row"
                    aria-rowindex={item.index + 2}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: columns,
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width,
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                    }}
                  >
                    <Box role="rowheader" sx={{ ...cell, ...sticky }}>
                      <Typography variant="body2" noWrap title={row.entityName}>
                        {row.entityName}
                      </Typography>
                    </Box>
                    <Box role="gridcell" sx={cell}>
                      <Typography variant="body2" noWrap>
                        {type?.name}
                      </Typography>
                    </Box>
                    {grid.dates.map(({ date }) => {
                      const value = row.values.get(date)
                      return (
                        <Box
                          role="gridcell"
                          key={date}
                          title={value?.rank && value.total ? rankLabel(value.rank, value.total) : undefined}
                          sx={{ ...cell, justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' }}
                        >
                          {value ? formatValue(value.value) : ''}
                        </Box>
                      )
                    })}
                  </Box>
                )
              })}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
