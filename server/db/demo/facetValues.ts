import { DATE_FORMATS, IMPORTANCE_CHOICES, type FieldSetValues } from '../../../common/entityFormat'
import { DATES_OF_TYPE, isDateType, ruleDateFormat, storedDate } from '../../../common/fieldDates'
import { textLimit } from '../../../common/fieldValueRules'
import {
  linkAllowsTarget,
  linkDirections,
  linkHasDescription,
  linkStrength,
  linkTypeDictionary,
} from '../../../common/linkRules'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import type { FacetFieldSave, LinkSave } from '../../services/entities/entities.schema'
import type { EntityProfile } from './profiles'
import type { Random } from './random'
import { DAY_MS } from '../../../common/time'

/** An entity of the demo before it is written: what a link to it needs. */
export interface EntityShell {
  id: string
  type: string
  subType: string | null
  name: string
}

/** What facets are filled from beside the entity's own profile. */
export interface ContentSources {
  random: Random
  /** item values by dictionary key */
  dictionaries: Map<string, string[]>
  /** storage keys of the demo's images */
  images: { logos: string[]; portraits: string[] }
  /** the entities links may point to */
  targets: readonly EntityShell[]
}

/** A date as the Date field stores it in a format (spec 2 §4: a day at noon, a month's first day, a year's 1 January). */
function dateIn(date: Date, format: string): string {
  const iso = date.toISOString()
  const input = format === 'YYYY' ? iso.slice(0, 4) : format === 'MM/YYYY' ? iso.slice(0, 7) : iso.slice(0, 10)
  return storedDate(input, format) ?? `${iso.slice(0, 10)}T12:00:00.000Z`
}

const cut = (text: string, limit: number | null) =>
  limit !== null && text.length > limit ? text.slice(0, limit) : text

function labelValue(facetType: FacetType, profile: EntityProfile, set: number): string {
  switch (facetType.name) {
    case 'Name':
      return profile.name
    case 'English Keywords':
      return profile.keywords[(set - 1) % profile.keywords.length]
    case 'Role':
      return profile.role ?? 'Adviser'
    case 'Education':
      return profile.education ? `${profile.education.degree}, ${profile.education.institution}` : 'MSc Economics'
    default:
      return profile.name
  }
}

/** One field set of a field type, filled from the profile by the field's kind and rules. */
function fieldSet(
  fieldType: FacetFieldType,
  facetType: FacetType,
  profile: EntityProfile,
  set: number,
  { random, dictionaries, images }: ContentSources,
): FieldSetValues {
  const { rules } = fieldType
  const limit = textLimit(fieldType.kind, rules)
  const itemOf = (key: unknown, preferred?: string) => {
    const items = dictionaries.get(String(key)) ?? []
    return preferred && items.includes(preferred) ? preferred : random.pick(items)
  }
  switch (fieldType.kind) {
    case 'Label': {
      if (rules.Type !== 'dictionary') return { value: cut(labelValue(facetType, profile, set), limit) }
      const value = itemOf(rules.Dictionary, profile.sector)
      return { value, selectedValue: value }
    }
    case 'Detail':
      return {
        value: cut(
          facetType.name === 'Key Events'
            ? `${profile.role ?? 'A turning point'}: ${profile.summary}`
            : set > 1
              ? `${profile.summary} Update ${set}: new filings confirm the figures.`
              : profile.summary,
          limit,
        ),
      }
    case 'Provenance':
      return { urlInput: profile.source }
    case 'Importance': {
      if (rules.Type === 'dictionary') {
        const value = itemOf(rules.Dictionary)
        return { selectedValue: value, selectedLabel: value }
      }
      const choice = random.pick(IMPORTANCE_CHOICES)
      return { selectedValue: choice.value, selectedLabel: choice.label }
    }
    case 'Media': {
      const portrait = rules['Image-Type'] === 'Photo'
      return {
        key: random.pick(portrait ? images.portraits : images.logos),
        imageLabel: cut(portrait ? `${profile.name} (placeholder portrait)` : `${profile.name} logo`, limit),
        ...(rules['Image-Detail'] === 'on' && { imageDetail: cut(`As used in ${profile.place.city}.`, limit) }),
        ...(rules['Image-Provenance'] === 'on' && { sourceUrl: profile.source }),
      }
    }
    case 'Date': {
      const dateType = isDateType(rules.Date) ? rules.Date : 'single'
      const format = ruleDateFormat(rules) ?? random.pick([DATE_FORMATS['mm/dd/yy'], DATE_FORMATS['mm/yy']])
      const start = new Date(profile.since.getTime() + (set - 1) * 30 * DAY_MS)
      const end = profile.until ?? new Date(start.getTime() + random.int(1, 60) * DAY_MS)
      const dates = { dateSingle: start, dateStart: start, dateEnd: end }
      return {
        dateType,
        format,
        ...Object.fromEntries(DATES_OF_TYPE[dateType].map((name) => [name, dateIn(dates[name], format)])),
        ...(rules['Event-Type'] !== 'off' && { selectedLabel: itemOf('event-type', profile.role) }),
      }
    }
    case 'Location': {
      const { place } = profile
      const typed = rules['Location-Type'] !== 'off'
      const kind = typed ? itemOf(rules['Location-Type'], 'Headquarters') : null
      return {
        address: `${random.int(1, 120)} ${place.city} Road, ${place.city}`,
        lat: Math.round((place.lat + random.next() / 50) * 10_000) / 10_000,
        lng: Math.round((place.lng + random.next() / 50) * 10_000) / 10_000,
        zoom: 12,
        ...(kind && { selectedLocationValue: kind, selectedLocationName: `${place.city} ${kind.toLowerCase()}` }),
      }
    }
    case 'Checkbox':
      return { checked: random.chance(0.7) }
    case 'Bullet':
      return {
        section: itemOf(rules.Section, profile.sector),
        requirement: itemOf(rules.Requirement),
        description: cut(`Why it matters for ${profile.name}: ${profile.summary}`, limit),
      }
    case 'Statistic':
    case 'Link':
      return {}
  }
}

