/**
 * The few icons a grid row shows, as plain SVG: a row mounts dozens of them while the grid scrolls, and
 * a plain element costs a fraction of a styled icon component. The paths are Material Design's (the
 * same glyphs as @mui/icons-material's Edit and Delete).
 */
const PATHS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
} as const

export function GridIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="dg-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  )
}
