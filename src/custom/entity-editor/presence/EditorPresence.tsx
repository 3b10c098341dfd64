import { Avatar, AvatarGroup, Tooltip } from '@mui/material'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { UserAvatar } from '../../../layout/presence/UserAvatar'
import { facetTypeOf } from '../draft'
import { useEditorStore } from '../editorStore'
import { useCollaborationState } from './useCollaboration'

/** At most this many avatars; the rest are counted in a last one. */
const SHOWN = 5

/**
 * The others who have the entity open, one avatar each, saying which facets each is editing (spec: presence).
 * Nothing while the user is alone in it.
 */
export function EditorPresence({ userId }: { userId: string | null }) {
  const t = useStrings().presence
  const { present, locks } = useCollaborationState()
  const store = useEditorStore()
  const others = new Map(present.filter((one) => one.userId !== userId).map((one) => [one.userId, one.userName]))
  if (!others.size) return null
  const draft = store.getDraft()
  const facetName = (facetId: string) => {
    const facet = draft?.facets.find((one) => one.id === facetId)
    return (draft && facet && facetTypeOf(draft.template, facet.facetTypeId)?.name) ?? ''
  }
  const editing = (otherId: string) =>
    [...locks.values()]
      .filter((lock) => lock.userId === otherId)
      .map((lock) => facetName(lock.id))
      .filter(Boolean)
  return (
    <AvatarGroup
      max={SHOWN + 1}
      role="group"
      aria-label={t.others}
      renderSurplus={(surplus) => <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>+{surplus}</Avatar>}
      sx={{ '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 14 } }}
    >
      {[...others].map(([otherId, name]) => {
        const facets = editing(otherId)
        const label = facets.length
          ? format(t.editing, { name, facets: facets.join(', ') })
          : format(t.viewing, { name })
        return (
          <Tooltip key={otherId} title={label}>
            <UserAvatar userId={otherId} name={name} label={label} />
          </Tooltip>
        )
      })}
    </AvatarGroup>
  )
}
