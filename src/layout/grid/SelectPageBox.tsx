import { createContext, useContext } from 'react'
import { Checkbox } from '@mui/material'

/** The state of the box that chooses every row shown, from the grid's useRowSelection. */
export interface PageSelection {
  allSelected: boolean
  someSelected: boolean
  selectPage: () => void
}

/**
 * Given by the grid around its table, read by the box alone: choosing a row changes the box, not the
 * columns, so the rows shown are not drawn again (a grid of 'All' holds thousands).
 */
export const PageSelectionContext = createContext<PageSelection>({
  allSelected: false,
  someSelected: false,
  selectPage: () => undefined,
})

/** The select-the-page box of a grid's header. */
export function SelectPageBox({ label }: { label: string }) {
  const { allSelected, someSelected, selectPage } = useContext(PageSelectionContext)
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.25 }}
      disableRipple
      checked={allSelected}
      indeterminate={someSelected && !allSelected}
      onChange={selectPage}
      slotProps={{ input: { 'aria-label': label } }}
    />
  )
}
