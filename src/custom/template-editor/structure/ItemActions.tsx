import { useRef } from 'react'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteIcon from '@mui/icons-material/Delete'
import { IconButton, Stack, Tooltip } from '@mui/material'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'

interface Props {
  /** what the buttons act on, in their labels */
  name: string
  first: boolean
  last: boolean
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/** Move up, move down and remove: buttons, so that the order is kept by keyboard as well as by mouse. */
export function ItemActions({ name, first, last, onMove, onRemove }: Props) {
  const strings = useStrings()
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const move = (by: -1 | 1) => {
    onMove(by)
    // the item is drawn at its new place: the focus follows it, to the other button once this one is disabled
    setTimeout(() => {
      const [pressed, other] = by < 0 ? [up.current, down.current] : [down.current, up.current]
      ;(pressed && !pressed.disabled ? pressed : other)?.focus()
    })
  }
  const label = (text: string) => format(text, { name })
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={label(strings.templates.moveUp)}>
        <span>
          <IconButton
            ref={up}
            size="small"
            aria-label={label(strings.templates.moveUp)}
            disabled={first}
            onClick={() => move(-1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={label(strings.templates.moveDown)}>
        <span>
          <IconButton
            ref={down}
            size="small"
            aria-label={label(strings.templates.moveDown)}
            disabled={last}
            onClick={() => move(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={label(strings.templates.remove)}>
        <IconButton size="small" aria-label={label(strings.templates.remove)} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
