/** The kinds of brief in the taxonomy (spec 3 §9), in the order the type filter offers them. */
export const BRIEF_TYPES = ['core', 'landscape', 'current', 'sector', 'sub-sector', 'industry'] as const
export type BriefType = (typeof BRIEF_TYPES)[number]

/**
 * The parent rule (spec 3 §4): an industry takes sub-sector parents, a sub-sector takes sector
 * parents, other kinds take none.
 */
export const PARENT_TYPE: Readonly<Record<BriefType, BriefType | null>> = {
  core: null,
  landscape: null,
  current: null,
  sector: null,
  'sub-sector': 'sector',
  industry: 'sub-sector',
}

export const isBriefType = (value: unknown): value is BriefType =>
  typeof value === 'string' && (BRIEF_TYPES as readonly string[]).includes(value)

/** Parent search of spec 3 §7: 50 at a time; the industry search 100. */
export const BRIEF_PARENT_SEARCH_LIMIT = 50
export const INDUSTRY_BRIEF_SEARCH_LIMIT = 100
