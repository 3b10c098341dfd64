import type { SxProps, Theme } from '@mui/material'

const ROW = 35

/**
 * The grid's look, set once on its root for every row and cell (per-cell styles would cost each of
 * thousands of cells a style of its own).
 */
export const gridSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 1,
  fontSize: '0.8125rem',
  bgcolor: 'background.paper',
  '& .dg-inner': { position: 'relative', width: '100%' },
  '& .dg-head': { position: 'sticky', top: 0, zIndex: 3, bgcolor: 'background.paper' },
  '& .dg-row': { display: 'grid', height: ROW, width: '100%', boxSizing: 'border-box' },
  '& .dg-body': { position: 'relative', width: '100%' },
  '& .dg-body > .dg-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    borderBottom: `1px solid ${theme.palette.divider}`,
    '&:hover > .dg-cell': { bgcolor: theme.palette.action.hover },
    '&[aria-selected="true"] > .dg-cell': { bgcolor: theme.palette.action.selected },
  },
  '& .dg-cell': {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    px: 0.75,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    bgcolor: 'background.paper',
    outline: 'none',
    '&:focus-visible, &:focus': {
      boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
    },
  },
  '& .dg-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  '& .dg-two': { whiteSpace: 'normal', lineHeight: 1.15 },
  '& .dg-pinned': { position: 'sticky', zIndex: 1 },
  '& .dg-pinned-last': { borderRight: `1px solid ${theme.palette.divider}` },
  '& .dg-header > .dg-cell': { fontWeight: 600, cursor: 'default', '&[draggable="true"]': { cursor: 'grab' } },
  '& .dg-filters': { borderBottom: `2px solid ${theme.palette.divider}` },
  '& .dg-filters .MuiInputBase-root': { fontSize: '0.8125rem' },
  '& .dg-body .dg-cell.dg-pending': { bgcolor: theme.palette.mode === 'dark' ? 'rgba(255, 193, 7, 0.25)' : '#fff4d6' },
  '& .dg-body .dg-cell.dg-editing': { overflow: 'visible' },
  '& .dg-invalid > .dg-cell:first-of-type': { boxShadow: `inset 4px 0 0 ${theme.palette.error.main}` },
  '& .dg-loading::after': {
    content: '""',
    display: 'block',
    height: 10,
    width: '60%',
    borderRadius: 1,
    bgcolor: theme.palette.action.hover,
  },
  '& .dg-empty': {
    position: 'sticky',
    left: 0,
    width: 'min(100%, 100vw)',
    p: 3,
    textAlign: 'center',
    color: 'text.secondary',
  },
  '& .dg-live': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
})
