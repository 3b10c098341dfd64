import { describe, expect, it } from 'vitest'

/** The console's source, as text: what each screen formats its dates with. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const filesMatching = (pattern: RegExp) =>
  Object.entries(sources)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path.slice(1))
    .sort()

describe('one date display per kind of screen', () => {
  it('formats dates only through src/layout/dates.ts and the grids’ gridDate', () => {
    const stray =
      /toLocale(Date|Time)?String|Intl\.DateTimeFormat|import \{[^}]*\bformat\b[^}]*\} from 'date-fns'|\b(DAY|DATE|TIME|DATE_TIME)_DISPLAY\b/
    expect(filesMatching(stray)).toEqual(['src/layout/dates.ts'])
  })

  it('shows grid dates (MM/DD/YYYY UTC) in the grids only', () => {
    expect(filesMatching(/\bgridDate(Time)?\(/)).toEqual([
      'src/resources/entities/columns.tsx',
      'src/resources/facets/facetColumns.tsx',
    ])
  })

  it('shows MM/DD/YYYY H:mm on the screens of spec 1 only (users, dictionaries, templates, the facet panels) and the entity history beside them', () => {
    expect(filesMatching(/\bdateTime\(/)).toEqual([
      'src/custom/entity-editor/history/EntityHistoryDialog.tsx',
      'src/custom/entity-editor/panel/CommentsPanel.tsx',
      'src/custom/entity-editor/panel/LogPanel.tsx',
      'src/custom/entity-editor/panel/RejectionsPanel.tsx',
      'src/resources/dictionaries/DictionaryList.tsx',
      'src/resources/entities/CreateEntityDialog.tsx',
      'src/resources/templates/TemplateList.tsx',
      'src/resources/users/UserList.tsx',
    ])
  })
})
