/**
 * A grid's row by its label, and one of its cells. A role query names every row from its subtree, and
 * jsdom styles each node against every rule on the page (emotion writes hundreds): seconds a lookup on
 * a busy machine. The grid's rows carry their label, so these read it.
 */
export const gridRows = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="row"][aria-label]')].filter(
    (row) => row.getAttribute('aria-label') === label,
  )

export function gridRow(label: string): HTMLElement {
  const rows = gridRows(label)
  if (rows.length !== 1) throw new Error(`${rows.length} rows labelled "${label}"`)
  return rows[0]
}

export function gridCell(label: string, column: string): HTMLElement {
  const cell = gridRow(label).querySelector<HTMLElement>(`[data-column="${column}"]`)
  if (!cell) throw new Error(`no cell "${column}" in the row "${label}"`)
  return cell
}