/** Links of a Link field: to entities its rules allow, with a type of its direction's dictionary. */
/** The targets each Link field type allows, worked out once per field type rather than once per link. */
const allowedTargets = new WeakMap<readonly EntityShell[], Map<string, EntityShell[]>>()

function targetsFor(fieldType: FacetFieldType, targets: readonly EntityShell[]): EntityShell[] {
  const byField = allowedTargets.get(targets) ?? new Map<string, EntityShell[]>()
  allowedTargets.set(targets, byField)
  if (!byField.has(fieldType.id))
    byField.set(
      fieldType.id,
      targets.filter((target) => linkAllowsTarget(fieldType.rules, target)),
    )
  return byField.get(fieldType.id)!
}

function linksOf(fieldType: FacetFieldType, self: EntityShell, sources: ContentSources): LinkSave[] {
  const { random, dictionaries, targets } = sources
  const allowed = targetsFor(fieldType, targets)
  if (!allowed.length) return []
  const picked = random.some(allowed, random.int(1, 3)).filter((target) => target.id !== self.id)
  return picked.map((target, index) => {
    const direction = random.pick(linkDirections(fieldType.rules).choices)
    const dictionary = linkTypeDictionary(fieldType.rules, direction)
    const strength = linkStrength(fieldType.rules)
    return {
      facetFieldTypeId: fieldType.id,
      targetId: target.id,
      direction,
      order: index + 1,
      ...(dictionary && { type: random.pick(dictionaries.get(dictionary) ?? []) }),
      ...(strength.shown && { strength: random.int(1, 5) }),
      ...(linkHasDescription(fieldType.rules) && { description: `${self.name} and ${target.name}, per filings.` }),
    }
  })
}

/**
 * The fields and links of one facet filled from the entity's profile: `full` fills every field type,
 * `partial` leaves some out (a required one among them, at times), `empty` none.
 */
export function facetContent(
  facetType: FacetType,
  profile: EntityProfile,
  self: EntityShell,
  set: number,
  fill: 'full' | 'partial' | 'empty',
  sources: ContentSources,
): { fields: FacetFieldSave[]; links: LinkSave[] } {
  if (fill === 'empty') return { fields: [], links: [] }
  const fieldTypes = facetType.facetFieldTypes.filter(
    (fieldType) => !fieldType.archived && (fill === 'full' || sources.random.chance(0.6)),
  )
  const fields = fieldTypes.flatMap((fieldType) =>
    Object.entries(fieldSet(fieldType, facetType, profile, set, sources)).map(([name, value]) => ({
      facetFieldTypeId: fieldType.id,
      name,
      order: 1,
      value: value ?? null,
    })),
  )
  const links = fieldTypes
    .filter((fieldType) => fieldType.kind === 'Link')
    .flatMap((fieldType) => linksOf(fieldType, self, sources))
  return { fields, links }
}
