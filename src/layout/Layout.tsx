import type { ReactNode } from 'react'
import { Layout as RaLayout } from 'react-admin'
import { AppBar } from './AppBar'
import { ErrorPage } from './ErrorPage'
import { Menu } from './Menu'
import { ProgressNames } from './ProgressNames'
import { ReloginDialog } from './ReloginDialog'
import { RouteGuard } from './RouteGuard'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <ProgressNames>
      {/* the content may shrink below its widest child, so that wide grids scroll inside it, not the page */}
      <RaLayout
        appBar={AppBar}
        menu={Menu}
        error={ErrorPage}
        sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
      >
        <RouteGuard>{children}</RouteGuard>
        <ReloginDialog />
      </RaLayout>
    </ProgressNames>
  )
}
