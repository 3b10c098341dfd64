import { Dialog, type DialogProps } from '@mui/material'
import { usePhone } from './phoneList'

/**
 * MUI's `Dialog`, filling the screen on a phone (below the theme's `sm`), where a floating box would leave
 * its form a sliver; the same dialog otherwise. Its own Cancel or Close button is the way out on a phone.
 */
export function ResponsiveDialog(props: DialogProps) {
  const phone = usePhone()
  return <Dialog fullScreen={phone} {...props} />
}
