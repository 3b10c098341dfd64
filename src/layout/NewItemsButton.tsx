import { useRef } from 'react'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import { Box, Button } from '@mui/material'
import { format } from '../i18n/en'
import { useStrings } from '../i18n/useStrings'

interface Props {
  /** how many records others made since the list was read */
  count: number
  onShow: () => void
}

/**
 * The place at a list's top where others' new records are announced: a small button, "3 new items —
 * show", rather than rows pushing down what the user reads. No live region: it would speak at every
 * arrival. Showing them brings the place into view and gives it the focus, which the button leaving
 * would otherwise drop on the page.
 */
export function NewItemsButton({ count, onShow }: Props) {
  const t = useStrings().newItems
  const place = useRef<HTMLDivElement>(null)
  const show = () => {
    onShow()
    place.current?.focus()
  }
  return (
    <Box ref={place} tabIndex={-1} sx={{ display: 'flex', justifyContent: 'center', outline: 'none' }}>
      {count > 0 && (
        <Button size="small" variant="outlined" startIcon={<ArrowUpwardIcon />} onClick={show} sx={{ borderRadius: 4 }}>
          {count === 1 ? t.one : format(t.many, { count })}
        </Button>
      )}
    </Box>
  )
}
