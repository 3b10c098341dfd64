import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far beyond the screen facets are drawn: scrolling meets drawn facets, not blanks. */
const DRAWN_MARGIN = '1500px 0px'
/** The height held for a facet not drawn yet, about that of a facet of two or three fields. */
const ESTIMATED_HEIGHT = 320

interface Props {
  /** the element id the sidebar and a facet link scroll to */
  id: string
  /** drawn at once, before the browser says where it is (the first facets of the page) */
  eager: boolean
  children: ReactNode
}

/**
 * Draws its facet only while it is on or near the screen, holding its height otherwise: an entity of
 * hundreds of facets of many fields opens, edits and saves as fast as one of ten. Where the browser
 * cannot tell (tests without IntersectionObserver), everything is drawn.
 */
export function NearScreen({ id, eager, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const observable = typeof IntersectionObserver !== 'undefined'
  const [near, setNear] = useState(eager || !observable)
  const height = useRef(ESTIMATED_HEIGHT)

  useEffect(() => {
    const element = ref.current
    if (!element || !observable) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        // measured while still drawn, so the blank it leaves is as tall as the facet was
        if (!entry.isIntersecting && element.offsetHeight > 0) height.current = element.offsetHeight
        setNear(entry.isIntersecting)
      },
      { rootMargin: DRAWN_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [observable])

  return (
    <div ref={ref} id={id} style={{ scrollMarginTop: 80, minHeight: near ? undefined : height.current }}>
      {near && children}
    </div>
  )
}
