import type { ReactNode } from 'react'
import { Layout as RaLayout } from 'react-admin'
import { AppBar } from './AppBar'
import { ErrorPage } from './ErrorPage'
import { Menu } from './Menu'
import { ProgressNames } from './ProgressNames'
import { ReloginDialog } from './ReloginDialog'
import { RouteGuard } from './RouteGuard'
import { ShortcutsDialog } from './ShortcutsDialog'
import { CONTENT_ID, SkipTargetsProvider } from './SkipLinks'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SkipTargetsProvider>
      <ProgressNames>
        {/* the content may shrink below its widest child, so that wide grids and lists' tables scroll inside
          their own box, not the page, and toolbars wrap; react-admin's own skip button gives way to the app
          bar's skip links, which know the page's targets */}
        <RaLayout
          appBar={AppBar}
          menu={Menu}
          error={ErrorPage}
          sx={{
            minWidth: 0,
            '& .RaLayout-content': { minWidth: 0 },
            // a list's table scrolls in its own box: the list's box scrolling would clip the bulk actions' bar,
            // drawn over the list's top
            '& .RaList-main': { minWidth: 0 },
            '& .RaList-main .RaDatagrid-tableWrapper': { overflowX: 'auto' },
            '& .RaTopToolbar-root': { flexWrap: 'wrap' },
            '& .skip-nav-button': { display: 'none' },
            [`& #${CONTENT_ID}:focus`]: { outline: 'none' },
          }}
        >
          <RouteGuard>{children}</RouteGuard>
          <ReloginDialog />
          <ShortcutsDialog />
        </RaLayout>
      </ProgressNames>
    </SkipTargetsProvider>
  )
}
