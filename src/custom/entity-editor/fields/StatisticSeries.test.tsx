import { useReducer } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FacetRecord, SeriesPointRecord } from '../../../../common/entityFormat'
import type { Ceft } from '../../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import { draftFromRecord, facetTypeOf, type EntityDraft } from '../draft'
import { editorReducer } from '../editorState'
import { RECORD, STATISTIC_TEMPLATE, facetRecord, fieldRecord } from '../testFixtures'
import { StatisticSeries } from './StatisticSeries'
import { sparklinePoints } from './Sparkline'

const type = (extra: Partial<Ceft>): Ceft => ({
  id: 'type-gdp',
  name: 'GDP',
  currency: 'USD',
  units: 'Billion',
  periodicity: 'YEAR',
  comparisonSetId: null,
  comparisonSet: null,
  multiplier: null,
  futureDates: 'GOAL',
  footnote: null,
  subtitle: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
})

const point = (id: number, date: string, value: number, rank: Partial<SeriesPointRecord> = {}): SeriesPointRecord => ({
  id,
  date,
  value,
  rank: null,
  total: null,
  percent: null,
  ...rank,
})

function Harness({ initial }: { initial: EntityDraft }) {
  const [draft, dispatch] = useReducer(editorReducer, initial)
  const facet = draft!.facets.find((one) => one.facetTypeId === 'ft-series')!
  return (
    <>
      <StatisticSeries
        facet={facet}
        facetType={facetTypeOf(draft!.template, 'ft-series')!}
        readOnly={false}
        dispatch={dispatch}
      />
      <output aria-label="draft">{JSON.stringify(facet.series.map(({ date, value }) => ({ date, value })))}</output>
    </>
  )
}

function renderSeries(
  points: SeriesPointRecord[],
  types: Ceft[],
  { typeId = 'type-gdp', rankFormat = 'number' }: { typeId?: string | null; rankFormat?: string } = {},
) {
  const series: FacetRecord = {
    ...facetRecord('facet-series', 'ft-series', 4, [fieldRecord('f-stat', 'series-stat', 'rankFormat', 1, rankFormat)]),
    crossEntityFacetTypeId: typeId,
    crossEntityFacets: points,
  }
  const draft = draftFromRecord({ ...RECORD, entityTemplate: STATISTIC_TEMPLATE, facets: [series] })
  const getList = vi.fn(async () => ({ data: types, total: types.length }))
  renderWithAdmin(<Harness initial={draft} />, { dataProvider: { getList } })
  return { getList }
}

describe('sparklinePoints', () => {
  it('draws the values in date order, the highest at the top and the lowest at the bottom', () => {
    const points = sparklinePoints(
      [
        { date: '2022-01-01', value: 5 },
        { date: '2020-01-01', value: 1 },
        { date: '2021-01-01', value: 9 },
      ],
      100,
      40,
    )
    expect(points.map(([x]) => x)).toEqual([3, 50, 97])
    expect(points.map(([, y]) => y)).toEqual([37, 3, 20])
    expect(sparklinePoints([{ date: '2020-01-01', value: 4 }], 100, 40)).toEqual([[3, 37]])
    expect(sparklinePoints([])).toEqual([])
  })
})

describe('StatisticSeries', () => {
  it('shows the latest value with 2 decimals, the goal flag, the difference and the rank as rank/total Countries', async () => {
    renderSeries(
      [
        point(1, '2024-01-01T00:00:00.000Z', 100, { rank: 3, total: 10, percent: 75 }),
        point(2, '2099-01-01T00:00:00.000Z', 112.5, { rank: 2, total: 12, percent: 87.5 }),
      ],
      [type({})],
    )
    expect(await screen.findByText('112.50 Billion')).toBeInTheDocument()
    expect(screen.getByText('Goal')).toBeInTheDocument()
    expect(screen.getByText('+12.50% on the previous value')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Values of GDP in date order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Rank')).toHaveTextContent('2/12 Countries')
    expect(screen.getByLabelText('Rank 2024-01-01')).toHaveTextContent('3/10 Countries')
  })

  it('flags a projection, hides a difference under 0.009 and reads ranks as percentiles in percent format', async () => {
    renderSeries(
      [
        point(1, '2098-01-01T00:00:00.000Z', 100000, { rank: 1, total: 4, percent: 87.5 }),
        point(2, '2099-01-01T00:00:00.000Z', 100008, { rank: 1, total: 4, percent: 87.5 }),
      ],
      [type({ futureDates: 'PROJECTION' })],
      { rankFormat: 'percent' },
    )
    expect(await screen.findByText('Projection')).toBeInTheDocument()
    expect(screen.queryByText(/on the previous value/)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Rank')).toHaveTextContent('Top 12.5%')
  })

  it('reads a past latest date as no goal, and quarters as Q{n} {year}', async () => {
    renderSeries(
      [point(1, '2024-04-01T00:00:00.000Z', 3), point(2, '2024-07-01T00:00:00.000Z', 4)],
      [type({ id: 'type-q', periodicity: 'QUARTER', futureDates: 'GOAL' })],
      { typeId: 'type-q' },
    )
    expect(await screen.findByText('Latest · Q3 2024')).toBeInTheDocument()
    expect(screen.queryByText('Goal')).not.toBeInTheDocument()
    expect(screen.getAllByRole('spinbutton', { name: 'Year' })[0]).toHaveValue(2024)
  })

  it('adds a point at the next period and keeps the typed value in the draft', async () => {
    renderSeries([point(1, '2023-01-01T00:00:00.000Z', 7)], [type({})])
    await userEvent.click(await screen.findByRole('button', { name: 'Add point' }))
    const values = screen.getAllByRole('spinbutton', { name: 'Value' })
    await userEvent.type(values[1], '8.25')
    expect(screen.getByLabelText('draft')).toHaveTextContent(
      JSON.stringify([
        { date: '2023-01-01', value: 7 },
        { date: '2024-01-01', value: 8.25 },
      ]),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Remove the point of 2023-01-01' }))
    expect(screen.getByLabelText('draft')).toHaveTextContent(JSON.stringify([{ date: '2024-01-01', value: 8.25 }]))
  })

  it('asks for a type first, and offers the types with their periodicity', async () => {
    const { getList } = renderSeries([], [type({}), type({ id: 'type-m', name: 'Jobs', periodicity: 'MONTH' })], {
      typeId: null,
    })
    expect(screen.getByText('Pick a statistic type to enter its points')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add point' })).not.toBeInTheDocument()
    await waitFor(() => expect(getList).toHaveBeenCalled())
    await userEvent.click(screen.getByRole('combobox', { name: 'Statistic type' }))
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['GDP (Annual)', 'Jobs (Monthly)'])
    await userEvent.click(within(listbox).getByRole('option', { name: 'Jobs (Monthly)' }))
    expect(await screen.findByRole('button', { name: 'Add point' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit type' })).toBeInTheDocument()
  })
})
