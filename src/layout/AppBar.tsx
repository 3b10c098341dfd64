import { AppBar as RaAppBar, TitlePortal } from 'react-admin'
import { Breadcrumb } from './Breadcrumb'
import { SkipLinks } from './SkipLinks'

/**
 * The breadcrumb on the left; the page's title (such as '{product} Briefs') on the right, the screen's one
 * `h1`; then the light/dark switch react-admin adds when the console has a dark theme. The skip links come
 * before it all, the page's first tab stops.
 */
export function AppBar() {
  return (
    <>
      <SkipLinks />
      <RaAppBar userMenu={false}>
        <Breadcrumb />
        <TitlePortal component="h1" variant="subtitle1" sx={{ flex: 'none', mx: 2, fontWeight: 600 }} />
      </RaAppBar>
    </>
  )
}
