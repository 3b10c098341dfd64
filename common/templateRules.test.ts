import { describe, expect, it } from 'vitest'
import { fillMessage, messages } from './messages'
import { FIELD_KINDS, type FieldKind, type RuleValue } from './templateFormat'
import { RULES, RULE_NAMES, ruleError, rulesForKind, type RuleName } from './templateRuleTable'
import {
  firstTemplateError,
  isTemplateInput,
  parseTemplateJson,
  templateHeadline,
  templateStructureErrors,
  type FacetFieldTypeInput,
  type FacetTypeInput,
  type TemplateError,
  type TemplateInput,
} from './templateRules'

const long = 'x'.repeat(255)
const longest = 'x'.repeat(254)

const fieldType = (
  name: string,
  kind: FieldKind,
  rules: Record<string, RuleValue> = {},
  order = 1,
): FacetFieldTypeInput => ({ name, kind, order, required: false, create: true, archived: false, rules })

const facetType = (name: string, section: string, fieldTypes: FacetFieldTypeInput[], order = 1): FacetTypeInput => ({
  name,
  section,
  level: 'Briefing',
  order,
  required: false,
  display: true,
  create: false,
  archived: false,
  deleted: false,
  duplicate: 'none',
  facetFieldTypes: fieldTypes,
})

/** A template of one facet type holding one field type of `kind` with these rules. */
const oneField = (kind: FieldKind, rules: Record<string, RuleValue>): TemplateInput => ({
  type: 'Actor',
  name: 'Actor',
  facetTypes: [facetType('Facet', 'Overview', [fieldType('field', kind, rules)])],
})

const RULES_PATH = 'facetTypes[0].facetFieldTypes[0].rules'
const clone = <T>(value: T): T => structuredClone(value)
const ruleValueMessage = (rule: RuleName) => fillMessage(messages.ruleValue, { rule, allowed: RULES[rule].allowed })

/** Every field kind, and most rules on the kinds that take them. */
const VALID: TemplateInput & { id: string; createdAt: string; updatedAt: string } = {
  id: 'a2b0c5d4-0000-4000-8000-000000000001',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  type: 'Actor',
  subType: 'Organisation',
  name: 'Actor – Organisation',
  layout: [{ sections: ['Overview', 'Profile'] }, { sections: ['Relationships'] }],
  facetTypes: [
    {
      ...facetType('Name', 'Overview', [
        {
          ...fieldType('value', 'Label', {
            Name: 'Instant',
            Start: 'open',
            Label: 'Name',
            Info: 'What the actor is called',
            Description: '',
            Field: 'value',
            Chars: 120,
            Type: 'dictionary',
            Mode: 'add',
            Dictionary: 'names',
          }),
          id: 'a2b0c5d4-0000-4000-8000-000000000002',
          required: true,
        },
        fieldType('summary', 'Detail', { Label: 'Summary', 'Detail-Chars': 0 }, 2),
        fieldType('importance', 'Importance', { Type: 'fixed' }, 3),
        fieldType('active', 'Checkbox', { Label: 'Active', Start: 'close' }, 4),
      ]),
      id: 'a2b0c5d4-0000-4000-8000-000000000003',
      level: 'Instant',
      required: true,
      create: true,
    },
    facetType(
      'Profile',
      'Profile',
      [
        fieldType('founded', 'Date', { Date: 'range', Format: 'mm/dd/yy', 'Event-Type': 'on' }),
        fieldType('headquarters', 'Location', { 'Location-Type': 'location-type' }, 2),
        fieldType(
          'logo',
          'Media',
          { 'Image-Type': 'Icon', 'Image-Detail': 'on', 'Image-Provenance': 'off', Chars: 80 },
          3,
        ),
        fieldType('source', 'Provenance', { Format: 'yy' }, 4),
        fieldType('employees', 'Statistic', { 'Rank-Format': 'percent', Compare: 'topic', Value: 'int' }, 5),
        fieldType('goal', 'Bullet', { Section: 'sections', Requirement: 'requirements', Chars: 0 }, 6),
      ],
      2,
    ),
    {
      ...facetType(
        'Related Actors',
        'Relationships',
        [
          fieldType('link', 'Link', {
            Direction: 'fixed-bi',
            'Allowed-Directions': ['to', 'from', 'bi'],
            'Allow-Link-To': ['Actor', 'Brief', 'Brief:sector'],
            'Relationship-Type-To': 'relationship-type-to',
            'Relationship-Type-From': 'relationship-type-from',
            'Relationship-Type-Bi': 'relationship-type-bi',
            Significance: 3,
            'Detailed-Description': 'on',
            'Link-Type': 'off',
            'Topic-Search': 'off',
            Chars: 254,
          }),
        ],
        3,
      ),
      level: 'Detailed read',
      duplicate: 'true',
    },
    { ...facetType('Archived', 'Profile', [fieldType('old', 'Label', {})], 4), archived: true, duplicate: 'section' },
    { ...facetType('Name', 'Overview', [fieldType('old', 'Label', {})], 5), deleted: true, duplicate: 'other' },
  ],
}

