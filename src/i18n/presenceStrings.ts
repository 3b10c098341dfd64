import { messages } from '../../common/messages'

/** Who else is in an entity, which facets they edit (the editor), and which entities are open (the grid). */
export const presenceStrings = {
  presence: {
    others: 'Also in this entity',
    viewing: '%{name} has this entity open',
    editing: '%{name} is editing %{facets}',
    lockedBy: messages.facetLocked,
    lockedHint: 'It is read-only here until they save or leave it, or stop editing for a few minutes.',
    takeOver: 'Take over',
    takenOver: 'You are editing this facet now: %{name} can no longer change it',
    openBy: 'Open in the editor of %{names}',
  },
}
