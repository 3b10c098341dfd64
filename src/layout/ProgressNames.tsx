import { useMemo, type ReactNode } from 'react'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { deepmerge } from '@mui/utils'
import { useStrings } from '../i18n/useStrings'

/**
 * Names every progress indicator inside that brings no name of its own: a progressbar needs one, and
 * react-admin's (the app bar's loading indicator, a save button's spinner) come without. The name is
 * the console's word for loading, so it lives here rather than in the theme, which holds no strings.
 */
export function ProgressNames({ children }: { children: ReactNode }) {
  const loading = useStrings().layout.loading
  const named = useMemo(() => {
    const defaultProps = { 'aria-label': loading }
    return (outer: Theme) =>
      deepmerge(outer, {
        components: { MuiCircularProgress: { defaultProps }, MuiLinearProgress: { defaultProps } },
      })
  }, [loading])
  return <ThemeProvider theme={named}>{children}</ThemeProvider>
}