describe('the template messages', () => {
  it('are the words of spec 1 §5', () => {
    expect(messages).toMatchObject({
      invalidJson: 'Invalid JSON',
      invalidEntityFormat: 'Invalid Entity Format',
      unknownProperty: 'Unknown property',
      fieldTypeRequired: 'Field type is required for every Entity',
      templateStructure: 'Template has errors in structure',
      valueNotInteger: 'Value must be a Integer',
      valueTooLong: 'Value too long',
    })
  })
})

describe('a valid template', () => {
  it('has no errors', () => {
    expect(templateStructureErrors(VALID)).toEqual([])
    expect(firstTemplateError(VALID)).toBeUndefined()
    expect(isTemplateInput(VALID)).toBe(true)
  })

  it('uses every field kind', () => {
    const kinds = new Set(VALID.facetTypes.flatMap((type) => type.facetFieldTypes.map((field) => field.kind)))
    expect([...kinds].sort()).toEqual([...FIELD_KINDS].sort())
  })

  it.each<[string, (template: TemplateInput) => void]>([
    ['without a sub type', (t) => delete t.subType],
    ['with a null sub type', (t) => (t.subType = null)],
    ['with an empty sub type', (t) => (t.subType = '')],
    ['without a layout', (t) => delete t.layout],
    ['with an empty layout', (t) => (t.layout = [])],
    ['without facet types', (t) => ((t.facetTypes = []), (t.layout = []))],
    ['with names of 254 characters', (t) => ((t.name = longest), (t.type = longest), (t.subType = longest))],
    ['with a facet type name of 254 characters', (t) => (t.facetTypes[0].name = longest)],
    ['with a field type name of 254 characters', (t) => (t.facetTypes[0].facetFieldTypes[0].name = longest)],
    ['with a field type without rules', (t) => (t.facetTypes[0].facetFieldTypes[0].rules = {})],
    ['with a negative order', (t) => (t.facetTypes[0].order = -1)],
    [
      'with one facet type name in two sections',
      (t) => t.facetTypes.push({ ...facetType('Name', 'Profile', [fieldType('x', 'Label')]), order: 6 }),
    ],
    [
      'with one field type name in two facet types',
      (t) => (t.facetTypes[1].facetFieldTypes[0].name = t.facetTypes[0].facetFieldTypes[0].name),
    ],
    ['with a section used by a facet type but not laid out', (t) => (t.layout = [{ sections: ['Overview'] }])],
    ['with ids left out', (t) => t.facetTypes.forEach((type) => delete type.id)],
  ])('passes %s', (_label, change) => {
    const template = clone(VALID)
    change(template)
    expect(templateStructureErrors(template)).toEqual([])
  })
})

/**
 * Each rule on a kind that takes it, with values it takes and values it does not. Typed by RuleName,
 * so a rule added to RULES without cases here fails the type check.
 */
const RULE_CASES: Record<
  RuleName,
  { kind: FieldKind; good: RuleValue[]; bad: unknown[]; with?: Record<string, RuleValue> }
