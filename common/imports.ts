import { API_PREFIX, ROUTES } from './routes'

/**
 * The imports of spec 3 §2 and §7: what each sheet holds, shared by the server (which reads and checks
 * it) and the console (which lists the columns and links the sample). docs/imports.md explains them.
 */

export interface ImportColumn {
  name: string
  required: boolean
  /** what the cell holds, as the import screen and docs/imports.md say it */
  holds: string
}

export interface ImportKind {
  /** the API call, POST /{service} */
  service: string
  title: string
  /** the sample sheet in docs/samples/ */
  sample: string
  columns: readonly ImportColumn[]
}

const column = (name: string, holds: string, required = true): ImportColumn => ({ name, holds, required })

/** Several values in one cell are separated by semicolons. */
export const LIST_SEPARATOR = ';'

export const IMPORTS = {
  topics: {
    service: 'import-topic',
    title: 'Import Topic',
    sample: 'topics.csv',
    columns: [
      column('Topic', 'the country: its name or ISO code'),
      column(
        'Name',
        'the topic entity’s name (when empty: a new one takes the country’s name, a stored one keeps its own)',
        false,
      ),
      column('Type', 'the topic entity’s type (Statistic Entity when empty)', false),
      column('Sub Type', 'the template’s sub type, when the type has several (e.g. Organisation, Person)', false),
      column('Summary', 'the text of its Summary facet', false),
    ],
  },
  briefs: {
    service: 'import-briefs',
    title: 'Import Briefs',
    sample: 'briefs.csv',
    columns: [
      column('Name', 'the brief’s name'),
      column('Type', 'core, landscape, current, sector, sub-sector or industry'),
      column('Parents', 'for a sub-sector its sectors, for an industry its sub-sectors, separated by ;', false),
    ],
  },
  challenges: {
    service: 'import-challenges-scores',
    title: 'Import Challenges',
    sample: 'challenge-scores.csv',
    columns: [
      column('Topic', 'a country name or ISO code'),
      column('Brief', 'a brief’s name'),
      column('Brief Type', 'the brief’s type, when briefs of two types share the name', false),
      column('Score', 'a number from 0 to 100'),
    ],
  },
  statistics: {
    service: 'import-sheet',
    title: 'Import Statistics',
    sample: 'statistics.csv',
    columns: [
      column('Type', 'the statistic type’s name (CEF Types)'),
      column('Entity', 'the entity’s name, or its id when names repeat'),
      column('Date', 'by the type’s periodicity: 2024, 2024-Q1, 2024-03 or 2024-03-15'),
      column('Value', 'a number (a dot for decimals)'),
    ],
  },
  currentThemes: {
    service: 'import-current-themes',
    title: 'Current themes',
    sample: 'current-themes.csv',
    columns: [column('Name', 'the current theme: a brief of type current')],
  },
} as const satisfies Record<string, ImportKind>

export type ImportKindName = keyof typeof IMPORTS

/** The import screens (spec 1 §2) and the imports each offers; Import Briefs also takes the current-themes file. */
export const IMPORT_SCREENS: readonly { route: string; kind: Exclude<ImportKindName, 'currentThemes'> }[] = [
  { route: ROUTES.importEntities, kind: 'topics' },
  { route: ROUTES.importBriefs, kind: 'briefs' },
  { route: ROUTES.importChallenges, kind: 'challenges' },
  { route: ROUTES.importStats, kind: 'statistics' },
]

/** A sheet read from a link or a file is at most this big, and this many rows. */
export const IMPORT_MAX_BYTES = 25_000_000
export const IMPORT_MAX_ROWS = 100_000
/** A refused import names at most this many row errors (and says how many there were). */
export const IMPORT_ERRORS_LISTED = 500
export const CHALLENGE_SCORE_MIN = 0
export const CHALLENGE_SCORE_MAX = 100

/** One row's problem: the sheet's row number (the header is row 1), its column, and what is wrong. */
export interface ImportRowError {
  row: number
  column: string
  message: string
}

/** What a successful import answers (spec 3 §7: status must be success). */
export interface ImportResult {
  status: 'success'
  rows: number
  created: number
  updated: number
  unchanged: number
}

/** What an import wrote: rows' records created, changed, or found as the sheet says already. */
export type ImportCounts = Omit<ImportResult, 'status' | 'rows'>

