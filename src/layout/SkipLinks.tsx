import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Box, Button } from '@mui/material'
import { visuallyHidden } from '@mui/utils'
import { useLocation } from 'react-router-dom'
import { useStrings } from '../i18n/useStrings'

/** The place a page offers to skip to, beside its content: its grid, or the editor's first facet. */
export type SkipTarget = 'grid' | 'facet'

/** Puts the focus on the target; false when there is nothing to focus yet (the link then goes to the content). */
type Focus = () => boolean

type Register = (target: SkipTarget, focus: Focus) => () => void

// two contexts: a page registering its target follows the stable `register`, not the targets it changes
const RegisterContext = createContext<Register | null>(null)
const TargetsContext = createContext<ReadonlyMap<SkipTarget, Focus>>(new Map())

/** The element the layout renders its pages in (react-admin's layout gives it this id). */
export const CONTENT_ID = 'main-content'

/** The targets the pages on screen offer, for the skip links at the top of the layout. */
export function SkipTargetsProvider({ children }: { children: ReactNode }) {
  const [targets, setTargets] = useState<ReadonlyMap<SkipTarget, Focus>>(new Map())
  const register = useCallback((target: SkipTarget, focus: Focus) => {
    setTargets((known) => new Map(known).set(target, focus))
    return () =>
      setTargets((known) => {
        if (known.get(target) !== focus) return known
        const next = new Map(known)
        next.delete(target)
        return next
      })
  }, [])
  return (
    <RegisterContext value={register}>
      <TargetsContext value={targets}>{children}</TargetsContext>
    </RegisterContext>
  )
}

/** Offers `target` in the skip links while the page is on screen; `focus` reads the page when the link is used. */
export function useSkipTarget(target: SkipTarget, focus: Focus) {
  const register = use(RegisterContext)
  useEffect(() => register?.(target, focus), [register, target, focus])
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex="0"]'

/** Focuses `element`, made focusable by script first when it is not focusable itself. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element) return false
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1
  element.focus()
  return document.activeElement === element
}

/** The first row of a react-admin list (its table, or its simple list on a phone): its first control, or the row. */
export function focusFirstListRow(): boolean {
  const row = document.querySelector<HTMLElement>(
    `#${CONTENT_ID} .RaDatagrid-tbody > tr, #${CONTENT_ID} .RaList-content li`,
  )
  return focusElement(row?.querySelector<HTMLElement>(FOCUSABLE) ?? row)
}

/** Offers the skip link to a react-admin list's first row. */
export const useListSkipTarget = () => useSkipTarget('grid', focusFirstListRow)

const ORDER: readonly SkipTarget[] = ['grid', 'facet']

/**
 * After the router changed the screen, the focus is nowhere when the element holding it went away (a grid's
 * link opened the editor): it then goes back before the skip links, so the next Tab reaches them, as on a load.
 */
function useFocusBackOnNewScreen(start: { current: HTMLElement | null }) {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (!document.activeElement || document.activeElement === document.body)
      start.current?.focus({ preventScroll: true })
  }, [pathname, start])
}

/**
 * The first tab stops of every signed-in screen: 'Skip to content', then the page's own targets. Hidden
 * until the keyboard reaches them, then shown over the app bar. They replace react-admin's own skip
 * button (hidden by the layout), which knows only the content.
 */
export function SkipLinks() {
  const t = useStrings().keyboard
  const targets = use(TargetsContext)
  const nav = useRef<HTMLElement>(null)
  useFocusBackOnNewScreen(nav)
  const toContent = () => focusElement(document.getElementById(CONTENT_ID))
  const labels: Record<SkipTarget, string> = { grid: t.skipToGrid, facet: t.skipToFacet }
  const links = [
    { key: 'content', label: t.skipToContent, go: toContent },
    ...ORDER.flatMap((target) => {
      const focus = targets.get(target)
      return focus ? [{ key: target, label: labels[target], go: () => focus() || toContent() }] : []
    }),
  ]
  return (
    <Box
      ref={nav}
      component="nav"
      aria-label={t.skipLinks}
      tabIndex={-1}
      sx={(theme) => ({
        outline: 'none',
        '& a:not(:focus)': visuallyHidden,
        '& a:focus': { position: 'fixed', top: 8, left: 8, zIndex: theme.zIndex.tooltip + 1, boxShadow: 6 },
      })}
    >
      {links.map(({ key, label, go }) => (
        <Button
          key={key}
          href={`#${CONTENT_ID}`}
          variant="contained"
          onClick={(event) => {
            event.preventDefault()
            go()
          }}
        >
          {label}
        </Button>
      ))}
    </Box>
  )
}
