import type { Random } from './random'

/**
 * The demo's statistic series: yearly figures of the G7 and the EU's members (and India, beside both),
 * shaped like the official series — the pandemic's fall and rebound, the 2022 price surge — but made up
 * from each country's usual level and a little noise. Not official data; the types' footnote says so.
 */

export const YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024] as const
/** Years after the last figure that GDP growth is projected for. */
export const PROJECTED_YEARS = [2025, 2026] as const
export const GOAL_YEAR = 2030

export const G7 = ['CA', 'FR', 'DE', 'IT', 'JP', 'GB', 'US']
// prettier-ignore
export const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']

interface Level {
  /** GDP growth in an ordinary year, % */
  growth: number
  /** how far inflation runs above or below the European profile (1: on it) */
  prices: number
  unemployment: number
  /** government debt, % of GDP */
  debt: number
  /** renewable share of electricity in the first and last year, and the 2030 goal, % */
  renewables: [number, number, number]
}

// prettier-ignore
const LEVELS: Record<string, Level> = {
  CA: { growth: 1.8, prices: 1.0, unemployment: 6.5, debt: 105, renewables: [65, 67, 90] },
  FR: { growth: 1.2, prices: 0.9, unemployment: 9.0, debt: 98, renewables: [17, 30, 40] },
  DE: { growth: 1.1, prices: 1.1, unemployment: 4.5, debt: 70, renewables: [30, 55, 80] },
  IT: { growth: 0.8, prices: 1.0, unemployment: 10.5, debt: 140, renewables: [33, 41, 65] },
  JP: { growth: 0.6, prices: 0.4, unemployment: 2.8, debt: 235, renewables: [15, 25, 38] },
  GB: { growth: 1.6, prices: 1.1, unemployment: 4.5, debt: 90, renewables: [25, 50, 95] },
  US: { growth: 2.3, prices: 1.2, unemployment: 4.8, debt: 110, renewables: [14, 24, 45] },
  AT: { growth: 1.3, prices: 1.2, unemployment: 5.5, debt: 78, renewables: [72, 80, 100] },
  BE: { growth: 1.4, prices: 1.3, unemployment: 6.5, debt: 102, renewables: [13, 30, 40] },
  BG: { growth: 2.8, prices: 1.5, unemployment: 6.0, debt: 22, renewables: [19, 25, 35] },
  HR: { growth: 2.8, prices: 1.3, unemployment: 9.0, debt: 75, renewables: [45, 55, 65] },
  CY: { growth: 3.0, prices: 1.0, unemployment: 9.0, debt: 100, renewables: [9, 22, 35] },
  CZ: { growth: 2.4, prices: 1.5, unemployment: 3.0, debt: 35, renewables: [13, 17, 30] },
  DK: { growth: 2.0, prices: 0.8, unemployment: 5.5, debt: 37, renewables: [65, 85, 100] },
  EE: { growth: 2.6, prices: 1.6, unemployment: 6.0, debt: 12, renewables: [14, 40, 100] },
  FI: { growth: 1.2, prices: 0.9, unemployment: 8.0, debt: 65, renewables: [45, 55, 70] },
  GR: { growth: 0.9, prices: 0.8, unemployment: 18.0, debt: 180, renewables: [28, 50, 80] },
  HU: { growth: 2.7, prices: 1.8, unemployment: 4.5, debt: 72, renewables: [10, 25, 30] },
  IE: { growth: 5.5, prices: 0.7, unemployment: 6.5, debt: 55, renewables: [27, 40, 80] },
  LV: { growth: 2.7, prices: 1.6, unemployment: 8.0, debt: 40, renewables: [50, 60, 75] },
  LT: { growth: 3.2, prices: 1.7, unemployment: 7.5, debt: 38, renewables: [18, 40, 100] },
  LU: { growth: 2.5, prices: 1.0, unemployment: 5.5, debt: 23, renewables: [8, 15, 30] },
  MT: { growth: 5.5, prices: 0.9, unemployment: 4.0, debt: 50, renewables: [7, 12, 20] },
  NL: { growth: 1.8, prices: 1.2, unemployment: 5.0, debt: 55, renewables: [12, 45, 70] },
  PL: { growth: 3.8, prices: 1.6, unemployment: 4.5, debt: 50, renewables: [13, 27, 50] },
  PT: { growth: 1.9, prices: 1.0, unemployment: 8.5, debt: 120, renewables: [52, 63, 85] },
  RO: { growth: 4.0, prices: 1.8, unemployment: 5.5, debt: 45, renewables: [42, 45, 55] },
  SK: { growth: 2.6, prices: 1.6, unemployment: 8.0, debt: 55, renewables: [23, 25, 30] },
  SI: { growth: 2.8, prices: 1.1, unemployment: 6.0, debt: 72, renewables: [32, 34, 50] },
  ES: { growth: 2.0, prices: 1.0, unemployment: 16.0, debt: 105, renewables: [37, 55, 81] },
  SE: { growth: 2.0, prices: 0.9, unemployment: 7.5, debt: 38, renewables: [57, 70, 100] },
  IN: { growth: 6.5, prices: 2.5, unemployment: 7.0, debt: 80, renewables: [16, 22, 50] },
}

/** The countries with series, G7 and EU first. */
export const SERIES_COUNTRIES = Object.keys(LEVELS)

// what every country's year looked like: growth added, prices and the labour market and debt as factors
const GROWTH_SHOCK = [0, -0.2, 0.6, 0.2, -0.3, -6.5, 5.5, 1.5, -0.8, -0.6]
const PRICE_PROFILE = [0.1, 0.3, 1.5, 1.8, 1.4, 0.6, 2.8, 8.0, 5.5, 2.4]
const JOBLESS_FACTOR = [1.25, 1.18, 1.1, 1.0, 0.93, 1.05, 1.0, 0.9, 0.88, 0.88]
const DEBT_FACTOR = [0.97, 0.97, 0.95, 0.93, 0.92, 1.08, 1.05, 1.0, 0.98, 0.98]

const round1 = (value: number) => Math.round(value * 10) / 10

export type SeriesName = 'growth' | 'inflation' | 'unemployment' | 'debt' | 'renewables'

/** A country's points of one series: a value a year, and for growth its projections, for renewables its goal. */
export function seriesOf(random: Random, iso: string, series: SeriesName): { date: string; value: number }[] {
  const level = LEVELS[iso]
  const noise = (size: number) => (random.next() - 0.5) * size
  const yearly = (value: (index: number) => number) =>
    YEARS.map((year, index) => ({ date: `${year}-01-01`, value: round1(value(index)) }))
  switch (series) {
    case 'growth':
      return [
        ...yearly((index) => level.growth + GROWTH_SHOCK[index] + noise(1)),
        ...PROJECTED_YEARS.map((year) => ({ date: `${year}-01-01`, value: round1(level.growth + noise(0.6)) })),
      ]
    case 'inflation':
      return yearly((index) => Math.max(-0.5, PRICE_PROFILE[index] * level.prices + noise(0.6)))
    case 'unemployment':
      return yearly((index) => Math.max(1.5, level.unemployment * JOBLESS_FACTOR[index] + noise(0.4)))
    case 'debt':
      return yearly((index) => level.debt * DEBT_FACTOR[index] + noise(2))
    case 'renewables': {
      const [first, last, goal] = level.renewables
      return [
        ...yearly((index) => Math.min(100, first + ((last - first) * index) / (YEARS.length - 1) + noise(2))),
        { date: `${GOAL_YEAR}-01-01`, value: goal },
      ]
    }
  }
}
