import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { PageLoading } from './PageLoading'

/**
 * A page whose code is a chunk of its own, fetched when the page is first shown (PageLoading until
 * then): the console's first load carries only the sign-in, the layout and the home page.
 *
 * Not React.lazy: React keeps a Suspense fallback on screen at least 300 ms once shown, which would
 * hold back every page whose chunk comes from the cache in a few ms. A load that fails is thrown to
 * the layout's error page, and tried again the next time the page is shown. `fallback` is what shows
 * meanwhile (a dialog's: nothing).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = <PageLoading />,
): ComponentType<Props> & { preload: () => void } {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const fetchPage = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  function LazyPage(props: Props) {
    const [Page, setPage] = useState(() => loaded)
    const [error, setError] = useState<unknown>()
    useEffect(() => {
      if (Page) return
      let shown = true
      fetchPage().then(
        (component) => shown && setPage(() => component),
        (failure: unknown) => shown && setError(() => failure),
      )
      return () => {
        shown = false
      }
    }, [Page])
    if (error) throw error
    return Page ? <Page {...props} /> : fallback
  }
  /** fetches the page's code now (a failure is left for the page to show when it is shown) */
  LazyPage.preload = () => void fetchPage().catch(() => undefined)
  return LazyPage
}
