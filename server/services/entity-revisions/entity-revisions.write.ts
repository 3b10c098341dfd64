import type { Knex } from 'knex'
import { revisionContentOf } from '../../../common/entityRevisions'
import type { StoredEntity } from '../entities/entities.load'

/**
 * Keeps a revision of an entity as a save left it. Pass the save's transaction as `db`: the revision
 * commits with the save, and a refused save (which throws before this) writes none.
 */
export async function writeRevision(db: Knex, entity: StoredEntity, savedBy: { id: string; name: string }) {
  await db('entity_revisions').insert({
    entityId: entity.id,
    savedById: savedBy.id,
    savedByName: savedBy.name,
    savedAt: entity.updatedAt,
    content: JSON.stringify(revisionContentOf(entity)),
  })
}
