import { useState, type Dispatch } from 'react'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { ResponsiveDialog } from '../../../layout/ResponsiveDialog'
import { useGetList } from 'react-admin'
import { percentileLabel } from '../../../../common/facetGrid'
import {
  PERIODICITY_LABELS,
  formatValue,
  goalDifference,
  inDateOrder,
  isGoal,
  nextPeriod,
  periodStart,
  pointLabel,
  rankLabel,
  type Periodicity,
} from '../../../../common/statistics'
import type { FacetType } from '../../../../common/templateFormat'
import type { Ceft } from '../../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { CEFT_RESOURCE, CeftForm } from '../../../layout/ceft/CeftForm'
import { liveFieldTypes, type DraftFacet, type DraftPoint } from '../draft'
import type { EditorAction } from '../editorState'
import { Sparkline } from './Sparkline'
import { statisticDefaults } from './StatisticField'
import { textOf } from './parts'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'

/** The types offered: all of them, by name (a newsroom keeps dozens, not thousands). */
const TYPES_QUERY = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } }

const QUARTER_MONTHS = ['01', '04', '07', '10']

/** A point's date typed as its periodicity reads: a year, a year and quarter, a month or a day. */
function PointDateInput({
  periodicity,
  date,
  onChange,
  disabled,
}: {
  periodicity: Periodicity
  date: string
  onChange: (date: string) => void
  disabled: boolean
}) {
  const t = useStrings().series
  // the year as typed (it may have fewer than 4 digits while it is typed), then the month
  const [year = '', month = ''] = date.split('-')
  const common = { size: 'small' as const, disabled }
  switch (periodicity) {
    case 'YEAR':
      return (
        <TextField
          {...common}
          type="number"
          label={t.year}
          value={year}
          onChange={(event) => onChange(event.target.value ? `${event.target.value}-01-01` : '')}
          sx={{ width: 110 }}
        />
      )
    case 'QUARTER':
      return (
        <Stack direction="row" spacing={1}>
          <TextField
            {...common}
            type="number"
            label={t.year}
            value={year}
            onChange={(event) => onChange(event.target.value ? `${event.target.value}-${month || '01'}-01` : '')}
            sx={{ width: 110 }}
          />
          <TextField
            {...common}
            select
            label={t.quarter}
            value={QUARTER_MONTHS.includes(month) ? month : ''}
            onChange={(event) => onChange(`${year || new Date().getUTCFullYear()}-${event.target.value}-01`)}
            sx={{ width: 90 }}
          >
            {QUARTER_MONTHS.map((first, index) => (
              <MenuItem key={first} value={first}>{`Q${index + 1}`}</MenuItem>
            ))}
          </TextField>
        </Stack>
      )
    case 'MONTH':
      return (
        <TextField
          {...common}
          type="month"
          label={t.date}
          value={date.slice(0, 7)}
          onChange={(event) => onChange(event.target.value ? `${event.target.value}-01` : '')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )
    case 'DAY':
      return (
        <TextField
          {...common}
          type="date"
          label={t.date}
          value={date.slice(0, 10)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )
  }
}

/** The rank of a point as the field's format reads: 'rank/total Countries' or Top/Bottom p%. */
const rankText = (point: DraftPoint, rankFormat: string, notRanked: string) => {
  if (point.rank === null || point.total === null) return notRanked
  return rankFormat === 'percent' && point.percent !== null
    ? percentileLabel(point.percent)
    : rankLabel(point.rank, point.total)
}

/** The latest value with its flag, difference and rank: what the series says at a glance (spec 2 §4). */
function SeriesSummary({ facet, type, rankFormat }: { facet: DraftFacet; type: Ceft; rankFormat: string }) {
  const t = useStrings().series
  const points = facet.series.flatMap((point) =>
    point.date && point.value !== null ? [{ ...point, date: point.date, value: point.value }] : [],
  )
  const latest = inDateOrder(points).at(-1)
  if (!latest) return null
  const difference = goalDifference(points)
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Sparkline points={points} label={format(t.sparkline, { name: type.name })} />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t.latest} · {pointLabel(latest.date, type.periodicity)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
          {formatValue(latest.value)} {type.units ?? ''}
        </Typography>
      </Box>
      {isGoal(points) && (
        <Chip size="small" color="secondary" label={type.futureDates === 'GOAL' ? t.goal : t.projection} />
      )}
      {difference !== null && (
        <Typography variant="body2" color={difference >= 0 ? 'success.main' : 'error.main'}>
          {format(t.difference, { sign: difference > 0 ? '+' : '', value: difference.toFixed(2) })}
        </Typography>
      )}
      <Typography variant="body2" aria-label={t.rank}>
        {rankText(latest, rankFormat, t.notRanked)}
      </Typography>
    </Stack>
  )
}

interface Props {
  facet: DraftFacet
  facetType: FacetType
  readOnly: boolean
  dispatch: Dispatch<EditorAction>
}

/**
 * The statistics block of a statistic facet (spec 2 §2–§4): its type (picked, or made and edited in
 * the Cross Entity Facet Type dialog), its points by the type's periodicity, and the series' summary.
 * Saved with the entity (crossEntityFacets, cefsToDestroy); ranks come back from the server.
 */
export function StatisticSeries({ facet, facetType, readOnly, dispatch }: Props) {
  const strings = useStrings()
  const t = strings.series
  const { data: types = [], refetch } = useGetList<Ceft>(CEFT_RESOURCE, TYPES_QUERY)
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null)
  const type = types.find((candidate) => candidate.id === facet.crossEntityFacetTypeId) ?? null
  const statisticType = liveFieldTypes(facetType).find((fieldType) => fieldType.kind === 'Statistic')
  const firstSet = statisticType ? facet.fieldSets[statisticType.id]?.[0] : undefined
  const rankFormat =
    textOf(firstSet?.values.rankFormat) || (statisticType ? statisticDefaults(statisticType).rankFormat : 'number')

  const chooseType = (typeId: string | null) =>
    dispatch({
      type: 'setSeriesType',
      facetKey: facet.key,
      typeId,
      // the Statistic set is what makes the field filled: it takes the rules' defaults when empty
      fieldSet: statisticType ? { fieldTypeId: statisticType.id, values: statisticDefaults(statisticType) } : undefined,
    })
  const addPoint = () => {
    if (!type) return
    const dates = facet.series.map((point) => point.date).filter(Boolean)
    const latest = dates.sort().at(-1)
    dispatch({
      type: 'addPoint',
      facetKey: facet.key,
      date: latest ? nextPeriod(latest, type.periodicity) : periodStart(new Date(), type.periodicity),
    })
  }

  return (
    <Stack spacing={1.5} component="section" aria-label={t.points}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Autocomplete
          options={types}
          value={type}
          disabled={readOnly}
          getOptionLabel={(option) => `${option.name} (${PERIODICITY_LABELS[option.periodicity]})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, chosen) => chooseType(chosen?.id ?? null)}
          renderInput={(params) => <TextField {...params} size="small" label={t.type} />}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        {!readOnly && (
          <>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
              {t.newType}
            </Button>
            {type && (
              <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t.editType}
              </Button>
            )}
          </>
        )}
      </Stack>
      {!type && (
        <Typography variant="body2" color="text.secondary">
          {t.noType}
        </Typography>
      )}
      {type && <SeriesSummary facet={facet} type={type} rankFormat={rankFormat} />}
      {type && (
        <Stack spacing={1}>
          {facet.series.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t.noPoints}
            </Typography>
          )}
          {facet.series.map((point) => (
            <Stack key={point.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PointDateInput
                periodicity={type.periodicity}
                date={point.date}
                disabled={readOnly}
                onChange={(date) =>
                  dispatch({ type: 'setPoint', facetKey: facet.key, key: point.key, date, value: point.value })
                }
              />
              <TextField
                size="small"
                type="number"
                label={t.value}
                disabled={readOnly}
                value={point.value ?? ''}
                onChange={(event) =>
                  dispatch({
                    type: 'setPoint',
                    facetKey: facet.key,
                    key: point.key,
                    date: point.date,
                    value: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
                sx={{ width: 160 }}
              />
              <Typography variant="body2" sx={{ minWidth: 140 }} aria-label={`${t.rank} ${point.date}`}>
                {rankText(point, rankFormat, t.notRanked)}
              </Typography>
              {!readOnly && (
                <DeleteIconButton
                  title={format(t.removePoint, { date: point.date || '—' })}
                  label={format(t.removePoint, { date: point.date || '—' })}
                  onClick={() => dispatch({ type: 'removePoint', facetKey: facet.key, key: point.key })}
                />
              )}
            </Stack>
          ))}
          {!readOnly && (
            <Box>
              <Button size="small" startIcon={<AddIcon />} onClick={addPoint}>
                {t.addPoint}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {dialog && (
        <ResponsiveDialog
          open
          onClose={() => setDialog(null)}
          fullWidth
          maxWidth="sm"
          aria-labelledby="ceft-dialog-title"
        >
          <DialogTitle id="ceft-dialog-title">
            {dialog === 'new' ? strings.ceft.newTitle : strings.ceft.editTitle}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <CeftForm
                type={dialog === 'edit' ? (type ?? undefined) : undefined}
                onCancel={() => setDialog(null)}
                onSaved={(saved) => {
                  setDialog(null)
                  void refetch()
                  if (saved.id !== facet.crossEntityFacetTypeId) chooseType(saved.id)
                }}
              />
            </Box>
          </DialogContent>
        </ResponsiveDialog>
      )}
    </Stack>
  )
}
