import { describe, expect, it } from 'vitest'
import { defaultConsumerAppUrl, environmentOfHost, type Environment } from './environments'

describe('environments by host (spec 3 §9)', () => {
  it.each<[string, Environment]>([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['console.localhost', 'local'],
    ['admin.local', 'local'],
    ['10.0.0.7', 'local'],
    ['[2001:db8::1]', 'local'],
    ['dev.admin.example.com', 'dev'],
    ['admin-dev.example.com', 'dev'],
    ['admin.development.example.com', 'dev'],
    ['stage.admin.example.com', 'stage'],
    ['admin-staging.example.com', 'stage'],
    ['admin.example.com', 'production'],
    ['developer-news.example.com', 'production'],
    ['backstage.example.com', 'production'],
    ['ADMIN.EXAMPLE.COM.', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(environmentOfHost(host)).toBe(environment)
  })

  it('puts the main consumer app beside the console, or on this machine when local (spec 3 §4)', () => {
    expect(defaultConsumerAppUrl('local', 'http://localhost:3030')).toBe('http://localhost:3000')
    expect(defaultConsumerAppUrl('dev', 'https://admin.dev.example.com')).toBe('https://app.dev.example.com')
    expect(defaultConsumerAppUrl('stage', 'https://admin-stage.example.com/')).toBe('https://app-stage.example.com')
    expect(defaultConsumerAppUrl('dev', 'https://dev.admin.example.com')).toBe('https://dev.app.example.com')
    expect(defaultConsumerAppUrl('production', 'https://admin.example.com')).toBe('https://app.example.com')
    expect(defaultConsumerAppUrl('production', 'https://example.com')).toBe('https://app.example.com')
  })
})
