import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import { STAGES, STAGES_NEEDING_COMPLETE, type Stage } from '../../../common/workflow'
import type { UserRef } from '../../services/entities/entities.save-checks'
import type { FacetSave } from '../../services/entities/entities.schema'
import { facetContent, type ContentSources, type EntityShell } from './facetValues'
import { profileMaker, type EntityProfile, type ProfileKind } from './profiles'
import type { TrailPeople } from './reviewTrail'
import type { DemoEntityDraft } from './writeDemoEntities'
import { DAY_MS } from '../../../common/time'

/** How many entities of each reference template the demo makes at scale 1, and of what kind. */
export const DEMO_ENTITY_COUNTS: { template: string; kind: ProfileKind; count: number }[] = [
  { template: 'Actor – Organisation', kind: 'organisation', count: 1100 },
  { template: 'Actor – Person', kind: 'person', count: 750 },
  { template: 'Plot', kind: 'plot', count: 450 },
  { template: 'Context', kind: 'context', count: 380 },
  { template: 'Brief – Core Brief', kind: 'core', count: 60 },
  { template: 'Brief – Industry Brief', kind: 'industry', count: 90 },
  { template: 'Brief – Country Brief', kind: 'country', count: 60 },
  { template: 'Brief – Comparison Set', kind: 'set', count: 12 },
]

/** Facet stages of an entity at work and of a published one: most in progress or in review, every stage some. */
const WORKING: (readonly [Stage, number])[] = [
  ['in progress', 30],
  ['review', 15],
  ['published', 15],
  ['analyst', 8],
  ['edit', 7],
  ['rejected', 7],
  ['unassigned', 6],
  ['no information', 5],
  ['expired', 4],
]
const PUBLISHED: (readonly [Stage, number])[] = [
  ['published', 70],
  ['expired', 10],
  ['review', 8],
  ['in progress', 8],
  ['edit', 4],
]
/** Stages at which a facet's work is done: filled in full. */
const DONE: readonly Stage[] = [...STAGES_NEEDING_COMPLETE, 'expired']

const TWO_YEARS_DAYS = 730

/** What drafts are made with: choices, the time they end at, the demo's people, and ids of reference rows. */
export interface DraftContext {
  sources: ContentSources
  now: Date
  templates: Map<string, EntityTemplate>
  people: TrailPeople
  countryIds: Map<string, number>
  briefIds: Map<string, number>
  landscapeIds: Map<string, number>
}

export interface DemoEntity {
  draft: DemoEntityDraft
  profile: EntityProfile
  kind: ProfileKind
}

/** The facet types an entity gets: those a new entity takes, then most others, some twice where they may repeat. */
function chosenFacetTypes(template: EntityTemplate, { random }: ContentSources): FacetType[] {
  return template.facetTypes
    .filter((facetType) => !facetType.deleted && !facetType.archived)
    .filter((facetType) => !facetType.facetFieldTypes.some((fieldType) => fieldType.kind === 'Statistic'))
    .filter((facetType) => facetType.required || facetType.create || random.chance(facetType.display ? 0.75 : 0.3))
    .flatMap((facetType) =>
      facetType.duplicate === 'true' && random.chance(0.3) ? [facetType, facetType] : [facetType],
    )
}

/** An assignee the workflow allows at the stage: mostly the author while the work is theirs, an admin for their stages. */
function assigneeAt(stage: Stage, author: UserRef, { people, sources: { random } }: DraftContext): string | null {
  if (stage === 'edit' || stage === 'no information') return random.pick(people.admins).id
  if (stage === 'unassigned' || stage === 'expired' || stage === 'published') return null
  if (stage === 'review' && random.chance(0.3)) return random.pick(people.admins).id
  return random.chance(0.85) ? author.id : random.pick(people.analysts).id
}

/**
 * The drafts of the generated entities: `counts` per template, each with an author among the demo's
 * analysts, created over the two years before `now` and worked on for up to half a year after, facets
 * in every stage (the first nine entities of a template give their Summary each stage in turn, so a small
 * scale has them all too), a fifth to a third published.
 */
export function demoEntityDrafts(context: DraftContext, scale: number, taken: Set<string>): DemoEntity[] {
  const { sources, now, templates, people } = context
  const { random } = sources
  const makeProfile = profileMaker(random, taken, now)
  const made = DEMO_ENTITY_COUNTS.flatMap(({ template: name, kind, count }) => {
    const template = templates.get(name)
    if (!template) throw new Error(`no reference template ${name}`)
    return Array.from({ length: Math.max(STAGES.length, Math.round(count * scale)) }, (_, index) => {
      const profile = makeProfile(kind)
      const shell: EntityShell = {
        id: random.uuid(),
        type: template.type,
        subType: template.subType,
        name: profile.name,
      }
      return { template, kind, profile, shell, index }
    })
  })
  const linkSources = { ...sources, targets: [...sources.targets, ...made.map((one) => one.shell)] }
  const idsOf = (names: readonly string[], ids: Map<string, number>) =>
    names.flatMap((name) => (ids.has(name) ? [ids.get(name)!] : []))

  return made.map(({ template, kind, profile, shell, index }) => {
    const author = random.pick(people.analysts)
    // the first nine give their Summary each stage: only the second of them (its Summary with the analyst) is published
    const published = index === 1 || (index >= STAGES.length && random.chance(0.3))
    const createdAt = new Date(now.getTime() - random.int(1, TWO_YEARS_DAYS) * DAY_MS + random.int(0, DAY_MS / 2))
    const worked = random.chance(0.15) ? now.getTime() : createdAt.getTime() + random.int(1, 180) * DAY_MS
    const activeUntil = new Date(Math.min(now.getTime() - 60_000, worked))
    const seen = new Map<string, number>()
    const facets: FacetSave[] = chosenFacetTypes(template, sources).map((facetType, order) => {
      let stage =
        index < STAGES.length && order === 1 ? STAGES[index] : random.weighted(published ? PUBLISHED : WORKING)
      const keep = facetType.name === 'Name' || (published && facetType.required)
      if (keep && stage === 'no information') stage = 'in progress'
      const fill =
        keep || DONE.includes(stage)
          ? 'full'
          : stage === 'no information'
            ? 'empty'
            : random.chance(0.75)
              ? 'full'
              : 'partial'
      // a repeated facet type's second facet tells more of the story than its first
      const set = (seen.get(facetType.id) ?? 0) + 1
      seen.set(facetType.id, set)
      const content = facetContent(facetType, profile, shell, set, fill, linkSources)
      return {
        facetTypeId: facetType.id,
        order: order + 1,
        meta: { stage, assignedToId: assigneeAt(stage, author, context) },
        ...content,
      }
    })
    const draft: DemoEntityDraft = {
      id: shell.id,
      template,
      author,
      createdAt,
      activeUntil,
      input: {
        entityTemplateId: template.id,
        type: template.type,
        subType: template.subType,
        name: '',
        hidden: index > 1 && random.chance(0.07),
        meta: published
          ? { stage: 'published', assignedToId: null }
          : { stage: 'in progress', assignedToId: random.chance(0.8) ? author.id : null },
        facets,
      },
      topics: idsOf(profile.topics, context.countryIds),
      countries: random.chance(0.5) ? idsOf(profile.topics, context.countryIds) : [],
      briefs: random.chance(0.5) ? idsOf(profile.briefs, context.briefIds) : [],
      landscapes:
        profile.place.landscape && random.chance(0.5) ? idsOf([profile.place.landscape], context.landscapeIds) : [],
    }
    return { draft, profile, kind }
  })
}
