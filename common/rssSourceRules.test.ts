import { describe, expect, it } from 'vitest'
import { LANGUAGES, isLanguageCode } from './languages'
import { messages } from './messages'
import {
  MAX_WEBSITE_URL_LENGTH,
  isRssSourceReady,
  isWebsiteUrl,
  rssSourceFormErrors,
  type RssSourceFormErrors,
  type RssSourceRuleOptions,
  type RssSourceRuleValues,
} from './rssSourceRules'

const valid = {
  name: 'Le Monde',
  websiteUrl: 'https://www.lemonde.fr/rss/une.xml',
  language: 'fr',
  type: 'article',
  topics: [1],
}
const urlOfLength = (length: number) => {
  const start = 'https://example.com/'
  return start + 'a'.repeat(length - start.length)
}

describe('rssSourceFormErrors (spec 3 §5)', () => {
  it.each<[string, RssSourceRuleValues, RssSourceRuleOptions, RssSourceFormErrors]>([
    ['a complete source', valid, {}, {}],
    [
      'a regulation source on plain http with several topics',
      { ...valid, websiteUrl: 'http://gov.example/feed', type: 'regulation', topics: [1, 2] },
      {},
      {},
    ],
    ['a regulation-article source', { ...valid, type: 'regulation-article' }, {}, {}],
    ['a name and address inside spaces', { ...valid, name: '  Le Monde ', websiteUrl: ' https://lemonde.fr ' }, {}, {}],
    ['no name', { ...valid, name: undefined }, {}, { name: messages.enterSourceName }],
    ['a null name', { ...valid, name: null }, {}, { name: messages.enterSourceName }],
    ['a blank name', { ...valid, name: ' \t ' }, {}, { name: messages.enterSourceName }],
    ['a name of 255 characters', { ...valid, name: 'n'.repeat(255) }, {}, { name: messages.valueTooLong }],
    ['a name of 254 characters inside spaces', { ...valid, name: ` ${'n'.repeat(254)} ` }, {}, {}],
    ['no address', { ...valid, websiteUrl: undefined }, {}, { websiteUrl: messages.invalidUrl }],
    ['an empty address', { ...valid, websiteUrl: '' }, {}, { websiteUrl: messages.invalidUrl }],
    ['an address that is not one', { ...valid, websiteUrl: 'lemonde' }, {}, { websiteUrl: messages.invalidUrl }],
    [
      'an address without a scheme',
      { ...valid, websiteUrl: 'www.lemonde.fr/rss' },
      {},
      { websiteUrl: messages.invalidUrl },
    ],
    ['an ftp address', { ...valid, websiteUrl: 'ftp://lemonde.fr/rss' }, {}, { websiteUrl: messages.invalidUrl }],
    ['a javascript: address', { ...valid, websiteUrl: 'javascript:alert(1)' }, {}, { websiteUrl: messages.invalidUrl }],
    ['a file: address', { ...valid, websiteUrl: 'file:///etc/passwd' }, {}, { websiteUrl: messages.invalidUrl }],
    ['an address without a host', { ...valid, websiteUrl: 'https://' }, {}, { websiteUrl: messages.invalidUrl }],
    [
      'an address with a space in the host',
      { ...valid, websiteUrl: 'https://le monde.fr' },
      {},
      { websiteUrl: messages.invalidUrl },
    ],
    ['an address of 2048 characters', { ...valid, websiteUrl: urlOfLength(2048) }, {}, {}],
    [
      'an address of 2049 characters',
      { ...valid, websiteUrl: urlOfLength(2049) },
      {},
      { websiteUrl: messages.valueTooLong },
    ],
    ['no language', { ...valid, language: undefined }, {}, { language: messages.chooseLanguage }],
    ['an empty language', { ...valid, language: '' }, {}, { language: messages.chooseLanguage }],
    ['an unknown language', { ...valid, language: 'xx' }, {}, { language: messages.chooseLanguage }],
    ['a language by its name', { ...valid, language: 'French' }, {}, { language: messages.chooseLanguage }],
    ['a language code in capitals', { ...valid, language: 'FR' }, {}, { language: messages.chooseLanguage }],
    ['no type', { ...valid, type: undefined }, {}, { type: messages.chooseSourceType }],
    ['an empty type', { ...valid, type: '' }, {}, { type: messages.chooseSourceType }],
    ['an unknown type', { ...valid, type: 'podcast' }, {}, { type: messages.chooseSourceType }],
    ['no topics', { ...valid, topics: undefined }, {}, { topics: messages.chooseTopic }],
    ['null topics', { ...valid, topics: null }, {}, { topics: messages.chooseTopic }],
    ['an empty list of topics', { ...valid, topics: [] }, {}, { topics: messages.chooseTopic }],
    [
      'nothing at all, new',
      {},
      {},
      {
        name: messages.enterSourceName,
        websiteUrl: messages.invalidUrl,
        language: messages.chooseLanguage,
        type: messages.chooseSourceType,
        topics: messages.chooseTopic,
      },
    ],
    ['nothing at all, edited (a patch keeps what it leaves out)', {}, { isNew: false }, {}],
    ['only a new name, edited', { name: 'Le Figaro' }, { isNew: false }, {}],
    ['a blank name, edited', { name: '  ' }, { isNew: false }, { name: messages.enterSourceName }],
    ['a bad address, edited', { websiteUrl: 'nowhere' }, { isNew: false }, { websiteUrl: messages.invalidUrl }],
    ['a cleared language, edited', { language: null }, { isNew: false }, { language: messages.chooseLanguage }],
    ['a cleared type, edited', { type: null }, { isNew: false }, { type: messages.chooseSourceType }],
    ['emptied topics, edited', { topics: [] }, { isNew: false }, { topics: messages.chooseTopic }],
  ])('%s', (_label, values, options, errors) => {
    expect(rssSourceFormErrors(values, options)).toEqual(errors)
  })
})

