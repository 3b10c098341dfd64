import { describe, expect, it } from 'vitest'
import { descriptionParts, percentileLabel, sourceHost, splitSources } from './facetGrid'

describe('percentileLabel (spec 2 §2)', () => {
  it.each([
    [90, 'Top 10%'],
    [50.01, 'Top 49.99%'],
    [50, 'Bottom 50%'],
    [12.5, 'Bottom 12.5%'],
    [0, 'Bottom 0%'],
    [100, 'Top 0%'],
  ])('%s → %s', (percentile, label) => expect(percentileLabel(percentile)).toBe(label))
})

describe('sources', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitSources(' https://a.example/x , ,b, ')).toEqual(['https://a.example/x', 'b'])
    expect(splitSources('')).toEqual([])
  })
  it.each([
    ['https://www.reuters.com/world/x?y=1', 'www.reuters.com'],
    ['http://example.org:8080/a', 'example.org:8080'],
    ['not a url', 'link'],
    ['reuters.com/x', 'link'],
  ])('%s is shown as %s', (source, text) => expect(sourceHost(source)).toBe(text))
})

describe('descriptionParts: link markup and newlines', () => {
  it('turns [name](href) into links and newlines into line breaks', () => {
    expect(descriptionParts('See [the report](https://ex.org/r) now\nand [home](/analyst)')).toEqual([
      { text: 'See ' },
      { name: 'the report', href: 'https://ex.org/r' },
      { text: ' now' },
      { lineBreak: true },
      { text: 'and ' },
      { name: 'home', href: '/analyst' },
    ])
  })
  it('keeps markup with an unsafe href as text', () => {
    expect(descriptionParts('[x](javascript:alert(1)) [y](//evil.example)')).toEqual([
      { text: '[x](javascript:alert(1)) [y](//evil.example)' },
    ])
  })
  it('adds the facet\'s ids to a link marked {withParam} (spec 2 §2 "name, href, withParam")', () => {
    const context = { entityId: 'e-1', facetId: 'f-2' }
    expect(
      descriptionParts('[tool](https://ex.org/t?x=1#top){withParam} [home](/analyst){withParam} [plain](/a)', context),
    ).toEqual([
      { name: 'tool', href: 'https://ex.org/t?x=1&entityId=e-1&facetId=f-2#top' },
      { text: ' ' },
      { name: 'home', href: '/analyst?entityId=e-1&facetId=f-2' },
      { text: ' ' },
      { name: 'plain', href: '/a' },
    ])
    // without the facet's ids the mark is dropped and the link kept
    expect(descriptionParts('[home](/analyst){withParam}')).toEqual([{ name: 'home', href: '/analyst' }])
  })
  it('keeps blank lines', () => {
    expect(descriptionParts('a\n\nb')).toEqual([{ text: 'a' }, { lineBreak: true }, { lineBreak: true }, { text: 'b' }])
  })
})
