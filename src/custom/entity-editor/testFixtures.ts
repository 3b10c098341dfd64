import type { EntityRecord, FacetFieldRecord, FacetRecord } from '../../../common/entityFormat'
import type {
  DuplicateSetting,
  EntityTemplate,
  FacetFieldType,
  FacetType,
  FieldKind,
  RuleValue,
} from '../../../common/templateFormat'
import type { Stage } from '../../../common/workflow'

/** A template and saved entity the entity editor's tests share. */

const STAMP = '2026-03-01T10:00:00.000Z'

export const field = (
  id: string,
  kind: FieldKind,
  order: number,
  options: { required?: boolean; create?: boolean; archived?: boolean; rules?: Record<string, RuleValue> } = {},
): FacetFieldType => ({
  id,
  name: id,
  kind,
  order,
  required: options.required ?? false,
  create: options.create ?? true,
  archived: options.archived ?? false,
  rules: options.rules ?? {},
})

export const facetType = (
  id: string,
  name: string,
  section: string,
  order: number,
  facetFieldTypes: FacetFieldType[],
  options: Partial<Pick<FacetType, 'required' | 'create' | 'display' | 'archived' | 'deleted'>> & {
    duplicate?: DuplicateSetting
  } = {},
): FacetType => ({
  id,
  name,
  section,
  level: 'Briefing',
  order,
  required: options.required ?? false,
  display: options.display ?? true,
  create: options.create ?? false,
  archived: options.archived ?? false,
  deleted: options.deleted ?? false,
  duplicate: options.duplicate ?? 'none',
  facetFieldTypes,
})

export const TEMPLATE: EntityTemplate = {
  id: 'tpl-actor',
  type: 'Actor',
  subType: 'Organisation',
  name: 'Actor – Organisation',
  layout: [{ sections: ['Overview'] }, { sections: ['Timeline', 'Analysis'] }, { sections: ['Relationships'] }],
  facetTypes: [
    facetType('ft-name', 'Name', 'Overview', 1, [field('name-value', 'Label', 1, { required: true })], {
      required: true,
      create: true,
    }),
    facetType(
      'ft-summary',
      'Summary',
      'Overview',
      2,
      [
        field('summary-value', 'Detail', 1, { required: true }),
        field('summary-source', 'Provenance', 2, { create: false }),
        field('summary-old', 'Label', 3, { archived: true }),
      ],
      { required: true, create: true },
    ),
    facetType('ft-importance', 'Importance', 'Overview', 3, [field('importance', 'Importance', 1)]),
    facetType(
      'ft-events',
      'Key Events',
      'Timeline',
      4,
      [field('event-date', 'Date', 1, { required: true, rules: { Date: 'single', 'Event-Type': 'off' } })],
      { duplicate: 'true' },
    ),
    facetType('ft-where', 'Where', 'Timeline', 5, [field('where', 'Location', 1)]),
    facetType('ft-drivers', 'Drivers', 'Analysis', 6, [field('drivers', 'Checkbox', 1)], { duplicate: 'section' }),
    facetType('ft-notes', 'Notes', 'Analysis', 7, [field('notes', 'Detail', 1)], { duplicate: 'other' }),
    facetType('ft-role', 'Role', 'Career', 8, [field('role', 'Label', 1)], { create: true }),
    facetType('ft-keywords', 'Keywords', 'Keywords', 9, [field('keywords', 'Label', 1)], { display: false }),
    facetType('ft-related', 'Related Actors', 'Relationships', 10, [field('related', 'Link', 1)], {
      duplicate: 'true',
    }),
    facetType('ft-archived', 'Archived', 'Analysis', 11, [field('archived', 'Label', 1)], { archived: true }),
    facetType('ft-deleted', 'Deleted', 'Analysis', 12, [field('deleted', 'Label', 1)], {
      deleted: true,
      create: true,
    }),
    facetType('ft-extra', 'Extra', 'Appendix', 13, [field('extra', 'Label', 1)]),
  ],
  createdAt: STAMP,
  updatedAt: STAMP,
}

