import { Button, Typography } from '@mui/material'
import { useState } from 'react'
import { Title, useGetIdentity } from 'react-admin'
import { useStrings } from '../../i18n/useStrings'
import { AccountDialog } from '../../layout/AccountDialog'

/** /user: the account page, the only screen of the trial role in this console. */
export function AccountPage() {
  const strings = useStrings()
  const { identity } = useGetIdentity()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Title title={strings.account.title} />
      <Typography variant="h5" sx={{ mt: 2, mb: 2 }}>
        {identity?.fullName}
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {strings.account.title}
      </Button>
      {open && <AccountDialog onClose={() => setOpen(false)} />}
    </>
  )
}
