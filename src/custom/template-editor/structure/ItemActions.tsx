import { useRef } from 'react'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import { IconButton, Stack, Tooltip } from '@mui/material'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { DeleteIconButton } from '../../../layout/DeleteIconButton'

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
  const moveButton = (by: -1 | 1) => {
    const title = label(by < 0 ? strings.templates.moveUp : strings.templates.moveDown)
    return (
      <Tooltip title={title}>
        {/* a disabled button gets no pointer events: the span keeps the tooltip */}
        <span>
          <IconButton
            ref={by < 0 ? up : down}
            size="small"
            aria-label={title}
            disabled={by < 0 ? first : last}
            onClick={() => move(by)}
          >
            {by < 0 ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    )
  }
  return (
    <Stack direction="row" sx={{ flexShrink: 0, alignItems: 'center' }}>
      {moveButton(-1)}
      {moveButton(1)}
      <DeleteIconButton
        title={label(strings.templates.remove)}
        label={label(strings.templates.remove)}
        onClick={onRemove}
      />
    </Stack>
  )
}
