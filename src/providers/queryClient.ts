import { QueryClient } from '@tanstack/react-query'
import { needsSignIn } from './reloginStore'

/**
 * react-query's client, as react-admin's default but for a read refused because the session ended: it is
 * not tried again (each try would meet the same 401), and the relogin modal reads it again once the user
 * has signed back in.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: (failures, error) => !needsSignIn(error) && failures < 3 } },
})
