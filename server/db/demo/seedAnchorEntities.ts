import type { EntityRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { Application } from '../../declarations'
import type { EntitySave, FacetFieldSave } from '../../services/entities/entities.schema'
import type { User } from '../../services/users/users.schema'
import { ANALYSTS, ANCHOR_ENTITIES, type FacetValues } from './anchorEntities'

/**
 * The field inputs of one facet's sets, by the field types of its facet type. A Media `key` names one of
 * the demo's images, stored first (`images`: storage key by file name).
 */
function fieldInputs(
  template: EntityTemplate,
  facetTypeName: string,
  values: FacetValues,
  images: Map<string, string>,
): FacetFieldSave[] {
  const facetType = template.facetTypes.find((type) => type.name === facetTypeName)
  if (!facetType) throw new Error(`the demo names facet type ${facetTypeName}, missing from ${template.name}`)
  return Object.entries(values).flatMap(([fieldTypeName, sets]) => {
    const fieldType = facetType.facetFieldTypes.find((type) => type.name === fieldTypeName)
    if (!fieldType) throw new Error(`the demo names field type ${fieldTypeName}, missing from ${facetTypeName}`)
    return sets.flatMap((set, index) =>
      Object.entries(set).map(([name, value]) => ({
        facetFieldTypeId: fieldType.id,
        name,
        order: index + 1,
        value: (fieldType.kind === 'Media' && name === 'key' && images.get(String(value))) || (value ?? null),
      })),
    )
  })
}

/**
 * The showcase entities, one or two of each reference template, with comments, logs and a rejection:
 * made through the services, as the editor makes them, so they keep every rule. `images`: the storage
 * keys of their images by file name.
 */
export async function seedAnchorEntities(app: Application, images: Map<string, string>) {
  const db = app.get('knex')
  const users = new Map((await db<User>('users')).map((user) => [user.email, user]))
  const userOf = (email: string) =>
    users.get(email) ??
    (() => {
      throw new Error(`no demo user ${email}`)
    })()
  const admin = userOf(ANALYSTS.lena)
  const templates = (await app.service('entity-templates').find({ query: { $limit: 100 } })).data

  for (const demo of ANCHOR_ENTITIES) {
    const template = templates.find((candidate) => candidate.name === demo.template)
    if (!template) throw new Error(`no reference template ${demo.template}`)
    const author = userOf(demo.author)
    const facetNames = Object.keys(demo.facets)
    const payload: EntitySave = {
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      name: '',
      meta: { assignedToId: author.id, stage: 'in progress' },
      facets: facetNames.map((name, index) => ({
        facetTypeId: template.facetTypes.find((type) => type.name === name)!.id,
        order: index + 1,
        meta: { assignedToId: author.id, stage: 'in progress' },
        fields: fieldInputs(template, name, demo.facets[name].values, images),
      })),
    }
    let entity: EntityRecord = await app.service('entities').create(payload, { user: author })

    // then the review: stages and assignees as analysts and admins set them, comments and rejections
    const moved = entity.facets.map((facet, index) => {
      const { stage, assignee } = demo.facets[facetNames[index]]
      const assignedToId = assignee === undefined ? facet.meta.assignedToId : assignee && userOf(assignee).id
      return { facet, meta: { stage: stage ?? facet.meta.stage, assignedToId } }
    })
    if (
      moved.some(({ facet, meta }) => meta.stage !== facet.meta.stage || meta.assignedToId !== facet.meta.assignedToId)
    ) {
      entity = await app.service('entities').patch(
        entity.id,
        {
          ...payload,
          updatedAt: entity.updatedAt,
          facets: moved.map(({ facet, meta }) => ({
            id: facet.id,
            facetTypeId: facet.facetTypeId,
            order: facet.order,
            meta,
            fields: [],
          })),
        },
        { user: admin },
      )
    }
    for (const [index, facet] of entity.facets.entries()) {
      const demoFacet = demo.facets[facetNames[index]]
      for (const comment of demoFacet.comments ?? []) {
        await app
          .service('comments')
          .create(
            { sourceId: facet.id, details: comment.details, assessment: comment.assessment },
            { user: userOf(comment.by) },
          )
      }
      if (demoFacet.rejection) {
        await app.service('rejections').create({ facetId: facet.id, comment: demoFacet.rejection }, { user: admin })
      }
    }
    const countries = await db('countries').whereIn('iso_code', demo.topics).select('id')
    await db('topic_links').insert(countries.map((country) => ({ entityId: entity.id, countryId: country.id })))
    if (demo.publish) {
      await app
        .service('entities')
        .patch(
          entity.id,
          { ...payload, facets: [], updatedAt: entity.updatedAt, meta: { assignedToId: null, stage: 'published' } },
          { user: admin },
        )
    }
  }
}
