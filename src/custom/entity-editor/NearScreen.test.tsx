import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NearScreen } from './NearScreen'

type Callback = (entries: { isIntersecting: boolean }[]) => void

/** A stand-in for the browser's IntersectionObserver that the test moves on and off the screen. */
let report: Callback
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        report = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const facet = (
  <NearScreen id="facet-a" eager={false}>
    {<p>Fields of the facet</p>}
  </NearScreen>
)

describe('NearScreen', () => {
  it('holds the place of a facet far from the screen and draws it once it comes near', () => {
    render(facet)
    expect(screen.queryByText('Fields of the facet')).toBeNull()
    expect(document.getElementById('facet-a')).toHaveStyle({ minHeight: '320px' })
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('Fields of the facet')).toBeVisible()
  })

  it('keeps the height the facet had when it leaves, so the page does not jump', () => {
    render(facet)
    act(() => report([{ isIntersecting: true }]))
    const holder = document.getElementById('facet-a')!
    vi.spyOn(holder, 'offsetHeight', 'get').mockReturnValue(812)
    act(() => report([{ isIntersecting: false }]))
    expect(screen.queryByText('Fields of the facet')).toBeNull()
    expect(holder).toHaveStyle({ minHeight: '812px' })
  })

  it('draws eager facets at once', () => {
    render(
      <NearScreen id="facet-b" eager>
        {<p>First facet</p>}
      </NearScreen>,
    )
    expect(screen.getByText('First facet')).toBeVisible()
  })

  it('draws everything where the browser cannot tell what is near', () => {
    vi.unstubAllGlobals()
    vi.stubGlobal('IntersectionObserver', undefined)
    render(facet)
    expect(screen.getByText('Fields of the facet')).toBeVisible()
  })
})