export const fieldRecord = (
  id: string,
  facetFieldTypeId: string,
  name: string,
  order: number,
  value: FacetFieldRecord['value'],
): FacetFieldRecord => ({ id, facetFieldTypeId, name, order, value, createdAt: STAMP, updatedAt: STAMP })

export const facetRecord = (
  id: string,
  facetTypeId: string,
  order: number,
  fields: FacetFieldRecord[],
  meta: { stage?: Stage; assignedToId?: string | null; creatorId?: string | null } = {},
): FacetRecord => ({
  id,
  entityId: 'entity-1',
  facetTypeId,
  order,
  meta: { stage: meta.stage ?? 'in progress', assignedToId: 'assignedToId' in meta ? meta.assignedToId! : 'analyst-1' },
  creatorId: meta.creatorId ?? 'analyst-1',
  editorId: null,
  crossEntityFacetTypeId: null,
  crossEntityFacets: [],
  fields,
  links: [],
  logsCount: 2,
  amountComment: 1,
  lastUserIdThatReassignmentFacet: null,
  createdAt: STAMP,
  updatedAt: STAMP,
})

/** A saved Actor: its name, a summary with two sources, a key event and a published Where. */
export const RECORD: EntityRecord = {
  id: 'entity-1',
  name: 'Acme',
  entityTemplateId: TEMPLATE.id,
  type: 'Actor',
  subType: 'Organisation',
  meta: { stage: 'published', assignedToId: 'admin-1', failedReason: null },
  hidden: false,
  isTopic: false,
  completeness: 100,
  topics: [{ id: 7, name: 'France', linkId: 'link-7' }],
  facets: [
    facetRecord('facet-summary', 'ft-summary', 2, [
      fieldRecord('f-summary', 'summary-value', 'value', 1, '<p>Makes anvils</p>'),
      fieldRecord('f-source-1', 'summary-source', 'urlInput', 1, 'https://example.com/a'),
      fieldRecord('f-source-1-key', 'summary-source', 'key', 1, 'media/a.pdf'),
      fieldRecord('f-source-2', 'summary-source', 'urlInput', 2, 'https://example.com/b'),
    ]),
    facetRecord('facet-name', 'ft-name', 1, [fieldRecord('f-name', 'name-value', 'value', 1, 'Acme')]),
    facetRecord('facet-event', 'ft-events', 3, [], { creatorId: 'analyst-2', assignedToId: 'analyst-2' }),
    facetRecord('facet-where', 'ft-where', 5, [fieldRecord('f-where', 'where', 'address', 1, 'Paris')], {
      stage: 'published',
      assignedToId: null,
    }),
  ],
  links: [],
  entityTemplate: TEMPLATE,
  creatorId: 'analyst-1',
  updatedBy: { id: 'analyst-1', name: 'Ana Lyst' },
  createdAt: STAMP,
  updatedAt: STAMP,
}

export const USERS = [
  { id: 'analyst-1', role: 'analyst' as const, name: 'Ana Lyst' },
  { id: 'analyst-2', role: 'analyst' as const, name: 'Bo Lyst' },
  { id: 'admin-1', role: 'admin' as const, name: 'Ad Min' },
]

/** The template with a statistic facet type (Series: one Statistic field), as the Statistic Entity has. */
export const STATISTIC_TEMPLATE: EntityTemplate = {
  ...TEMPLATE,
  facetTypes: [
    ...TEMPLATE.facetTypes,
    facetType(
      'ft-series',
      'Series',
      'Overview',
      14,
      [field('series-stat', 'Statistic', 1, { required: true, rules: { 'Rank-Format': 'number', Compare: 'topic' } })],
      { duplicate: 'true' },
    ),
  ],
}