> = {
  Name: {
    kind: 'Checkbox',
    good: ['Instant', 'At a glance', 'Briefing', 'Detailed read', 'Others'],
    bad: ['instant', 'At a Glance', '', 'Other', 1, true, ['Instant']],
  },
  Start: { kind: 'Label', good: ['open', 'close'], bad: ['Open', 'closed', '', 0, false] },
  Label: { kind: 'Link', good: ['', 'Name', longest], bad: [long, 1, true, ['a'], null] },
  Info: { kind: 'Date', good: ['', 'Some help', longest], bad: [long, 2, false, {}] },
  Description: { kind: 'Media', good: ['', 'A description', longest], bad: [long, 3, true] },
  Field: { kind: 'Bullet', good: ['', 'value', longest], bad: [long, 4, ['value']] },
  Chars: {
    kind: 'Label',
    good: [0, 1, 120, 254, 10000],
    bad: [-1, 1.5, '120', '', 'unlimited', true, null, Number.NaN, Number.POSITIVE_INFINITY],
  },
  'Detail-Chars': { kind: 'Detail', good: [0, 1200], bad: [-5, 0.5, '1200', false] },
  Date: { kind: 'Date', good: ['range', 'start', 'end', 'single'], bad: ['Range', 'both', '', 1] },
  Format: {
    kind: 'Date',
    good: ['select', 'mm/dd/yy', 'mm/yy', 'yy'],
    bad: ['MM/DD/YYYY', 'dd/mm/yy', 'yyyy', '', 2],
  },
  'Event-Type': { kind: 'Date', good: ['on', 'off'], bad: ['On', 'yes', true, false, 1] },
  'Location-Type': {
    kind: 'Location',
    good: ['off', 'location-type', 'Locations 2', longest],
    bad: ['', '  ', ' location-type', 'location%type', 'a&b', long, 1, true, ['off']],
  },
  'Image-Type': {
    kind: 'Media',
    good: ['Icon', 'Photo', 'freeform', 'square'],
    bad: ['icon', 'photo', 'Freeform', 'Square', '', 400],
  },
  'Image-Detail': { kind: 'Media', good: ['on', 'off'], bad: ['ON', true, ''] },
  'Image-Provenance': { kind: 'Media', good: ['on', 'off'], bad: ['off ', false, 0] },
  'Rank-Format': { kind: 'Statistic', good: ['number', 'percent'], bad: ['Number', 'rank', '', 1] },
  Compare: { kind: 'Statistic', good: ['unlinked', 'topic', 'entity'], bad: ['linked', 'Topic', '', true] },
  Value: { kind: 'Statistic', good: ['int', 'percent'], bad: ['integer', 'float', '', 1] },
  Linked: {
    kind: 'Statistic',
    good: ['unlinked', 'Actor', 'Statistic Entity', 'Comparison Set', longest],
    bad: ['', ' ', ' Actor', 'Actor ', long, 1, true, ['Actor']],
  },
  Section: { kind: 'Bullet', good: ['sections', 'Goal Sections'], bad: ['', 'off%', ' sections', 1, ['sections']] },
  Requirement: { kind: 'Bullet', good: ['requirements'], bad: ['', 'a&b', 'requirements ', true] },
  Type: { kind: 'Label', good: ['text', 'fixed'], bad: ['Text', 'dict', 'free', 'off', '', 1, true] },
  Mode: {
    kind: 'Importance',
    good: ['free', 'add', 'fixed'],
    bad: ['Free', 'text', '', 1],
    with: { Type: 'dictionary', Dictionary: 'importance' },
  },
  Dictionary: {
    kind: 'Label',
    good: ['sectors', 'Sector names'],
    bad: ['', '   ', 'sec%tors', 'r&d', ' sectors', long, 1, ['sectors']],
    with: { Type: 'dictionary', Mode: 'fixed' },
  },
  Direction: {
    kind: 'Link',
    good: ['to', 'from', 'bi', 'fixed-to', 'fixed-from', 'fixed-bi'],
    bad: ['TO', 'bilateral', 'fixed', 'fixed-', 'fixed_to', '', 1, ['to']],
  },
  'Allowed-Directions': {
    kind: 'Link',
    good: [['to'], ['from', 'bi'], ['bi', 'from', 'to']],
    bad: [[], ['to', 'to'], ['fixed-to'], ['TO'], 'to', 'to,from', [1], null],
  },
  'Allow-Link-To': {
    kind: 'Link',
    good: [['Actor'], ['Actor', 'Plot', 'Brief'], ['Brief:core', 'Brief:industry'], ['Statistic Entity']],
    bad: [
      [],
      'Actor',
      ['Actor', 'Actor'],
      [''],
      [' Actor'],
      ['Brief:'],
      ['Brief:unknown'],
      ['Brief:Core'],
      [long],
      [1],
      [['Actor']],
    ],
  },
  'Relationship-Type-To': { kind: 'Link', good: ['relationship-type-to'], bad: ['', 'off%', 3] },
  'Relationship-Type-From': { kind: 'Link', good: ['relationship-type-from'], bad: [' ', ['a'], false] },
  'Relationship-Type-Bi': { kind: 'Link', good: ['relationship-type-bi'], bad: ['a&', 'x ', null] },
  Significance: {
    kind: 'Link',
    good: ['off', 'on', 1, 2, 3, 4, 5],
    bad: [0, 6, -1, 2.5, '3', 'On', '', true, [3]],
  },
  'Detailed-Description': { kind: 'Link', good: ['on', 'off'], bad: ['true', true, '', 1] },
  'Link-Type': {
    kind: 'Link',
    good: ['off', 'link-types'],
    bad: ['', 'Off ', 'link%types', 1, false],
  },
  'Topic-Search': { kind: 'Link', good: ['on', 'off'], bad: ['no', false, 0] },
}

const ruleCases = Object.entries(RULE_CASES) as [RuleName, (typeof RULE_CASES)[RuleName]][]

