import SensorsIcon from '@mui/icons-material/Sensors'
import SensorsOffIcon from '@mui/icons-material/SensorsOff'
import { Box, Tooltip } from '@mui/material'
import { visuallyHidden } from '@mui/utils'
import { fillMessage } from '../../common/messages'
import { useStrings } from '../i18n/useStrings'
import { useLiveState } from '../providers/realtime'
import { timeOfDay } from './dates'

/**
 * The app bar's word on the live updates: a quiet icon while the socket hears others' changes (its tooltip
 * names the last one heard), a struck-out one when it could not connect or did not come back, and the
 * console works on over REST; nothing while it first connects. A status region, so that a screen reader
 * hears the change.
 */
export function LiveStatus() {
  const t = useStrings().live
  const { status, lastEvent } = useLiveState()
  if (status !== 'live' && status !== 'off') return null
  const label =
    status === 'off'
      ? t.off
      : lastEvent
        ? fillMessage(t.lastChange, {
            service: lastEvent.service,
            event: lastEvent.event,
            time: timeOfDay(lastEvent.at),
          })
        : t.on
  const Icon = status === 'off' ? SensorsOffIcon : SensorsIcon
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        tabIndex={0}
        role="status"
        data-live={status}
        sx={{ display: 'inline-flex', mx: 1, opacity: status === 'off' ? 1 : 0.7 }}
      >
        <Icon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
    </Tooltip>
  )
}
