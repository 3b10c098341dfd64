import { lazy, Suspense, type ComponentType } from 'react'
import { PageLoading } from './PageLoading'

/**
 * A page whose code is a chunk of its own, fetched when the page is first shown (PageLoading until
 * then): the console's first load carries only the sign-in, the layout and the home page.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(() => load().then((component) => ({ default: component })))
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    )
  }
  return LazyPage
}
