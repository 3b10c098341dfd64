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
 * hears it go on or off.
 */
export function LiveStatus() {
  const t = useStrings().live
  const { status, lastEvent } = useLiveState()
  if (status !== 'live' && status !== 'off') return null
  const state = status === 'off' ? t.off : t.on
  // the last change heard is in the tooltip, not in the status region, which would read each one out
  const tip =
    status === 'live' && lastEvent
      ? fillMessage(t.lastChange, { service: lastEvent.service, event: lastEvent.event, time: timeOfDay(lastEvent.at) })
      : state
  const Icon = status === 'off' ? SensorsOffIcon : SensorsIcon
  return (
    <Tooltip title={tip} describeChild>
      <Box
        component="span"
        tabIndex={0}
        role="status"
        data-live={status}
        sx={{ display: 'inline-flex', mx: 1, opacity: status === 'off' ? 1 : 0.7 }}
      >
        <Icon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {state}
        </Box>
      </Box>
    </Tooltip>
  )
}
