/**
 * The grids ask for their rows as they mount: the layout has already checked the session and that the
 * role may open the route (its RouteGuard), and react-admin's own two checks before a list's request,
 * each a query of its own a render apart, only held the first rows back. The server checks every call.
 */
export const GRID_LIST_OPTIONS = { disableAuthentication: true } as const
