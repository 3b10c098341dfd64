import { deepmerge } from '@mui/utils'
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin'

/**
 * The focus ring: a solid outline on whatever the keyboard reached, apart from the hover tint. MUI marks
 * keyboard focus on its buttons with `Mui-focusVisible`; plain elements get it from `:focus-visible`.
 */
const focusRing = (colour: string) => ({
  ':focus-visible, .Mui-focusVisible': { outline: `2px solid ${colour}`, outlineOffset: 2 },
  // a grid cell or a list row sits edge to edge with its neighbours: the ring goes inside it
  '[role="gridcell"]:focus-visible, [role="row"]:focus-visible, .MuiMenuItem-root.Mui-focusVisible': {
    outlineOffset: -2,
  },
})

/**
 * The edges that mark out a control, at 3:1 or more on the page and the paper (WCAG 1.4.11): the outline
 * of an outlined input, the line under a filled one and the track of a switch that is off. MUI's own are
 * fainter (about 1.8:1), which leaves an empty input hard to find.
 */
const controlEdges = (edge: string): RaThemeOptions['components'] => ({
  MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: edge } } },
  MuiFilledInput: { styleOverrides: { underline: { '&::before': { borderBottomColor: edge } } } },
  MuiSwitch: { styleOverrides: { track: { opacity: 0.54 } } },
})

/**
 * What both themes share: system fonts only (no web font is fetched), the sidebar, links styled by the
 * theme, the focus ring and the edges of the controls.
 */
const shared = (focusColour: string, controlEdge: string): RaThemeOptions => ({
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    MuiCssBaseline: { styleOverrides: focusRing(focusColour) },
    MuiLink: { defaultProps: { underline: 'hover' } },
    ...controlEdges(controlEdge),
  },
})

/**
 * Colours chosen for WCAG AA: text at 4.5:1 or more on the page, the paper and the filled inputs, and
 * white text at 4.5:1 or more on the app bar and on every coloured button and chip.
 */
export const lightTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultLightTheme, shared('#0d47a1', 'rgba(0, 0, 0, 0.6)')),
  {
    palette: {
      primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
      // react-admin paints its app bar in the secondary colour
      secondary: { main: '#0d47a1', light: '#5472d3', dark: '#002171', contrastText: '#fff' },
      warning: { main: '#b45309', contrastText: '#fff' },
      info: { main: '#01579b', contrastText: '#fff' },
      success: { main: '#2e7d32', contrastText: '#fff' },
      error: { main: '#c62828', contrastText: '#fff' },
    },
  },
)

/** The dark theme: light tints on dark surfaces, each pair at 4.5:1 or more. */
export const darkTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultDarkTheme, shared('#90caf9', 'rgba(255, 255, 255, 0.7)')),
  {
    palette: {
      primary: { main: '#90caf9', contrastText: 'rgba(0, 0, 0, 0.87)' },
      // MUI's dark red (#f44336) reads at 4.1:1 on the paper, and white on it at 3.7:1
      error: { main: '#ef9a9a', contrastText: 'rgba(0, 0, 0, 0.87)' },
      secondary: { main: '#1e3a5f', contrastText: '#fff' },
      background: { default: '#1e1e1e', paper: '#262626' },
    },
    components: {
      // without it MUI paints the app bar in the paper colour in dark mode, whatever its colour prop says
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
    },
  },
)
