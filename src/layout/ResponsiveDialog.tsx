import { Dialog, type DialogProps } from '@mui/material'
import { usePhone } from './phoneList'

/**
 * A form holding a dialog's content and actions laid out as the paper itself is: a flex column, so that the
 * content scrolls and the actions (Cancel, Save) stay in view, on a phone's full screen above all.
 */
const FORM_AS_PAPER = {
  '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
}

/**
 * MUI's `Dialog`, filling the screen on a phone (below the theme's `sm`), where a floating box would leave
 * its form a sliver; the same dialog otherwise. Its own Cancel or Close button is the way out on a phone.
 */
export function ResponsiveDialog({ sx, ...props }: DialogProps) {
  const phone = usePhone()
  return <Dialog fullScreen={phone} sx={[FORM_AS_PAPER, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />
}
