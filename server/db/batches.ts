/** `rows` in consecutive slices of at most `size`: one statement each, well under PostgreSQL's bound-parameter limit. */
export const batches = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, (index + 1) * size))
