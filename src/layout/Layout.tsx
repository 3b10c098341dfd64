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
        {/* the content may shrink below its widest child, so that wide grids scroll inside it, not the page;
          react-admin's own skip button gives way to the app bar's skip links, which know the page's targets */}
        <RaLayout
          appBar={AppBar}
          menu={Menu}
          error={ErrorPage}
          sx={{
            minWidth: 0,
            '& .RaLayout-content': { minWidth: 0 },
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
