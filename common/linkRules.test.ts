import { describe, expect, it } from 'vitest'
import {
  briefTypeOf,
  linkAllowsTarget,
  linkDirections,
  linkStrength,
  linkTargetFilter,
  linkTypeDictionary,
} from './linkRules'

describe('link directions', () => {
  it('offers the allowed directions, starting from the Direction rule', () => {
    expect(linkDirections({ Direction: 'bi', 'Allowed-Directions': ['to', 'from', 'bi'] })).toEqual({
      choices: ['TO', 'FROM', 'BILATERAL'],
      fixed: false,
      initial: 'BILATERAL',
    })
    expect(linkDirections({ 'Allowed-Directions': ['from'] })).toEqual({
      choices: ['FROM'],
      fixed: false,
      initial: 'FROM',
    })
    expect(linkDirections({})).toMatchObject({ choices: ['TO', 'FROM', 'BILATERAL'], initial: 'TO' })
  })

  it('keeps a fixed direction', () => {
    expect(linkDirections({ Direction: 'fixed-to', 'Allowed-Directions': ['from'] })).toEqual({
      choices: ['TO'],
      fixed: true,
      initial: 'TO',
    })
    expect(linkDirections({ Direction: 'fixed-bi' }).choices).toEqual(['BILATERAL'])
  })

  it('takes the types of a direction from its dictionary', () => {
    const rules = {
      'Relationship-Type-To': 'to-types',
      'Relationship-Type-From': 'from-types',
      'Relationship-Type-Bi': 'off',
    }
    expect(linkTypeDictionary(rules, 'TO')).toBe('to-types')
    expect(linkTypeDictionary(rules, 'FROM')).toBe('from-types')
    expect(linkTypeDictionary(rules, 'BILATERAL')).toBeNull()
  })
})

describe('link significance and targets', () => {
  it('reads Significance as off, on or a default', () => {
    expect(linkStrength({ Significance: 'off' })).toEqual({ shown: false, initial: null })
    // spec 1 §9: relationship strength default 3, or the template rule's default
    expect(linkStrength({ Significance: 'on' })).toEqual({ shown: true, initial: 3 })
    expect(linkStrength({})).toEqual({ shown: true, initial: 3 })
    expect(linkStrength({ Significance: 5 })).toEqual({ shown: true, initial: 5 })
    expect(linkStrength({ Significance: 3 })).toEqual({ shown: true, initial: 3 })
  })

  it('allows the entity types named, briefs of a kind, and no brief without the rule', () => {
    const rules = { 'Allow-Link-To': ['Actor', 'Brief:core'] }
    expect(linkAllowsTarget(rules, { type: 'Actor', subType: 'Person' })).toBe(true)
    expect(linkAllowsTarget(rules, { type: 'Brief', subType: 'Core Brief' })).toBe(true)
    expect(linkAllowsTarget(rules, { type: 'Brief', subType: 'Industry Brief' })).toBe(false)
    expect(linkAllowsTarget(rules, { type: 'Plot', subType: null })).toBe(false)
    expect(linkAllowsTarget({}, { type: 'Plot', subType: null })).toBe(true)
    expect(linkAllowsTarget({}, { type: 'Brief', subType: 'Core Brief' })).toBe(false)
    expect(briefTypeOf({ type: 'Brief', subType: 'Comparison Set' })).toBe('comparison')
  })

  it("searches the kinds Allow-Link-To names as an $or, else every entity but a brief (spec 2 §7 'Link pickers')", () => {
    expect(linkTargetFilter({ 'Allow-Link-To': ['Actor', 'Brief:core'] })).toEqual({
      $or: [{ type: 'Actor' }, { type: 'Brief', briefType: 'core' }],
    })
    expect(linkTargetFilter({})).toEqual({ type: { $ne: 'Brief' } })
  })
})
