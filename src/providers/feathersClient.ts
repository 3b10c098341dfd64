import authentication from '@feathersjs/authentication-client'
import { convert } from '@feathersjs/errors'
import { feathers, type Params } from '@feathersjs/feathers'
import rest from '@feathersjs/rest-client'
import { stringify } from 'qs'
import { API_PREFIX } from '../../common/routes'
import { worded } from './apiErrors'

/**
 * The Feathers REST client of the console. The authentication client keeps the session: it signs in,
 * keeps the token in localStorage under 'feathers-jwt' (so that the tabs of a browser share it) and
 * sends it as a Bearer credential on every call.
 */
export const feathersClient = feathers()
// fetch is looked up at each call, where tests stand in for it
feathersClient.configure(rest(API_PREFIX).fetch((url: string, init: RequestInit) => fetch(url, init)))
feathersClient.configure(authentication({ storage: window.localStorage }))
// one place turns an answer without the server's words into the generic message (spec 1 §8)
feathersClient.hooks({
  error: {
    all: [
      (context) => {
        context.error = worded(context.error)
      },
    ],
  },
})

/** A call the REST client cannot make, as it speaks JSON only: a form or multipart body, a file answered. */
export interface ApiRequest {
  path: string
  method?: 'GET' | 'POST'
  query?: Record<string, unknown>
  body?: BodyInit
  headers?: Record<string, string>
  /** Ends the request, or the reading of its answer, when aborted. */
  signal?: AbortSignal
}

/** A refusal as the Feathers error the server sent (its code, data and errors), or an unworded one of its status. */
async function refusal(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null)
  const sent = typeof (body as { message?: unknown } | null)?.message === 'string'
  return sent ? convert(body) : worded({ code: response.status })
}

// a service of the client, so that the authentication client's hooks give these calls the session's
// token as they give it to every other call
feathersClient.use('api-requests', {
  async create({ path, method = 'POST', query, body, headers, signal }: ApiRequest, params?: Params) {
    const search = query ? `?${stringify(query)}` : ''
    const response = await fetch(`${API_PREFIX}/${path}${search}`, {
      method,
      headers: { Accept: 'application/json', ...headers, ...params?.headers },
      body,
      signal,
    })
    if (!response.ok) throw await refusal(response)
    return response
  },
})

/** Sends a request the REST client cannot make, with the session's token; answers the response, or throws the refusal. */
export const sendRequest = (request: ApiRequest): Promise<Response> =>
  feathersClient.service('api-requests').create(request)
