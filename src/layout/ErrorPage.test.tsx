import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { ErrorPage } from './ErrorPage'

afterEach(() => vi.unstubAllGlobals())

it('reads Something went wrong, and Go home clears local storage before leaving', async () => {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  localStorage.setItem('feathers-jwt', 'token')
  localStorage.setItem('selected-articles', '[1,2]')
  render(<ErrorPage />)
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
  await userEvent.click(screen.getByRole('button', { name: 'Go home' }))
  expect(localStorage.length).toBe(0)
  expect(assign).toHaveBeenCalledWith('/')
})