export const importMessages = {
  sheetNotFound: 'Sheet not found, or sheet is not available',
  currentThemesFailed: 'Error occurred trying to import current themes sheet',
  rowsRefused: 'Some rows cannot be imported: nothing was imported',
  missingColumn: 'The sheet has no "%{column}" column',
  noRows: 'The sheet has no rows below its header',
  tooManyRows: `The sheet has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
  tooLarge: `The sheet is larger than ${IMPORT_MAX_BYTES / 1_000_000} MB`,
  notASheet: 'The address did not answer a CSV or XLSX sheet',
  required: 'Required',
  tooLong: 'Value too long',
  unknownCountry: 'No country named "%{name}"',
  unknownEntityType: 'No template has the type "%{type}"',
  templateWithout: 'The template %{template} has no %{facet} facet',
  unknownSubType: 'No template of %{type} has the sub type "%{subType}"',
  subTypeNeeded: '%{type} has several templates: give the sub type (%{subTypes})',
  unknownBriefType: 'The type is one of %{types}',
  unknownParent: 'No %{type} brief named "%{name}"',
  rowTwice: 'Repeats row %{row}',
  unknownBrief: 'No brief named "%{name}"',
  briefNameTwice: 'Briefs of several types are named "%{name}": give the brief type',
  notANumber: 'Not a number',
  scoreRange: `A score from ${CHALLENGE_SCORE_MIN} to ${CHALLENGE_SCORE_MAX}`,
  unknownStatisticType: 'No statistic type named "%{name}"',
  unknownEntity: 'No entity named "%{name}"',
  entityTwice: 'More than one entity is named "%{name}": give its id',
  dateUnfit: 'Not a date of this %{periodicity} series, written like %{example}',
  noStatisticFacet: 'The template of %{name} has no statistic facet',
} as const

/** How a date of each periodicity is written in a sheet. */
export const SHEET_DATE_EXAMPLES = { YEAR: '2024', QUARTER: '2024-Q1', MONTH: '2024-03', DAY: '2024-03-15' } as const

/**
 * The address a sheet link is read from: a Google Sheets share or edit link becomes its CSV export (of the
 * tab named by gid), a published one its CSV output; any other address is read as it is (a CSV or XLSX file).
 */
/**
 * Where the server serves the sample sheets (docs/samples). A link to one of them on the console's own
 * address is read from disk, not fetched, so the samples import on a machine without a network.
 */
export const SAMPLES_PATH = `${API_PREFIX}/samples`

/** A sample's path under the API, as the data provider's calls name it. */
export const samplePath = (kind: ImportKind) => `${SAMPLES_PATH.slice(API_PREFIX.length + 1)}/${kind.sample}`

export const sampleUrl = (kind: ImportKind) => `${API_PREFIX}/${samplePath(kind)}`

/** The sample sheet a path names, if it names one. */
export function sampleNamed(pathname: string): string | undefined {
  const prefix = `${SAMPLES_PATH}/`
  if (!pathname.startsWith(prefix)) return undefined
  const name = pathname.slice(prefix.length)
  return Object.values(IMPORTS).find((kind: ImportKind) => kind.sample === name)?.sample
}

export function sheetDownloadUrl(link: string): string {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return link.trim()
  }
  if (url.hostname !== 'docs.google.com') return url.toString()
  const published = /^\/spreadsheets\/d\/e\/([\w-]+)/.exec(url.pathname)
  if (published) return `https://docs.google.com/spreadsheets/d/e/${published[1]}/pub?output=csv`
  const shared = /^\/spreadsheets\/d\/([\w-]+)/.exec(url.pathname)
  if (!shared) return url.toString()
  const gid = /gid=(\d+)/.exec(`${url.search}${url.hash}`)?.[1]
  return `https://docs.google.com/spreadsheets/d/${shared[1]}/export?format=csv${gid ? `&gid=${gid}` : ''}`
}

/** Splits a list cell on semicolons, trimmed, without empty parts or repeats (case-insensitive). */
export function listCell(cell: string): string[] {
  const seen = new Set<string>()
  return cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part && !seen.has(part.toLowerCase()) && seen.add(part.toLowerCase()))
}

/**
 * A sheet's date of a series as the ISO day it stands for: 2024 → 2024-01-01, 2024-Q2 or Q2 2024 →
 * 2024-04-01, 2024-03 → 2024-03-01, a day as it is (a time after it is dropped). Null when it is none of these;
 * whether it fits the type's periodicity is common/statistics' storedPointDate's to say.
 */
export function sheetDateToIsoDay(cell: string): string | null {
  const text = cell.trim()
  const pad = (n: number) => String(n).padStart(2, '0')
  let match = /^(\d{4})$/.exec(text)
  if (match) return `${match[1]}-01-01`
  const yearQuarter = /^(\d{4})[- ]?Q([1-4])$/i.exec(text)
  const quarterYear = /^Q([1-4])[- ](\d{4})$/i.exec(text)
  if (yearQuarter || quarterYear) {
    const [year, quarter] = yearQuarter ? [yearQuarter[1], yearQuarter[2]] : [quarterYear![2], quarterYear![1]]
    return `${year}-${pad((Number(quarter) - 1) * 3 + 1)}-01`
  }
  match = /^(\d{4})-(\d{1,2})$/.exec(text)
  if (match) return `${match[1]}-${pad(Number(match[2]))}-01`
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text)
  if (match) return `${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}`
  return null
}

/** A number as a sheet writes it: digits with a dot for decimals (spaces around it are fine); null otherwise. */
export function sheetNumber(cell: string): number | null {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cell.trim())) return null
  const number = Number(cell)
  return Number.isFinite(number) ? number : null
}
