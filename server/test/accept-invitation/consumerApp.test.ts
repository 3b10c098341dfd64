import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../config'

/** Spec 3 §4 and §9: where roles user and trial go after accepting an invitation, by environment. */
describe('the consumer app’s address', () => {
  const env = { DATA_DIR: '/tmp/consumer-app-test', JWT_SECRET: 'a secret long enough to pass in production' }
  const consumerApp = (more: Record<string, string>) => configFromEnv({ ...env, ...more }).consumerAppUrl

  it('is the environment’s, known by the console’s host', () => {
    expect(consumerApp({})).toBe('http://localhost:3000')
    expect(consumerApp({ PUBLIC_URL: 'http://localhost:3030' })).toBe('http://localhost:3000')
    expect(consumerApp({ PUBLIC_URL: 'https://admin.dev.example.com' })).toBe('https://app.dev.example.com')
    expect(consumerApp({ PUBLIC_URL: 'https://admin.stage.example.com' })).toBe('https://app.stage.example.com')
    expect(consumerApp({ PUBLIC_URL: 'https://admin.example.com/' })).toBe('https://app.example.com')
  })

  it('follows APP_ENV over the host, and CONSUMER_APP_URL over both', () => {
    expect(consumerApp({ PUBLIC_URL: 'http://10.0.0.7:3030', APP_ENV: 'local' })).toBe('http://localhost:3000')
    expect(consumerApp({ PUBLIC_URL: 'https://admin.example.com', APP_ENV: 'local' })).toBe('http://localhost:3000')
    // a value naming no environment is ignored
    expect(consumerApp({ PUBLIC_URL: 'https://admin.example.com', APP_ENV: 'qa' })).toBe('https://app.example.com')
    expect(
      consumerApp({ PUBLIC_URL: 'https://admin.dev.example.com', CONSUMER_APP_URL: 'https://reader.example.org' }),
    ).toBe('https://reader.example.org')
  })
})
