import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorText, serverWorded } from './apiErrors'
import { dataProvider } from './dataProvider'
import { sendRequest } from './feathersClient'

const answering = (response: () => Response | Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  )
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  )

// spec 1 §8: an answer without the server's message reads the generic 'Something went wrong...'
describe('a failed call, as the screens read it', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each<[string, () => Response | Promise<Response>, number]>([
    ['a 500 with an empty body', () => new Response('', { status: 500 }), 500],
    ['a 502 with an HTML page', () => new Response('<html>Bad gateway</html>', { status: 502 }), 502],
    ['a 500 with a JSON body without a message', () => new Response('{}', { status: 500 }), 500],
    ['a 401 with an empty body', () => new Response('', { status: 401 }), 401],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch')
      },
      500,
    ],
  ])('%s reads the generic message and keeps its status', async (_, response, code) => {
    answering(response)
    const error = await failureOf(dataProvider.getOne('analyst/countries', { id: 7 }))
    expect(error).toMatchObject({ message: 'Something went wrong...', code })
    expect(serverWorded(error)).toBe(false)
    expect(errorText(error, 'There was an error deleting the user')).toBe('There was an error deleting the user')
    expect(errorText(error)).toBe('Something went wrong...')
  })

  it("keeps the server's own message", async () => {
    answering(
      () =>
        new Response(JSON.stringify({ name: 'BadRequest', code: 400, message: 'Enter the country name' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const error = await failureOf(dataProvider.create('analyst/countries', { data: { name: '' } }))
    expect(serverWorded(error)).toBe(true)
    expect(errorText(error, 'fallback')).toBe('Enter the country name')
  })

  it('words a form or file call alike', async () => {
    answering(() => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    const error = await failureOf(sendRequest({ path: 'import-topic', body: new FormData() }))
    expect(error).toMatchObject({ message: 'Something went wrong...', code: 500 })
    expect(errorText(error, 'Upload failed')).toBe('Upload failed')
  })
})
