import { useEffect, useState, type RefObject } from 'react'

/** Room kept under a grid for its pagination. */
const BELOW = 64

/**
 * The height from an element's top (the page scrolled to the top) to the window's bottom, less the
 * room of the pagination under it: a grid that tall keeps its header and its last row in view.
 */
export function useAvailableHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight))
  useEffect(() => {
    const measure = () => {
      const element = ref.current
      if (!element) return
      const top = element.getBoundingClientRect().top + window.scrollY
      setHeight(Math.floor(window.innerHeight - top - BELOW))
    }
    measure()
    window.addEventListener('resize', measure)
    // what sits above the grid (a bar of selected rows, an error) moves it down
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    if (ref.current?.parentElement) observer?.observe(ref.current.parentElement)
    return () => {
      window.removeEventListener('resize', measure)
      observer?.disconnect()
    }
  }, [ref])
  return height
}
