import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

// a busy machine (CI runs the suites beside a browser) can take more than a second to show a change
configure({ asyncUtilTimeout: 4000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// react-admin's reference inputs set their filter through a 500 ms debounce that unmounting does not
// cancel: let it fire while the page is still there, not after the file's window is gone
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)))

// jsdom lays nothing out: a grid's scroller gets a height, so that its virtualised rows render
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('role') === 'grid' ? 1400 : (clientHeight?.get?.call(this) ?? 0)
  },
})
