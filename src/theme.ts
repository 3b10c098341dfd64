import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** System fonts only: no web font is fetched from the internet. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  sidebar: { width: 260, closedWidth: 56 },
}
