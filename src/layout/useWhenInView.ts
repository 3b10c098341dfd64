import { useEffect, useRef } from 'react'

/**
 * A ref for the element at a list's end: `onView` is called when it comes within 400 px of the
 * viewport, and again whenever `onView` changes (a new reading of the list) while it is still there.
 */
export function useWhenInView<T extends Element>(onView: () => void) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const target = ref.current
    if (!target) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onView(), {
      rootMargin: '400px',
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [onView])
  return ref
}
