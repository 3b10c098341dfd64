import type { Knex } from 'knex'
import type { TemplateInput } from '../../common/templateRules'
import type { DuplicateSetting, FacetLevel, FieldKind, RuleValue } from '../../common/templateFormat'
import { writeStructure } from '../services/entity-templates/entity-templates.structure'

type FieldSpec = [name: string, kind: FieldKind, rules?: Record<string, RuleValue>, required?: boolean]

interface FacetSpec {
  name: string
  section: string
  level?: FacetLevel
  required?: boolean
  create?: boolean
  display?: boolean
  duplicate?: DuplicateSetting
  fields: FieldSpec[]
}

const facet = (spec: FacetSpec, order: number): TemplateInput['facetTypes'][number] => ({
  name: spec.name,
  section: spec.section,
  level: spec.level ?? 'Briefing',
  order,
  required: spec.required ?? false,
  display: spec.display ?? true,
  create: spec.create ?? spec.required ?? false,
  archived: false,
  deleted: false,
  duplicate: spec.duplicate ?? 'none',
  facetFieldTypes: spec.fields.map(([name, kind, rules = {}, required = false], index) => ({
    name,
    kind,
    order: index + 1,
    required,
    create: true,
    archived: false,
    rules,
  })),
})

const template = (type: string, subType: string | null, name: string, facets: FacetSpec[]): TemplateInput => {
  const sections = [...new Set(facets.map((spec) => spec.section))]
  return {
    type,
    subType,
    name,
    layout: sections.map((section) => ({ sections: [section] })),
    facetTypes: facets.map((spec, index) => facet(spec, index + 1)),
  }
}

// facets every entity carries: what it is called, a summary and where that comes from
const CORE: FacetSpec[] = [
  {
    name: 'Name',
    section: 'Overview',
    level: 'Instant',
    required: true,
    fields: [['value', 'Label', { Label: 'Name', Chars: 120, Type: 'text' }, true]],
  },
  {
    name: 'Summary',
    section: 'Overview',
    level: 'At a glance',
    required: true,
    fields: [
      ['value', 'Detail', { Label: 'Summary', 'Detail-Chars': 1200 }, true],
      ['source', 'Provenance', { Label: 'Source' }, true],
    ],
  },
  {
    name: 'Importance',
    section: 'Overview',
    level: 'Instant',
    fields: [['importance', 'Importance', { Label: 'Importance', Type: 'fixed' }]],
  },
]

const KEYWORDS: FacetSpec[] = [
  {
    name: 'English Keywords',
    section: 'Keywords',
    level: 'Others',
    display: false,
    fields: [['value', 'Label', { Label: 'Keyword', Chars: 80, Type: 'text' }]],
  },
]

const RELATIONSHIP: FacetSpec = {
  name: 'Related Actors',
  section: 'Relationships',
  level: 'Detailed read',
  duplicate: 'true',
  fields: [
    [
      'link',
      'Link',
      {
        Direction: 'bi',
        'Allowed-Directions': ['to', 'from', 'bi'],
        'Allow-Link-To': ['Actor'],
        'Relationship-Type-To': 'relationship-type-to',
        'Relationship-Type-From': 'relationship-type-from',
        'Relationship-Type-Bi': 'relationship-type-to',
        Significance: 3,
        'Detailed-Description': 'on',
        'Topic-Search': 'on',
      },
    ],
  ],
}

/**
 * The reference templates the editor needs on an empty database (docs/templates.md): Actor (an
 * organisation and a person), Plot, Context, Brief with its sub-types (Comparison Set among them) and
 * Statistic Entity. Between them their facet types use every field kind.
 */
