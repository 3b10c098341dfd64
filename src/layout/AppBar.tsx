import { AppBar as RaAppBar, TitlePortal } from 'react-admin'
import { Breadcrumb } from './Breadcrumb'
import { LiveStatus } from './LiveStatus'
import { useListsReadAgainWhenBackLive } from '../providers/realtime'
import { NotificationBell } from './notifications/NotificationBell'
import { SearchBox } from './search/SearchBox'
import { SkipLinks } from './SkipLinks'

/**
 * The breadcrumb on the left; the page's title (such as '{product} Briefs') on the right, the screen's one
 * `h1`; then the light/dark switch react-admin adds when the console has a dark theme. The skip links come
 * before it all, the page's first tab stops. On a phone or a tablet the title alone says where the user
 * is: the breadcrumb, which the search box and the buttons would leave no room, gives it the bar, and a long
 * title ends in an ellipsis rather than pushing the page wider; from md on, the breadcrumb shows, and from
 * sm on a long title takes half the bar at most. The search box (Ctrl+K) comes next, then the status of the
 * live updates and the notifications' bell, before the theme switch. While it is there, the lists on
 * screen are read again whenever the live updates come back after a drop.
 */
export function AppBar() {
  useListsReadAgainWhenBackLive()
  return (
    <>
      <SkipLinks />
      <RaAppBar userMenu={false}>
        <Breadcrumb sx={{ display: { xs: 'none', md: 'block' } }} />
        <TitlePortal
          component="h1"
          variant="subtitle1"
          noWrap
          sx={{
            flex: { xs: 1, sm: '0 1 auto' },
            minWidth: 0,
            maxWidth: { sm: '50%' },
            mx: { xs: 1, sm: 2 },
            fontWeight: 600,
            // react-admin wraps the title in an inline block, which a cut would clip without its ellipsis
            '& .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' },
          }}
        />
        <SearchBox />
        <LiveStatus />
        <NotificationBell />
      </RaAppBar>
    </>
  )
}