describe('RULES', () => {
  it('has a case for every rule, each on a kind the rule takes', () => {
    expect(Object.keys(RULE_CASES).sort()).toEqual([...RULE_NAMES].sort())
    for (const [rule, { kind }] of ruleCases) expect(RULES[rule].kinds).toContain(kind)
  })

  it.each<[FieldKind, RuleName[]]>([
    ['Label', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Chars', 'Type', 'Mode', 'Dictionary']],
    ['Detail', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Detail-Chars']],
    ['Checkbox', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field']],
    ['Date', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Date', 'Format', 'Event-Type']],
    ['Importance', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Type', 'Mode', 'Dictionary']],
    ['Location', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Location-Type']],
    [
      'Media',
      [
        'Name',
        'Start',
        'Label',
        'Info',
        'Description',
        'Field',
        'Chars',
        'Image-Type',
        'Image-Detail',
        'Image-Provenance',
      ],
    ],
    ['Provenance', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Chars', 'Format']],
    [
      'Statistic',
      ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Rank-Format', 'Compare', 'Value', 'Linked'],
    ],
    ['Bullet', ['Name', 'Start', 'Label', 'Info', 'Description', 'Field', 'Chars', 'Section', 'Requirement']],
    [
      'Link',
      [
        'Name',
        'Start',
        'Label',
        'Info',
        'Description',
        'Field',
        'Chars',
        'Direction',
        'Allowed-Directions',
        'Allow-Link-To',
        'Relationship-Type-To',
        'Relationship-Type-From',
        'Relationship-Type-Bi',
        'Significance',
        'Detailed-Description',
        'Link-Type',
        'Topic-Search',
      ],
    ],
  ])('a %s field type takes %j', (kind, rules) => {
    expect(rulesForKind(kind)).toEqual(rules)
  })

  it('says what a value should be in words', () => {
    expect(ruleValueMessage('Chars')).toBe('Rule "Chars" takes a whole number of at least 0')
    expect(ruleValueMessage('Direction')).toBe(
      'Rule "Direction" takes one of "to", "from", "bi", "fixed-to", "fixed-from", "fixed-bi"',
    )
    expect(ruleValueMessage('Significance')).toBe(
      'Rule "Significance" takes "off", "on" or a default significance from 1 to 5',
    )
    expect(ruleValueMessage('Link-Type')).toBe('Rule "Link-Type" takes the name of a dictionary, or "off"')
    expect(RULES.Name.values).toEqual(['Instant', 'At a glance', 'Briefing', 'Detailed read', 'Others'])
  })

  describe.each(ruleCases)('%s', (rule, { kind, good, bad, with: others = {} }) => {
    it.each(good.map((value) => [value]))('takes %j', (value) => {
      expect(ruleError(kind, rule, value)).toBeUndefined()
      expect(templateStructureErrors(oneField(kind, { ...others, [rule]: value }))).toEqual([])
    })

    it.each(bad.map((value) => [value]))('refuses %j', (value) => {
      expect(ruleError(kind, rule, value)).toBe(ruleValueMessage(rule))
      const errors = templateStructureErrors(oneField(kind, { ...others, [rule]: value as RuleValue }))
      expect(errors).toEqual([{ path: `${RULES_PATH}.${rule}`, message: ruleValueMessage(rule) }])
      expect(templateHeadline(errors)).toBe(messages.templateStructure)
    })

    const otherKinds = FIELD_KINDS.filter((other) => !(RULES[rule].kinds as readonly FieldKind[]).includes(other))
    if (otherKinds.length) {
      it.each(otherKinds.map((other) => [other]))('is not taken by %s', (other) => {
        const message = fillMessage(messages.ruleNotForKind, { rule, kind: other })
        expect(message).toBe(`Rule "${rule}" is not taken by ${other} fields`)
        expect(ruleError(other, rule, good[0])).toBe(message)
        expect(templateStructureErrors(oneField(other, { [rule]: good[0] }))).toEqual([
          { path: `${RULES_PATH}.${rule}`, message },
        ])
      })
    }
  })

  it.each(['chars', 'CHARS', 'Unknown', 'Detail Chars', 'Relationship-Type', '__proto__', 'constructor'])(
    'calls %j an unknown property',
    (rule) => {
      expect(ruleError('Label', rule, 1)).toBe(messages.unknownProperty)
      const rules = JSON.parse(`{${JSON.stringify(rule)}: 1}`) as Record<string, RuleValue>
      expect(templateStructureErrors(oneField('Label', rules))).toEqual([
        { path: `${RULES_PATH}.${rule}`, message: messages.unknownProperty },
      ])
    },
  )

  it('checks the rules of a field type of an unknown kind by name and value only', () => {
    const template = oneField('Label', { Chars: -1, Direction: 'to', Nope: 1 })
    ;(template.facetTypes[0].facetFieldTypes[0] as { kind: string }).kind = 'Text'
    expect(templateStructureErrors(template)).toEqual([
      {
        path: 'facetTypes[0].facetFieldTypes[0].kind',
        message: fillMessage(messages.valueNotOneOf, { values: FIELD_KINDS.join(', ') }),
      },
      { path: `${RULES_PATH}.Chars`, message: ruleValueMessage('Chars') },
      { path: `${RULES_PATH}.Nope`, message: messages.unknownProperty },
    ])
  })
})

describe('Type, Mode and Dictionary', () => {
  const needs = (rule: string) => fillMessage(messages.ruleNeedsDictionaryType, { rule })
  const onlyWith = (rule: string) => fillMessage(messages.ruleOnlyWithDictionaryType, { rule })

  it('word their messages', () => {
    expect(needs('Mode')).toBe('Rule "Mode" is required when rule "Type" is "dictionary"')
    expect(onlyWith('Dictionary')).toBe('Rule "Dictionary" is taken only when rule "Type" is "dictionary"')
  })

  it.each<[string, FieldKind, Record<string, RuleValue>, TemplateError[]]>([
    ['dictionary with mode and dictionary', 'Label', { Type: 'dictionary', Mode: 'free', Dictionary: 'd' }, []],
    ['text alone', 'Label', { Type: 'text' }, []],
    ['no type at all', 'Importance', {}, []],
    [
      'dictionary without a mode',
      'Label',
      { Type: 'dictionary', Dictionary: 'd' },
      [{ path: `${RULES_PATH}.Mode`, message: needs('Mode') }],
    ],
    [
      'dictionary without a dictionary',
      'Importance',
      { Type: 'dictionary', Mode: 'add' },
      [{ path: `${RULES_PATH}.Dictionary`, message: needs('Dictionary') }],
    ],
    [
      'dictionary alone',
      'Label',
      { Type: 'dictionary' },
      [
        { path: `${RULES_PATH}.Mode`, message: needs('Mode') },
        { path: `${RULES_PATH}.Dictionary`, message: needs('Dictionary') },
      ],
    ],
    [
      'a mode with type text',
      'Label',
      { Type: 'text', Mode: 'free' },
      [{ path: `${RULES_PATH}.Mode`, message: onlyWith('Mode') }],
    ],
    [
      'a dictionary with type fixed',
      'Importance',
      { Type: 'fixed', Dictionary: 'd' },
      [{ path: `${RULES_PATH}.Dictionary`, message: onlyWith('Dictionary') }],
    ],
    [
      'a mode and a dictionary without a type',
      'Label',
      { Mode: 'fixed', Dictionary: 'd' },
      [
        { path: `${RULES_PATH}.Mode`, message: onlyWith('Mode') },
        { path: `${RULES_PATH}.Dictionary`, message: onlyWith('Dictionary') },
      ],
    ],
    [
      'a bad type with a mode: the type alone',
      'Label',
      { Type: 'Dictionary', Mode: 'fixed' },
      [{ path: `${RULES_PATH}.Type`, message: ruleValueMessage('Type') }],
    ],
    [
      'a bad mode with type dictionary: the mode alone',
      'Label',
      { Type: 'dictionary', Mode: 'open', Dictionary: 'd' },
      [{ path: `${RULES_PATH}.Mode`, message: ruleValueMessage('Mode') }],
    ],
  ])('%s', (_label, kind, rules, errors) => {
    expect(templateStructureErrors(oneField(kind, rules))).toEqual(errors)
  })
})

describe('templateStructureErrors', () => {
  const format = (...paths: string[]) => paths.map((path) => ({ path, message: messages.invalidEntityFormat }))

  it.each<[string, unknown, TemplateError[]]>([
    ['null', null, format('')],
    ['a string', 'template', format('')],
    ['a number', 1, format('')],
    ['an array', [VALID], format('')],
    ['an empty object', {}, format('type', 'name', 'facetTypes')],
    ['no type', { name: 'A', facetTypes: [] }, format('type')],
    ['no name', { type: 'A', facetTypes: [] }, format('name')],
    ['no facet types', { type: 'A', name: 'A' }, format('facetTypes')],
    ['a number as the type', { type: 1, name: 'A', facetTypes: [] }, format('type')],
    ['null as the name', { type: 'A', name: null, facetTypes: [] }, format('name')],
    ['an object as the facet types', { type: 'A', name: 'A', facetTypes: {} }, format('facetTypes')],
    [
      'an invalid format with unknown properties: the format alone',
      { type: 'A', name: 'A', facetTypes: 'none', extra: 1 },
      format('facetTypes'),
    ],
  ])('calls %s an invalid entity format', (_label, input, errors) => {
    expect(templateStructureErrors(input)).toEqual(errors)
    expect(templateHeadline(templateStructureErrors(input))).toBe(messages.invalidEntityFormat)
  })

  type Case = [string, (template: Record<string, unknown> & TemplateInput) => void, TemplateError[]]
  const error = (path: string, message: string): TemplateError => ({ path, message })
  const unknown = (path: string) => error(path, messages.unknownProperty)
  const missing = (path: string) => error(path, messages.missingProperty)

  it.each<Case>([
    // unknown properties, at each level
    ['an unknown top-level property', (t) => (t.template = 'x'), [unknown('template')]],
    ['two unknown top-level properties', (t) => Object.assign(t, { a: 1, b: 2 }), [unknown('a'), unknown('b')]],
    [
      'an unknown facet type property',
      (t) => Object.assign(t.facetTypes[1], { fields: [] }),
      [unknown('facetTypes[1].fields')],
    ],
    [
      'an unknown field type property',
      (t) => Object.assign(t.facetTypes[2].facetFieldTypes[0], { type: 'Link' }),
      [unknown('facetTypes[2].facetFieldTypes[0].type')],
    ],
    [
      'an unknown layout row property',
      (t) => Object.assign(t.layout![1], { columns: 2 }),
      [unknown('layout[1].columns')],
    ],
    [
      'an unknown rule',
      (t) => Object.assign(t.facetTypes[1].facetFieldTypes[3].rules, { Max: 3 }),
      [unknown('facetTypes[1].facetFieldTypes[3].rules.Max')],
    ],
    // names
    ['a blank type', (t) => (t.type = '  '), [error('type', messages.enterTemplateType)]],
    ['an empty name', (t) => (t.name = ''), [error('name', messages.enterTemplateName)]],
    ['a type too long', (t) => (t.type = long), [error('type', messages.valueTooLong)]],
    ['a name too long', (t) => (t.name = long), [error('name', messages.valueTooLong)]],
    ['a sub type too long', (t) => (t.subType = long), [error('subType', messages.valueTooLong)]],
    [
      'a number as the sub type',
      (t) => ((t as Record<string, unknown>).subType = 3),
      [error('subType', messages.valueNotText)],
    ],
    [
      'a blank facet type name',
      (t) => (t.facetTypes[1].name = ' '),
      [error('facetTypes[1].name', messages.enterFacetTypeName)],
    ],
    [
      'a facet type name too long',
      (t) => (t.facetTypes[1].name = long),
      [error('facetTypes[1].name', messages.valueTooLong)],
    ],
    [
      'a blank section',
      (t) => (t.facetTypes[0].section = ''),
      [
        error('facetTypes[0].section', messages.enterSection),
        error('layout[0].sections[0]', messages.layoutSectionUnused),
      ],
    ],
    [
      'a blank field type name',
      (t) => (t.facetTypes[1].facetFieldTypes[2].name = '\t'),
      [error('facetTypes[1].facetFieldTypes[2].name', messages.enterFieldTypeName)],
    ],
    [
      'a field type name too long',
      (t) => (t.facetTypes[1].facetFieldTypes[2].name = long),
      [error('facetTypes[1].facetFieldTypes[2].name', messages.valueTooLong)],
    ],
    [
      'a number as a facet type name',
      (t) => ((t.facetTypes[0] as Record<string, unknown>).name = 1),
      [error('facetTypes[0].name', messages.valueNotText)],
    ],
    // missing field types
    [
      'a facet type without field types',
      (t) => (t.facetTypes[1].facetFieldTypes = []),
      [error('facetTypes[1].facetFieldTypes', messages.fieldTypeRequired)],
    ],
    [
      'a facet type with its field types left out',
      (t) => delete (t.facetTypes[1] as Partial<FacetTypeInput>).facetFieldTypes,
      [error('facetTypes[1].facetFieldTypes', messages.fieldTypeRequired)],
    ],
    [
      'a deleted facet type without field types',
      (t) => (t.facetTypes[4].facetFieldTypes = []),
      [error('facetTypes[4].facetFieldTypes', messages.fieldTypeRequired)],
    ],
    [
      'field types that are no list',
      (t) => ((t.facetTypes[1] as Record<string, unknown>).facetFieldTypes = { 0: {} }),
      [error('facetTypes[1].facetFieldTypes', messages.valueNotList)],
    ],
    // values of the wrong kind
    [
      'a facet type that is no object',
      (t) => ((t.facetTypes as unknown[])[1] = 'Profile'),
      [error('facetTypes[1]', messages.valueNotObject)],
    ],
    [
      'a field type that is no object',
      (t) => ((t.facetTypes[1].facetFieldTypes as unknown[])[0] = null),
      [error('facetTypes[1].facetFieldTypes[0]', messages.valueNotObject)],
    ],
    [
      'a bad level',
      (t) => ((t.facetTypes[1] as Record<string, unknown>).level = 'briefing'),
      [error('facetTypes[1].level', 'Value must be one of Instant, At a glance, Briefing, Detailed read, Others')],
    ],
    [
      'a bad duplicate setting',
      (t) => ((t.facetTypes[1] as Record<string, unknown>).duplicate = true),
      [error('facetTypes[1].duplicate', 'Value must be one of none, true, section, other')],
    ],
    [
      'a bad kind',
      (t) => ((t.facetTypes[1].facetFieldTypes[0] as Record<string, unknown>).kind = 'date'),
      [
        error(
          'facetTypes[1].facetFieldTypes[0].kind',
          'Value must be one of Label, Detail, Checkbox, Date, Importance, Location, Media, Provenance, Statistic, Bullet, Link',
        ),
      ],
    ],
    [
      'a fractional facet type order',
      (t) => (t.facetTypes[1].order = 1.5),
      [error('facetTypes[1].order', messages.valueNotInteger)],
    ],
    [
      'a field type order as text',
      (t) => ((t.facetTypes[1].facetFieldTypes[0] as Record<string, unknown>).order = '1'),
      [error('facetTypes[1].facetFieldTypes[0].order', messages.valueNotInteger)],
    ],
    ...(['required', 'display', 'create', 'archived', 'deleted'] as const).map((flag): Case => [
      `a facet type ${flag} flag as text`,
      (t) => ((t.facetTypes[1] as Record<string, unknown>)[flag] = 'true'),
      [error(`facetTypes[1].${flag}`, messages.valueNotBoolean)],
    ]),
    ...(['required', 'create', 'archived'] as const).map((flag): Case => [
      `a field type ${flag} flag as a number`,
      (t) => ((t.facetTypes[1].facetFieldTypes[1] as Record<string, unknown>)[flag] = 1),
      [error(`facetTypes[1].facetFieldTypes[1].${flag}`, messages.valueNotBoolean)],
    ]),
    [
      'a number as a facet type id',
      (t) => ((t.facetTypes[0] as Record<string, unknown>).id = 5),
      [error('facetTypes[0].id', messages.valueNotText)],
    ],
    [
      'null as a field type id',
      (t) => ((t.facetTypes[0].facetFieldTypes[0] as Record<string, unknown>).id = null),
      [error('facetTypes[0].facetFieldTypes[0].id', messages.valueNotText)],
    ],
    [
      'rules as a list',
      (t) => ((t.facetTypes[1].facetFieldTypes[0] as Record<string, unknown>).rules = []),
      [error('facetTypes[1].facetFieldTypes[0].rules', messages.valueNotObject)],
    ],
    // duplicate names
    [
      'two facet types of one name in one section',
      (t) => (t.facetTypes[3].name = 'Profile'),
      [error('facetTypes[3].name', messages.facetTypeNameTaken)],
    ],
    [
      'two facet types whose names differ by case and spaces',
      (t) => (t.facetTypes[3].name = ' PROFILE '),
      [error('facetTypes[3].name', messages.facetTypeNameTaken)],
    ],
    [
      'two facet types of one name in sections that differ by case',
      (t) => ((t.facetTypes[3].name = 'Profile'), (t.facetTypes[3].section = 'profile')),
      [error('facetTypes[3].name', messages.facetTypeNameTaken)],
    ],
    [
      'two field types of one name in a facet type',
      (t) => (t.facetTypes[1].facetFieldTypes[5].name = 'Founded'),
      [error('facetTypes[1].facetFieldTypes[5].name', messages.fieldTypeNameTaken)],
    ],
    // layout
    [
      'a layout section no facet type uses',
      (t) => t.layout![1].sections.push('History'),
      [error('layout[1].sections[1]', messages.layoutSectionUnused)],
    ],
    [
      'a layout section only a deleted facet type uses',
      (t) => ((t.facetTypes[4].section = 'Old'), t.layout!.push({ sections: ['Old'] })),
      [error('layout[2].sections[0]', messages.layoutSectionUnused)],
    ],
    [
      'a layout section twice',
      (t) => t.layout![1].sections.push('overview'),
      [error('layout[1].sections[1]', messages.layoutSectionRepeated)],
    ],
    [
      'an empty layout row',
      (t) => t.layout!.push({ sections: [] }),
      [error('layout[2].sections', messages.layoutRowEmpty)],
    ],
    [
      'a blank layout section',
      (t) => t.layout![1].sections.push(' '),
      [error('layout[1].sections[1]', messages.enterSection)],
    ],
    [
      'a layout that is no list',
      (t) => ((t as Record<string, unknown>).layout = {}),
      [error('layout', messages.valueNotList)],
    ],
    [
      'a layout row that is no object',
      (t) => ((t.layout as unknown[])[1] = ['Relationships']),
      [error('layout[1]', messages.valueNotObject)],
    ],
    ['a layout row without sections', (t) => ((t.layout as unknown[])[1] = {}), [missing('layout[1].sections')]],
    // rules, in the body
    [
      'a rule value not allowed',
      (t) => (t.facetTypes[0].facetFieldTypes[0].rules.Chars = -1),
      [error('facetTypes[0].facetFieldTypes[0].rules.Chars', 'Rule "Chars" takes a whole number of at least 0')],
    ],
    [
      'a rule on the wrong kind',
      (t) => (t.facetTypes[0].facetFieldTypes[1].rules.Chars = 10),
      [error('facetTypes[0].facetFieldTypes[1].rules.Chars', 'Rule "Chars" is not taken by Detail fields')],
    ],
    // several problems, in the order of the body
    [
      'several problems',
      (t) => {
        t.extra = true
        t.name = ''
        t.facetTypes[0].facetFieldTypes[0].rules.Direction = 'to'
        t.facetTypes[2].facetFieldTypes = []
      },
      [
        unknown('extra'),
        error('name', messages.enterTemplateName),
        error('facetTypes[0].facetFieldTypes[0].rules.Direction', 'Rule "Direction" is not taken by Label fields'),
        error('facetTypes[2].facetFieldTypes', messages.fieldTypeRequired),
      ],
    ],
  ])('finds %s', (_label, change, errors) => {
    const template = clone(VALID) as Record<string, unknown> & TemplateInput
    change(template)
    expect(templateStructureErrors(template)).toEqual(errors)
    expect(isTemplateInput(template)).toBe(false)
  })

  it.each(['name', 'section', 'level', 'order', 'required', 'display', 'create', 'archived', 'deleted', 'duplicate'])(
    'finds a facet type without %s',
    (key) => {
      const template = clone(VALID)
      delete (template.facetTypes[2] as Partial<FacetTypeInput>)[key as keyof FacetTypeInput]
      const errors = templateStructureErrors(template)
      expect(errors[0]).toEqual(missing(`facetTypes[2].${key}`))
      expect(templateHeadline(errors)).toBe(messages.templateStructure)
    },
  )

  it.each(['name', 'kind', 'order', 'required', 'create', 'archived', 'rules'])(
    'finds a field type without %s',
    (key) => {
      const template = clone(VALID)
      delete (template.facetTypes[1].facetFieldTypes[4] as Partial<FacetFieldTypeInput>)[
        key as keyof FacetFieldTypeInput
      ]
      expect(templateStructureErrors(template)).toEqual([missing(`facetTypes[1].facetFieldTypes[4].${key}`)])
    },
  )

  it('counts properties sent as undefined as left out', () => {
    const template = { ...clone(VALID), subType: undefined, layout: undefined, extra: undefined }
    expect(templateStructureErrors(template)).toEqual([])
  })

  it('leaves the template it checks unchanged', () => {
    const template = clone(VALID)
    templateStructureErrors(template)
    expect(template).toEqual(VALID)
  })
})

describe('templateHeadline', () => {
  const at = (message: string): TemplateError => ({ path: 'x', message })

  it.each<[TemplateError[], string | undefined]>([
    [[], undefined],
    [[at(messages.invalidEntityFormat), at(messages.unknownProperty)], 'Invalid Entity Format'],
    [[at(messages.unknownProperty), at(messages.fieldTypeRequired)], 'Unknown property'],
    [[at(messages.fieldTypeRequired), at(messages.unknownProperty)], 'Field type is required for every Entity'],
    [[at(messages.enterTemplateName), at(messages.unknownProperty)], 'Template has errors in structure'],
    [[at('Rule "Chars" takes a whole number of at least 0')], 'Template has errors in structure'],
    [[at(messages.valueTooLong)], 'Template has errors in structure'],
    [[at(messages.layoutSectionUnused)], 'Template has errors in structure'],
  ])('%j → %j', (errors, headline) => {
    expect(templateHeadline(errors)).toBe(headline)
  })

  it.each<[string, unknown, string | undefined]>([
    ['a good template', VALID, undefined],
    ['no object', [], 'Invalid Entity Format'],
    ['an unknown property', { ...VALID, extra: 1 }, 'Unknown property'],
    ['a template of one field type', oneField('Label', {}), undefined],
    [
      'a facet type without field types',
      { ...oneField('Label', {}), facetTypes: [{ ...facetType('F', 'S', []) }] },
      'Field type is required for every Entity',
    ],
    ['a rule value not allowed', oneField('Link', { Significance: 7 }), 'Template has errors in structure'],
    ['a rule on the wrong kind', oneField('Checkbox', { Chars: 7 }), 'Template has errors in structure'],
  ])('firstTemplateError of %s → %j', (_label, input, headline) => {
    expect(firstTemplateError(input)).toBe(headline)
  })
})

describe('parseTemplateJson', () => {
  it.each<[string, unknown]>([
    [JSON.stringify(VALID), VALID],
    ['{"type":"Actor"}', { type: 'Actor' }],
    ['  []  ', []],
    ['null', null],
    ['"text"', 'text'],
  ])('reads %s', (text, template) => {
    expect(parseTemplateJson(text)).toEqual({ template })
  })

  it.each(['', '   ', '{', '{"type": "Actor",}', "{'type': 'Actor'}", '{type: "Actor"}', 'undefined', 'Actor'])(
    'calls %j invalid JSON',
    (text) => {
      expect(parseTemplateJson(text)).toEqual({ error: 'Invalid JSON' })
    },
  )

  it('passes what it reads on to the structure check', () => {
    const { template } = parseTemplateJson('{"type":"Actor","name":"Actor","facetTypes":[{"name":"F"}]}')
    expect(templateHeadline(templateStructureErrors(template))).toBe(messages.templateStructure)
  })
})
