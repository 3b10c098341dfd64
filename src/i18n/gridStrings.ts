import { messages } from '../../common/messages'

/** The strings every grid shares (spec 2 §2, §9). */
export const gridStrings = {
  grid: {
    moveColumn: 'Drag, or press Alt+Left or Alt+Right (or Ctrl+Shift+Left or Right), to move the column %{column}',
    columnMoved: 'Column %{column} moved to position %{position}',
    columnNotMoved: 'Column %{column} stays at position %{position}: it cannot move further',
    moveColumnHint: 'Alt+Left or Alt+Right (or Ctrl+Shift+Left or Right) moves the column',
    removedUser: messages.removedUser,
    clearFilters: 'Clear filters',
    badDate: 'Type the day as MMDDYYYY',
    rowsPerPage: 'Rows per page',
    allRows: 'All',
    loadedRows: '%{loaded} of %{total} rows loaded',
    from: '%{column} from',
    to: '%{column} to',
    fromAfterTo: 'From must be on or before To',
    clear: 'Clear',
    anyDay: 'Any day',
    dateRange: '%{from} – %{to}',
    dateRangeOf: 'Filter %{column} by dates (UTC)',
  },
}
