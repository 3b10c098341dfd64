import type { ReactNode } from 'react'
import { useMediaQuery, useTheme } from '@mui/material'
import { SimpleList, type RaRecord } from 'react-admin'

/** Below the theme's `sm` breakpoint: a phone, where a table of columns does not fit. */
export function usePhone() {
  // MUI's theme, or its default one outside a theme provider
  const theme = useTheme()
  // a browser-only console: the first render already knows the width, so a list never flashes its table
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
}

/** A phone row's line of telling fields: the ones present, in order, between middle dots. */
export const joined = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ')

interface Props<T extends RaRecord> {
  /** the record's name or title */
  primaryText: (record: T) => ReactNode
  /** one or two telling fields under it */
  secondaryText: (record: T) => ReactNode
  /**
   * What a tap opens, as the row's Edit does: `'edit'` (the resource's edit page, a real link), a route, or
   * nothing when the tap opens a dialog itself.
   */
  open: 'edit' | ((record: T) => string | void)
  /** the list's empty state, as its Datagrid shows it */
  empty: ReactNode
}

/**
 * A react-admin list's rows on a phone: react-admin's `<SimpleList>`, one tappable row per record. A row
 * holds no other button (no delete): a button inside a link or button row is nested interaction.
 */
export function PhoneList<T extends RaRecord>({ primaryText, secondaryText, open, empty }: Props<T>) {
  return (
    <SimpleList<T>
      primaryText={primaryText}
      secondaryText={secondaryText}
      rowClick={open === 'edit' ? open : (_id, _resource, record) => open(record as T) ?? false}
      empty={empty}
      // a long unbroken word wraps inside its row instead of widening the page
      sx={{ '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}
    />
  )
}
