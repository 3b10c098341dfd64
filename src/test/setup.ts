import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// a busy machine (CI runs the suites beside a browser) can take more than a second to show a change
configure({ asyncUtilTimeout: 4000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// jsdom lays nothing out: a grid's scroller gets a height, so that its virtualised rows render
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('role') === 'grid' ? 1400 : (clientHeight?.get?.call(this) ?? 0)
  },
})
