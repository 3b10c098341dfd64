import type { EntityRecord } from '../../../common/entityFormat'
import type { EntitySave, FacetSave } from '../../services/entities/entities.schema'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectStatus,
  facetTypeOf,
  fieldTypeOf,
  newFacet,
  patchEntity,
  postEntity,
  saveBody,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, signInAdmin, putCurrent } from '../helpers'

/** What the validation tests share: a server, templates, a dictionary and two entities to save over. */
export interface ValidationFixture {
  server: TestServer
  adminToken: string
  analystToken: string
  actor: EntityTemplate
  plot: EntityTemplate
  context: EntityTemplate
  /** a template whose Name has no Chars limit, and whose Extra facet type was deleted */
  loose: EntityTemplate
  base: EntityRecord
  other: EntityRecord
}

/** Filled in by setUpValidation, in a beforeAll; the cases read it when they run. */
export const fx = {} as ValidationFixture

export const postTemplate = async (body: unknown) =>
  expectStatus(await fx.server.api<EntityTemplate>('POST', '/entity-templates', { token: fx.adminToken, body }), 201)

export const type = (name: string) => facetTypeOf(fx.actor, name)
export const field = (facetName: string, fieldName: string) => fieldTypeOf(type(facetName), fieldName)
export const nameFacet = () => newFacet(type('Name'), { value: [{ value: 'Valid' }] })
export const create = (facets: FacetSave[], extra: Partial<EntitySave> = {}, template = fx.actor) =>
  postEntity(fx.server, fx.analystToken, createBody(template, facets, extra))
export const withOne = (facet: FacetSave) => create([nameFacet(), facet])
export const save = (changes: Partial<EntitySave>) =>
  patchEntity(fx.server, fx.analystToken, fx.base.id, saveBody(fx.base, changes))
export const long = (length: number) => 'x'.repeat(length)

export async function setUpValidation() {
  fx.server = await startTestServer()
  fx.adminToken = await signInAdmin(fx.server)
  fx.analystToken = (await addSignedInUser(fx.server, fx.adminToken, { role: 'analyst' })).token
  fx.actor = await templateOf(fx.server, fx.adminToken, 'Actor', 'Organisation')
  fx.plot = await templateOf(fx.server, fx.adminToken, 'Plot')
  fx.context = await templateOf(fx.server, fx.adminToken, 'Context')
  const items = ['Energy', 'Mining'].map((value) => ({ value, category: '' }))
  const dictionary = { key: 'sectors', name: 'Sectors', items }
  expectStatus(await fx.server.api('POST', '/dictionaries', { token: fx.adminToken, body: dictionary }), 201)
  const skeleton = templateSkeleton('Loose', 'Loose')
  skeleton.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 0 }
  skeleton.facetTypes.push({ ...skeleton.facetTypes[0], name: 'Extra', order: 2, required: false })
  const created = await postTemplate(skeleton)
  const put = await putCurrent<EntityTemplate>(
    fx.server,
    `/entity-templates/${created.id}`,
    { ...skeleton, facetTypes: [created.facetTypes[0]] },
    fx.adminToken,
  )
  fx.loose = expectStatus(put, 200)
  fx.base = await createEntity(
    fx.server,
    fx.analystToken,
    createBody(fx.actor, [
      newFacet(type('Name'), { value: [{ value: 'Base' }] }),
      newFacet(type('Summary'), { value: [{ value: 'About' }], source: [{ urlInput: 'https://example.com' }] }),
    ]),
  )
  fx.other = await createEntity(
    fx.server,
    fx.analystToken,
    createBody(fx.actor, [newFacet(type('Name'), { value: [{ value: 'Other' }] })]),
  )
}
