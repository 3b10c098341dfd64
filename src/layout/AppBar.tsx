import { AppBar as RaAppBar, TitlePortal } from 'react-admin'
import { Breadcrumb } from './Breadcrumb'

export function AppBar() {
  return (
    <RaAppBar userMenu={false}>
      <Breadcrumb />
      <TitlePortal sx={{ display: 'none' }} />
    </RaAppBar>
  )
}
