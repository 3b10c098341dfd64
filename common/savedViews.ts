import { ALL_ROWS, GRID_PAGE_SIZES, MAX_INPUT_LENGTH } from './limits'
import { messages } from './messages'
import { ROUTES } from './routes'

/** The grids a user may keep views of, by their route: the entity grids and the facet grid. */
export const SAVED_VIEW_GRIDS = [
  ROUTES.entities,
  ROUTES.entitiesActors,
  ROUTES.entitiesPlots,
  ROUTES.entitiesContexts,
  ROUTES.entitiesBriefs,
  ROUTES.statEntities,
  ROUTES.untypedEntities,
  ROUTES.adminUntypedEntities,
  ROUTES.assignFacets,
] as const
export type SavedViewGrid = (typeof SAVED_VIEW_GRIDS)[number]

/** The most columns a view orders (the grids have thirteen at most). */
export const SAVED_VIEW_COLUMNS_LIMIT = 30
/** The page sizes a view keeps: the grids' (the facet grid offers some of them), or 'All'. */
export const SAVED_VIEW_PAGE_SIZES: readonly number[] = [...GRID_PAGE_SIZES, ALL_ROWS]

/** What a view keeps of its grid: the filters, the sort, the page size and the order of the columns. */
export interface SavedViewState {
  filter: Record<string, unknown>
  sort: { field: string; order: 'ASC' | 'DESC' }
  perPage: number
  columns: string[]
}

export interface SavedView {
  id: number
  grid: SavedViewGrid
  name: string
  state: SavedViewState
  createdAt: string
  updatedAt: string
}

export const isSavedViewGrid = (route: string): route is SavedViewGrid =>
  (SAVED_VIEW_GRIDS as readonly string[]).includes(route)

/** The name as stored: trimmed. */
export const savedViewName = (name: string) => name.trim()

/** The view dialog's rule, shared with the server: a name of at most 254 characters once trimmed. */
export function savedViewNameError(name: string | null | undefined): string | undefined {
  const trimmed = savedViewName(name ?? '')
  if (!trimmed) return messages.enterViewName
  if (trimmed.length > MAX_INPUT_LENGTH) return messages.valueTooLong
  return undefined
}
