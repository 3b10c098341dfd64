import { UNTYPED_EXCLUSIONS } from '../../src/resources/entities/gridConfig'

/** The All and untyped entity grids' type filter as the console sends it (gridConfig; spec 2 §7). */
export const ALL_GRID = UNTYPED_EXCLUSIONS.map((type, n) => `type[$and][${n}][$ne]=${encodeURIComponent(type)}`).join(
  '&',
)

/** The first page of a grid, as react-admin asks for it. */
export const FIRST_PAGE = '$limit=25&$skip=0'
