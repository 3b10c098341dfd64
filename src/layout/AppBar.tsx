import { AppBar as RaAppBar, TitlePortal } from 'react-admin'
import { Breadcrumb } from './Breadcrumb'

/** The breadcrumb on the left; the page's title (such as '{product} Briefs') on the right. */
export function AppBar() {
  return (
    <RaAppBar userMenu={false}>
      <Breadcrumb />
      <TitlePortal variant="subtitle1" sx={{ flex: 'none', mx: 2, fontWeight: 600 }} />
    </RaAppBar>
  )
}
