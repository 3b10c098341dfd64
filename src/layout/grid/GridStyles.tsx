import { memo } from 'react'
import { GlobalStyles, type Theme } from '@mui/material'
import { GRID_ROW_HEIGHT as ROW } from '../../../common/limits'

/** The class of a grid's root, which the grid's styles hang from. */
export const GRID_ROOT_CLASS = 'dg-root'

/**
 * The grid's look, written once for every grid, row and cell (per-cell styles would cost each of
 * thousands of cells a style of its own, and an `sx` on the grid's root would be serialised again in
 * each of the renders a scroll makes).
 */
const gridStyles = (theme: Theme) => ({ [`.${GRID_ROOT_CLASS}`]: rootStyles(theme) })

/** The grids' styles, rendered beside each grid (written once, however many grids show). */
export const GridStyles = memo(function GridStyles() {
  return <GlobalStyles styles={gridStyles} />
})

const rootStyles = (theme: Theme) => ({
  position: 'relative',
  overflow: 'auto',
  // the page around (a pagination count as 'All' reads on) lays out without the grid's rows
  contain: 'strict',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  fontSize: '0.8125rem',
  backgroundColor: theme.palette.background.paper,
  '& .dg-inner': { position: 'relative', width: '100%' },
  '& .dg-head': { position: 'sticky', top: 0, zIndex: 3, backgroundColor: theme.palette.background.paper },
  '& .dg-row': { display: 'grid', height: ROW, width: '100%', boxSizing: 'border-box' },
  '& .dg-body': { position: 'relative', width: '100%' },
  '& .dg-head .dg-row': { backgroundColor: theme.palette.background.paper },
  '& .dg-body > .dg-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    borderBottom: `1px solid ${theme.palette.divider}`,
    // a row's size and paint are its own: a scroll lays out and paints the new rows only
    contain: 'strict',
    // the row paints its background once (pinned cells inherit it, opaque), not each cell
    backgroundColor: theme.palette.background.paper,
    '&:hover': { backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
    '&[aria-selected="true"]': {
      backgroundImage: `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
    },
  },
  '& .dg-cell': {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    padding: '0 4px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outline: 'none',
    '&:focus-visible, &:focus': {
      boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
    },
  },
  '& .dg-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  '& .dg-two': { whiteSpace: 'normal', lineHeight: 1.15 },
  '& .dg-second': { display: 'block', color: theme.palette.text.secondary, fontSize: '0.75rem' },
  // the cheap parts of a row: links, icon buttons, chips and boxes as plain elements
  '& .dg-link': {
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .dg-icon': { width: 20, height: 20, display: 'block', fill: 'currentColor' },
  '& .dg-icon-btn': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    // a delete reads as the console's other deletes (DeleteIconButton): the error colour
    '&.dg-delete:not(:disabled)': { color: theme.palette.error.main },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
  },
  '& .dg-chips': { display: 'flex', gap: '4px', overflow: 'hidden' },
  '& .dg-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 22,
    padding: theme.spacing(0, 1),
    borderRadius: '11px',
    backgroundColor: theme.palette.action.selected,
    fontSize: '0.75rem',
    whiteSpace: 'nowrap',
    flex: 'none',
  },
  '& .dg-check': {
    display: 'block',
    width: 16,
    height: 16,
    boxSizing: 'border-box',
    border: `2px solid ${theme.palette.action.active}`,
    borderRadius: '2px',
    position: 'relative',
    '&[aria-checked="true"]': { backgroundColor: theme.palette.primary.main, borderColor: theme.palette.primary.main },
    '&[aria-checked="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 3,
      top: 0,
      width: 5,
      height: 9,
      border: `solid ${theme.palette.primary.contrastText}`,
      borderWidth: '0 2px 2px 0',
      transform: 'rotate(45deg)',
    },
    '&[aria-disabled="true"]': { borderColor: theme.palette.action.disabled },
    '&[aria-disabled="true"][aria-checked="true"]': { backgroundColor: theme.palette.action.disabled },
  },
  '& .dg-pinned': { position: 'sticky', zIndex: 1, background: 'inherit' },
  '& .dg-pinned-last': { borderRight: `1px solid ${theme.palette.divider}` },
  '& .dg-header > .dg-cell': { fontWeight: 600, cursor: 'default', '&[draggable="true"]': { cursor: 'grab' } },
  '& .dg-filters': { borderBottom: `2px solid ${theme.palette.divider}` },
  '& .dg-filters .MuiInputBase-root': { fontSize: '0.8125rem' },
  '& .dg-body .dg-cell.dg-pending': {
    backgroundColor: theme.palette.mode === 'dark' ? 'rgba(255, 193, 7, 0.25)' : '#fff4d6',
  },
  '& .dg-body .dg-cell.dg-editing': { overflow: 'visible' },
  // an editor as tall and as large as the text it replaces
  '& .dg-editing .MuiInputBase-root': { fontSize: 'inherit', marginTop: 0 },
  '& .dg-editing .MuiSelect-select': { paddingTop: '2px', paddingBottom: '2px' },
  '& .dg-invalid > .dg-cell:first-of-type': { boxShadow: `inset 4px 0 0 ${theme.palette.error.main}` },
  '& .dg-loading::after': {
    content: '""',
    display: 'block',
    height: 10,
    width: '60%',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
  '& .dg-empty': {
    position: 'sticky',
    left: 0,
    width: 'min(100%, 100vw)',
    padding: theme.spacing(3),
    textAlign: 'center',
    color: theme.palette.text.secondary,
  },
})