export const REFERENCE_TEMPLATES: TemplateInput[] = [
  template('Actor', 'Organisation', 'Actor – Organisation', [
    ...CORE,
    {
      name: 'Headquarters',
      section: 'Profile',
      fields: [['location', 'Location', { Label: 'Headquarters', 'Location-Type': 'location-type' }]],
    },
    {
      name: 'Logo',
      section: 'Profile',
      level: 'Instant',
      fields: [['image', 'Media', { 'Image-Type': 'Icon', 'Image-Detail': 'on', 'Image-Provenance': 'on' }]],
    },
    {
      name: 'Founded',
      section: 'Profile',
      fields: [['date', 'Date', { Date: 'single', Format: 'yy', 'Event-Type': 'off' }]],
    },
    {
      name: 'Sector',
      section: 'Profile',
      fields: [['value', 'Label', { Label: 'Sector', Type: 'dictionary', Mode: 'fixed', Dictionary: 'sectors' }]],
    },
    RELATIONSHIP,
    ...KEYWORDS,
  ]),
  template('Actor', 'Person', 'Actor – Person', [
    ...CORE,
    {
      name: 'Portrait',
      section: 'Profile',
      level: 'Instant',
      fields: [['image', 'Media', { 'Image-Type': 'Photo', 'Image-Detail': 'on', 'Image-Provenance': 'on' }]],
    },
    {
      name: 'Born',
      section: 'Profile',
      fields: [['date', 'Date', { Date: 'single', Format: 'mm/dd/yy', 'Event-Type': 'off' }]],
    },
    { name: 'Role', section: 'Career', display: false, fields: [['value', 'Label', { Type: 'text' }]] },
    { name: 'Education', section: 'Career', display: false, fields: [['value', 'Label', { Type: 'text' }]] },
    RELATIONSHIP,
    ...KEYWORDS,
  ]),
  template('Plot', null, 'Plot', [
    ...CORE,
    {
      name: 'Key Events',
      section: 'Timeline',
      level: 'Detailed read',
      duplicate: 'true',
      fields: [
        ['date', 'Date', { Date: 'range', Format: 'select', 'Event-Type': 'on' }, true],
        ['event', 'Detail', { Label: 'What happened', 'Detail-Chars': 600 }, true],
        ['source', 'Provenance', { Label: 'Source' }],
      ],
    },
    {
      name: 'Where',
      section: 'Timeline',
      fields: [['location', 'Location', { 'Location-Type': 'off' }]],
    },
    { ...RELATIONSHIP, name: 'Actors Involved' },
  ]),
  template('Context', null, 'Context', [
    ...CORE,
    {
      name: 'Drivers',
      section: 'Analysis',
      level: 'Detailed read',
      duplicate: 'section',
      fields: [
        ['section', 'Bullet', { Section: 'sectors', Requirement: 'sectors' }, true],
        ['confirmed', 'Checkbox', { Label: 'Confirmed by two sources' }],
      ],
    },
  ]),
  ...['Core Brief', 'Industry Brief', 'Country Brief', 'Comparison Set'].map((subType) =>
    template('Brief', subType, `Brief – ${subType}`, [
      ...CORE,
      {
        name: 'Members',
        section: 'Membership',
        level: 'Detailed read',
        duplicate: 'true',
        fields: [
          ['link', 'Link', { Direction: 'fixed-to', 'Allow-Link-To': ['Actor', 'Context'], Significance: 'off' }],
        ],
      },
    ]),
  ),
  template('Statistic Entity', null, 'Statistic Entity', [
    ...CORE.slice(0, 2),
    {
      name: 'Series',
      section: 'Statistics',
      level: 'Detailed read',
      required: true,
      duplicate: 'true',
      fields: [
        [
          'statistic',
          'Statistic',
          { 'Rank-Format': 'number', Compare: 'topic', Value: 'int', Linked: 'unlinked' },
          true,
        ],
      ],
    },
  ]),
]

/** Seeds the reference templates on a database that has none. */
export async function seedReferenceTemplates(db: Knex) {
  if (await db('entity_templates').first()) return
  await db.transaction(async (trx) => {
    for (const { facetTypes, ...data } of REFERENCE_TEMPLATES) {
      const [{ id }] = await trx('entity_templates').insert({ ...data, layout: JSON.stringify(data.layout) }, ['id'])
      await writeStructure(trx, id, facetTypes)
    }
  })
}
