import { fillMessage, messages } from '../../../common/messages'
import { INITIAL_STAGE, REJECTED_STAGE, assigneeAfterStageChange, type Stage } from '../../../common/workflow'
import type { UserRef } from '../../services/entities/entities.save-checks'
import type { Random } from './random'

/** Who works on the demo's facets: each facet's author, and the reviewers who move it on. */
export interface TrailPeople {
  analysts: readonly UserRef[]
  admins: readonly UserRef[]
  byId: ReadonlyMap<string, UserRef>
}

/** The rows a facet's history leaves: its log, comments and rejections, and when it was last changed. */
export interface FacetTrail {
  logs: Record<string, unknown>[]
  comments: Record<string, unknown>[]
  rejections: Record<string, unknown>[]
  updatedAt: Date
  /** who changed it last */
  lastUserId: string
}

/** The stages a facet passes on its way to its stage, and who moves it there: its author or a reviewer. */
const PATHS: Record<Stage, [Stage, 'author' | 'reviewer'][]> = {
  'in progress': [],
  analyst: [['analyst', 'author']],
  review: [['review', 'author']],
  edit: [
    ['review', 'author'],
    ['edit', 'reviewer'],
  ],
  published: [
    ['review', 'author'],
    ['published', 'reviewer'],
  ],
  expired: [
    ['review', 'author'],
    ['published', 'reviewer'],
    ['expired', 'reviewer'],
  ],
  rejected: [
    ['review', 'author'],
    ['rejected', 'reviewer'],
  ],
  'no information': [['no information', 'reviewer']],
  unassigned: [['unassigned', 'reviewer']],
}

const EDIT_REQUESTS = [
  'Add a second source for the figures.',
  'The summary should say who owns the company today.',
  'Check the date against the regulator’s filing.',
  'Shorten the summary to two sentences.',
  'Link the parent company in Related Actors.',
]
const REMARKS = [
  'Reads well; the source is solid.',
  'Good find. The trade press confirms it.',
  'Is the headquarters still in this city? The last report names another.',
  'Please keep the keywords in English.',
]
const REJECTIONS = [
  'The source is a press release, not independent reporting: find a second one.',
  'The date is the announcement, not the event: check the source.',
  'This duplicates an entity we already have; merge the facts there.',
  'The summary copies the source word for word.',
]

/**
 * A facet's history from its creation to its stage and assignee: created with its fields by its author,
 * moved on by its author and a reviewer, with a comment where the reviewer asks for edits, a rejection
 * where it was rejected, a reassignment wherever the assignee changed (the workflow's own rules), and now
 * and then a remark. Times run from `from` to `until`, in order.
 */
export function facetTrail(
  random: Random,
  facet: { id: string; stage: Stage; assignedToId: string | null },
  author: UserRef,
  people: TrailPeople,
  from: Date,
  until: Date,
): FacetTrail {
  const reviewer = random.pick(people.admins)
  const path = PATHS[facet.stage]
  const remark = random.chance(0.12)
  const steps = path.length * 2 + (remark ? 1 : 0) + 1
  const span = Math.max(steps, until.getTime() - from.getTime())
  const offsets = Array.from({ length: steps }, () => Math.floor(random.next() * span)).sort((a, b) => a - b)
  let step = 0
  let last = from.getTime()
  // each event strictly after the one before: a log sorted by time reads in the order it happened
  const nextTime = () => {
    last = Math.max(last + 1, from.getTime() + offsets[Math.min(step++, steps - 1)])
    return new Date(last)
  }
  const trail: FacetTrail = { logs: [], comments: [], rejections: [], updatedAt: from, lastUserId: author.id }
  const log = (user: UserRef, at: Date, action: string, description: string, more: Record<string, unknown> = {}) => {
    trail.logs.push({
      id: random.uuid(),
      facetId: facet.id,
      userId: user.id,
      username: user.name,
      action,
      description,
      assignedToId: null,
      toStage: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      ...more,
    })
    trail.updatedAt = at
    trail.lastUserId = user.id
  }
  const comment = (user: UserRef, at: Date, details: string, assessment: number) =>
    trail.comments.push({
      id: random.uuid(),
      sourceId: facet.id,
      details,
      assessment,
      userId: user.id,
      username: user.name,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    })

  // created with its fields in one save, as the editor saves a new facet: one entry
  log(author, from, 'create', messages.facetLogCreated)
  let stage: Stage = INITIAL_STAGE
  let assignee: string | null = author.id
  const reassign = (by: UserRef, to: string | null, at: Date) => {
    const name = to ? people.byId.get(to)?.name : undefined
    log(by, at, 'reassign', name ? fillMessage(messages.facetLogReassigned, { name }) : messages.facetLogUnassigned, {
      assignedToId: to,
    })
    assignee = to
  }
  for (const [to, who] of path) {
    const by = who === 'author' ? author : reviewer
    const at = nextTime()
    if (to === REJECTED_STAGE) {
      const text = random.pick(REJECTIONS)
      log(by, at, 'reject', fillMessage(messages.facetLogRejected, { comment: text }), { toStage: to })
      trail.rejections.push({
        id: random.uuid(),
        facetId: facet.id,
        comment: text,
        rejectorId: by.id,
        userId: assignee,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      })
    } else {
      log(by, at, 'stage', fillMessage(messages.facetLogStage, { from: stage, to }), { toStage: to })
    }
    if (to === 'edit') comment(by, at, random.pick(EDIT_REQUESTS), random.int(2, 3))
    stage = to
    const kept = assigneeAfterStageChange(to, assignee ? people.byId.get(assignee) : null)
    if (kept !== assignee) reassign(by, kept, nextTime())
  }
  if (facet.assignedToId !== assignee) reassign(path.length ? reviewer : author, facet.assignedToId, nextTime())
  if (remark) {
    const by = random.chance(0.5) ? reviewer : random.pick(people.analysts)
    comment(by, nextTime(), random.pick(REMARKS), random.int(3, 5))
  }
  return trail
}
