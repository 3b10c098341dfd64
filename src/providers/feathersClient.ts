import { feathers } from '@feathersjs/feathers'
import rest from '@feathersjs/rest-client'
import { session } from './session'

export const API_URL = '/api'

/** The Feathers REST client of the console; the bearer token is read from storage on every call. */
export const feathersClient = feathers()
feathersClient.configure(rest(API_URL).fetch(window.fetch.bind(window)))
feathersClient.hooks({
  before: {
    all: [
      (context) => {
        const token = session.token()
        if (token)
          context.params = {
            ...context.params,
            headers: { ...context.params.headers, Authorization: `Bearer ${token}` },
          }
      },
    ],
  },
})
