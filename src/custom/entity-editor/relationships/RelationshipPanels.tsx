import { memo } from 'react'
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material'
import { isPersonEntity } from '../../../../common/personRules'
import { useStrings } from '../../../i18n/useStrings'
import type { EntityDraft } from '../draft'
import { ListRelationshipPanel } from './ListRelationshipPanel'
import { PERSON_KINDS } from './person-records/personRecordKinds'
import { PersonRecordsPanel } from './person-records/PersonRecordsPanel'
import { RelatedEntitiesPanel } from './RelatedEntitiesPanel'

/**
 * The relationship panels of a saved entity (spec 2 §2): countries with a primary one, briefs,
 * landscapes and related entities, and for a person its roles and educations. Each saves at once,
 * beside the editor's own Save.
 */
export const RelationshipPanels = memo(function RelationshipPanels({
  draft,
}: {
  draft: Pick<EntityDraft, 'id' | 'type' | 'subType'>
}) {
  const t = useStrings().relationships
  if (!draft.id) return null
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t.title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <ListRelationshipPanel entityId={draft.id} kind="countries" />
          <ListRelationshipPanel entityId={draft.id} kind="briefs" />
          <ListRelationshipPanel entityId={draft.id} kind="landscapes" />
          <RelatedEntitiesPanel entityId={draft.id} />
          {isPersonEntity(draft) && <PersonRecordsPanel entityId={draft.id} kind={PERSON_KINDS.roles} />}
          {isPersonEntity(draft) && <PersonRecordsPanel entityId={draft.id} kind={PERSON_KINDS.educations} />}
        </Stack>
      </CardContent>
    </Card>
  )
})