describe('isRssSourceReady: Save is enabled once the dialog is complete (spec 3 §5)', () => {
  it('is ready with name, address, language, type and a topic', () => {
    expect(isRssSourceReady(valid)).toBe(true)
  })

  it.each<[string, RssSourceRuleValues]>([
    ['an empty dialog', { name: '', websiteUrl: '', language: 'en', type: 'article', topics: [] }],
    ['no name', { ...valid, name: '' }],
    ['no address', { ...valid, websiteUrl: '' }],
    ['a bad address', { ...valid, websiteUrl: 'lemonde.fr' }],
    ['no language', { ...valid, language: null }],
    ['no topic', { ...valid, topics: [] }],
    ['no type', { ...valid, type: undefined }],
  ])('is not ready with %s', (_label, values) => {
    expect(isRssSourceReady(values)).toBe(false)
  })
})

describe('isWebsiteUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com:8080/feed.xml?lang=en#top', true],
    ['HTTPS://EXAMPLE.COM/RSS', true],
    ['https://127.0.0.1/rss', true],
    ['mailto:news@example.com', false],
    ['//example.com/rss', false],
    ['', false],
  ])('%s: %s', (value, expected) => {
    expect(isWebsiteUrl(value)).toBe(expected)
  })

  it('has a limit matching the stored column', () => {
    expect(MAX_WEBSITE_URL_LENGTH).toBe(2048)
  })
})

describe('LANGUAGES', () => {
  it('lists 33 news languages by ISO 639-1 code, sorted by name, each once', () => {
    expect(LANGUAGES).toHaveLength(33)
    const names = LANGUAGES.map((language) => language.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    const codes = LANGUAGES.map((language) => language.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/)
    expect(LANGUAGES).toContainEqual({ code: 'en', name: 'English' })
    expect(LANGUAGES).toContainEqual({ code: 'zh', name: 'Chinese' })
  })

  it.each<[unknown, boolean]>([
    ['en', true],
    ['vi', true],
    ['EN', false],
    [' en', false],
    ['eng', false],
    ['', false],
    [null, false],
    [7, false],
  ])('isLanguageCode(%j) is %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected)
  })
})
