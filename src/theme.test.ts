import { createTheme, decomposeColor, getContrastRatio, type Theme } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme } from './theme'

/** `colour` as it shows on `under`: a translucent colour blended into what lies beneath it. */
function shown(colour: string, under: string) {
  const { values } = decomposeColor(colour)
  const base = decomposeColor(under).values
  const opacity = values[3] ?? 1
  const [r, g, b] = [0, 1, 2].map((at) => Math.round(values[at] * opacity + base[at] * (1 - opacity)))
  return `rgb(${r}, ${g}, ${b})`
}

const contrast = (colour: string, under: string) => getContrastRatio(shown(colour, under), under)

/** A style override of the theme's, read as a string. */
const override = (theme: Theme, component: 'MuiOutlinedInput' | 'MuiFilledInput', path: string[]) =>
  path.reduce<unknown>(
    (at, key) => (at as Record<string, unknown>)[key],
    theme.components?.[component]?.styleOverrides,
  ) as string

describe.each([
  ['light', createTheme(lightTheme)],
  ['dark', createTheme(darkTheme)],
])('the %s theme (WCAG AA)', (_name, theme) => {
  const { palette } = theme
  const surfaces = [palette.background.default, palette.background.paper]

  it('reads its text, links and text buttons at 4.5:1 or more on the page and the paper', () => {
    const texts = [
      palette.text.primary,
      palette.text.secondary,
      palette.primary.main,
      palette.error.main,
      palette.warning.main,
      palette.info.main,
      palette.success.main,
    ]
    for (const surface of surfaces) {
      for (const text of texts) expect(contrast(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('reads the text of its coloured buttons, chips and app bar at 4.5:1 or more', () => {
    for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = palette[colour]
      expect(contrast(contrastText, main), `${colour}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("draws the focus ring and the controls' edges at 3:1 or more on the page and the paper", () => {
    const focusRing = (theme.components?.MuiCssBaseline?.styleOverrides as Record<string, { outline: string }>)[
      ':focus-visible, .Mui-focusVisible'
    ].outline.replace('2px solid ', '')
    const edges = [
      override(theme, 'MuiOutlinedInput', ['notchedOutline', 'borderColor']),
      override(theme, 'MuiFilledInput', ['underline', '&::before', 'borderBottomColor']),
    ]
    for (const surface of surfaces) {
      for (const edge of [focusRing, ...edges]) {
        expect(contrast(edge, surface), `${edge} on ${surface}`).toBeGreaterThanOrEqual(3)
      }
    }
  })
})
