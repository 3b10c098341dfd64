import { useState } from 'react'
import { Button, Chip, Popover, Stack, Typography } from '@mui/material'
import type { EntityStatus } from '../../../common/workflow'
import { useStrings } from '../../i18n/useStrings'

/** ok, unsaved or error (spec 1 §4). */
const COLOURS: Record<EntityStatus, 'success' | 'warning' | 'error'> = {
  'in progress': 'success',
  published: 'success',
  unsaved: 'warning',
  hidden: 'warning',
  failed: 'error',
}

/** The entity's status tag, with the reason of a failed publication in a popover. */
export function StatusTag({ status, failedReason }: { status: EntityStatus; failedReason: string | null }) {
  const t = useStrings().entityEditor
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip label={t.status[status]} color={COLOURS[status]} size="small" data-status={COLOURS[status]} />
      {status === 'failed' && failedReason && (
        <>
          <Button size="small" color="error" onClick={(event) => setAnchor(event.currentTarget)}>
            {t.reasons}
          </Button>
          <Popover
            open={anchor !== null}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          >
            <Typography sx={{ p: 2, maxWidth: 360 }}>{failedReason}</Typography>
          </Popover>
        </>
      )}
    </Stack>
  )
}
