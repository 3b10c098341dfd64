import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOPIC_PALETTE, TopicChip, topicChipColours, topicColour } from './TopicChip'

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the topic colour palette (spec 2 §9)', () => {
  it('has the seven colours of the spec', () => {
    expect(Object.keys(TOPIC_PALETTE)).toEqual([
      'business',
      'security',
      'culture',
      'governance',
      'government',
      'environment',
      'economy',
    ])
  })

  it.each(Object.entries(TOPIC_PALETTE))('%s reads at WCAG AA (4.5:1) with its text', (_name, colours) => {
    expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(4.5)
  })

  it('draws a topic dark on a dark page, at the same contrast', () => {
    const light = topicChipColours(7, 'light')
    const dark = topicChipColours(7, 'dark')
    expect(dark).toEqual({ background: light.text, text: light.background })
    expect(luminance(dark.background)).toBeLessThan(luminance(dark.text))
    expect(contrast(dark.background, dark.text)).toBeGreaterThanOrEqual(4.5)
  })

  it('gives a topic the same colour every time, and spreads topics over the palette', () => {
    expect(topicColour(7)).toBe(topicColour('7'))
    expect(topicColour(7)).toBe(topicColour(7))
    const used = new Set(Array.from({ length: 200 }, (_, id) => topicColour(id + 1)))
    expect(used.size).toBe(7)
  })

  it('shows a topic in its colour, as a chip and as a grid chip', () => {
    const { background, text } = TOPIC_PALETTE[topicColour(42)]
    render(
      <>
        <TopicChip topic={{ id: 42, name: 'France' }} />
        <TopicChip topic={{ id: 42, name: 'Francia' }} grid />
      </>,
    )
    expect(screen.getByText('France').closest('.MuiChip-root')).toHaveStyle({
      backgroundColor: background,
      color: text,
    })
    expect(screen.getByText('Francia')).toHaveStyle({ backgroundColor: background, color: text })
  })
})
