import type { MouseEvent } from 'react'
import DeleteIcon from '@mui/icons-material/Delete'
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material'

interface Props {
  /** what the tooltip says, e.g. 'Delete' */
  title: string
  /** what the button deletes, to assistive technology: 'Delete jane@example.com' */
  label: string
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  disabled?: boolean
  edge?: IconButtonProps['edge']
  sx?: IconButtonProps['sx']
}

/**
 * Every delete or remove action of the console (rows, facets, fields, attachments, entries): one bin icon
 * in the theme's error colour, so that what deletes reads the same on every screen.
 */
export function DeleteIconButton({ title, label, onClick, disabled = false, edge, sx }: Props) {
  return (
    <Tooltip title={title}>
      {/* a disabled button gets no pointer events: the span keeps the tooltip */}
      <span>
        <IconButton
          aria-label={label}
          size="small"
          color="error"
          edge={edge}
          disabled={disabled}
          onClick={onClick}
          sx={sx}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  )
}
