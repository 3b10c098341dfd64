import { messages } from '../../common/messages'

/** The strings every grid shares (spec 2 §2, §9). */
export const gridStrings = {
  grid: {
    moveColumn: 'Drag, or press Alt+Left or Alt+Right, to move the column %{column}',
    columnMoved: 'Column %{column} moved to position %{position}',
    removedUser: messages.removedUser,
    clearFilters: 'Clear filters',
    noRows: 'No rows',
    noRowsFiltered: 'No rows match the filters.',
    badDate: 'Type the day as MMDDYYYY',
    rowsPerPage: 'Rows per page',
    allRows: 'All',
    loadedRows: '%{loaded} of %{total} rows loaded',
    from: '%{column} from',
    to: '%{column} to',
    clear: 'Clear',
    anyDay: 'Any day',
    dateRange: '%{from} – %{to}',
    dateRangeOf: 'Filter %{column} by dates (UTC)',
  },
}
