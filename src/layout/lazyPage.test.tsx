import { Component, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { lazyPage } from './lazyPage'

afterEach(() => vi.restoreAllMocks())

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

it('shows the loading progress until its chunk arrives, then the page with its props, at once the next time', async () => {
  let arrive: (component: typeof Greeting) => void = () => {}
  const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)))
  const Page = lazyPage(load)
  const first = render(<Page name="Ada" />)
  expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument()
  arrive(Greeting)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  first.unmount()
  render(<Page name="Grace" />)
  expect(screen.getByText('Hello Grace')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

it('throws a chunk that fails to the error boundary, and loads it again the next time', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const load = vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new Error('chunk missing'))
    .mockResolvedValueOnce(Greeting)
  const Page = lazyPage(load)
  const failed = render(
    <Boundary>
      <Page name="Ada" />
    </Boundary>,
  )
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk missing')
  failed.unmount()
  render(<Page name="Ada" />)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

it('fetches its chunk ahead when preloaded, once, and shows the page at once when it is then shown', async () => {
  const load = vi.fn(async () => Greeting)
  const Page = lazyPage(load)
  Page.preload()
  Page.preload()
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  await Promise.resolve()
  render(<Page name="Ada" />)
  expect(screen.getByText('Hello Ada')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

it('leaves a preload that fails for the page to try again when shown', async () => {
  const load = vi
    .fn<() => Promise<typeof Greeting>>()
    .mockRejectedValueOnce(new Error('chunk missing'))
    .mockResolvedValueOnce(Greeting)
  const Page = lazyPage(load)
  Page.preload()
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  render(<Page name="Ada" />)
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})
