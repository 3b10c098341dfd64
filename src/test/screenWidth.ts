import { vi } from 'vitest'

/** Whether a screen `width` px wide meets a query's width bounds: all that MUI's breakpoint queries ask. */
const meets = (width: number, query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query)
  const max = /max-width:\s*([\d.]+)px/.exec(query)
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
}

/**
 * jsdom has no `matchMedia` (MUI's `useMediaQuery` then answers false, as on a wide screen): this one answers
 * as a screen `width` px wide would. Undo it with `vi.unstubAllGlobals()`.
 */
export function atScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: meets(width, query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }))
}
