import { useEffect, useState } from 'react'
import { Card, CardContent, Typography } from '@mui/material'
import { Title, useDataProvider, useNotify } from 'react-admin'
import { useNavigate, useParams } from 'react-router-dom'
import { ROUTES } from '../../../common/routes'
import type { Ceft } from '../../../server/services/cross-entity-facet-types/cross-entity-facet-types.schema'
import { PageLoading } from '../../layout/PageLoading'
import { CEFT_RESOURCE, CeftForm } from '../../layout/ceft/CeftForm'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'

const NEW = 'new'

/** /analyst/elements/ceft/new and /analyst/elements/ceft/{id}: the CEFT editor (spec 2 §2). */
export function CeftEditorPage() {
  const { ceftId = NEW } = useParams()
  const strings = useStrings()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const navigate = useNavigate()
  const [type, setType] = useState<Ceft | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (ceftId === NEW) return
    let current = true
    dataProvider
      .getOne<Ceft>(CEFT_RESOURCE, { id: ceftId })
      .then(({ data }) => current && setType(data))
      .catch(() => {
        if (!current) return
        setFailed(true)
        notify('app.ceft.loadFailed', { type: 'error' })
      })
    return () => {
      current = false
    }
  }, [ceftId, dataProvider, notify])
  const isNew = ceftId === NEW
  if (!isNew && failed) return <Typography sx={{ p: 3 }}>{strings.ceft.loadFailed}</Typography>
  if (!isNew && type?.id !== ceftId) return <PageLoading />
  const title = isNew ? strings.ceft.newTitle : format(strings.ceft.editTitleOf, { name: type?.name ?? '' })
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <CeftForm
          // a new form after each save of a new type: its page is the type's own
          key={type?.id ?? NEW}
          type={type ?? undefined}
          onSaved={(saved) => {
            setType(saved)
            if (isNew) navigate(`${ROUTES.ceft}/${saved.id}`, { replace: true })
          }}
        />
      </CardContent>
    </Card>
  )
}
