import { describe, expect, it } from 'vitest'
import {
  briefFormErrors,
  canHaveParents,
  parentTypeOf,
  type BriefFormErrors,
  type BriefRuleOptions,
  type BriefRuleValues,
} from './briefRules'
import { messages } from './messages'

const cannotHaveParent = (type: string) => `The brief of type "${type}" cannot have a parent`

describe('briefFormErrors (spec 3 §5)', () => {
  it.each<[string, BriefRuleValues, BriefRuleOptions, BriefFormErrors]>([
    ['a core brief', { name: 'Climate', type: 'core' }, {}, {}],
    ['a sector with no parents', { name: 'Energy', type: 'sector', parents: [] }, {}, {}],
    ['a sub-sector with a parent', { name: 'Renewables', type: 'sub-sector', parents: [1] }, {}, {}],
    ['an industry with parents', { name: 'Solar', type: 'industry', parents: [2, 3] }, {}, {}],
    ['no name', { type: 'core' }, {}, { name: messages.enterBriefName }],
    ['a null name', { name: null, type: 'core' }, {}, { name: messages.enterBriefName }],
    ['a blank name', { name: ' \t ', type: 'core' }, {}, { name: messages.enterBriefName }],
    ['a name of 255 characters', { name: 'n'.repeat(255), type: 'core' }, {}, { name: messages.valueTooLong }],
    ['a name of 254 characters inside spaces', { name: ` ${'n'.repeat(254)} `, type: 'core' }, {}, {}],
    ['no type', { name: 'Climate' }, {}, { type: messages.chooseBriefType }],
    ['the empty type of the dialog', { name: 'Climate', type: '' }, {}, { type: messages.chooseBriefType }],
    ['an unknown type', { name: 'Climate', type: 'planet' }, {}, { type: messages.chooseBriefType }],
    ['a type in another case', { name: 'Climate', type: 'Core' }, {}, { type: messages.chooseBriefType }],
    ['nothing at all, new', {}, {}, { name: messages.enterBriefName, type: messages.chooseBriefType }],
    ['nothing at all, edited (a patch keeps what it leaves out)', {}, { isNew: false }, {}],
    ['only parents, edited (the stored type is the server’s to check)', { parents: [1] }, { isNew: false }, {}],
    ['a blank name, edited', { name: '  ' }, { isNew: false }, { name: messages.enterBriefName }],
    ['a cleared type, edited', { type: null }, { isNew: false }, { type: messages.chooseBriefType }],
    [
      'an unknown type with parents',
      { name: 'X', type: 'planet', parents: [1] },
      {},
      { type: messages.chooseBriefType },
    ],
  ])('%s', (_label, values, options, errors) => {
    expect(briefFormErrors(values, options)).toEqual(errors)
  })

  it.each(['core', 'landscape', 'current', 'sector'])('refuses parents on a %s brief, new or edited', (type) => {
    const errors = { parents: cannotHaveParent(type) }
    expect(briefFormErrors({ name: 'X', type, parents: [1] })).toEqual(errors)
    expect(briefFormErrors({ type, parents: [1] }, { isNew: false })).toEqual(errors)
  })
})

describe('parentTypeOf and canHaveParents (spec 3 §4)', () => {
  it.each<[unknown, string | null]>([
    ['industry', 'sub-sector'],
    ['sub-sector', 'sector'],
    ['sector', null],
    ['core', null],
    ['landscape', null],
    ['current', null],
    ['', null],
    [undefined, null],
    ['planet', null],
  ])('%s takes parents of type %s', (type, parentType) => {
    expect(parentTypeOf(type)).toBe(parentType)
    expect(canHaveParents(type)).toBe(parentType !== null)
  })
})
