import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import type { BriefType } from '../../../common/briefTypes'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { Application } from '../../declarations'
import { dbFor } from '../../db/transaction'
import type { BriefTree, BriefTreeQuery, IndustryNode, SubSectorNode } from './brief-tree.schema'

const TREE_TYPES: BriefType[] = ['sector', 'sub-sector', 'industry']

interface TreeRow {
  id: number
  name: string
  type: BriefType
}

interface TreeLink {
  brief_id: number
  parent_id: number
}

/** The tree from the briefs of its three types, sorted by name, and their parent links. */
export function treeOf(rows: TreeRow[], links: TreeLink[]): BriefTree {
  const parentsOf = new Map<number, number[]>()
  for (const link of links) parentsOf.set(link.brief_id, [...(parentsOf.get(link.brief_id) ?? []), link.parent_id])
  const ofType = (type: BriefType) => rows.filter((row) => row.type === type)
  const withoutParent = <T>(nodes: [TreeRow, T][]) => nodes.filter(([row]) => !parentsOf.has(row.id)).map(([, n]) => n)
  /** The nodes under each of their parents, in the name order of `rows`. */
  const underParents = <T>(nodes: [TreeRow, T][]) => {
    const byParent = new Map<number, T[]>()
    for (const [row, node] of nodes) {
      for (const parent of parentsOf.get(row.id) ?? []) byParent.set(parent, [...(byParent.get(parent) ?? []), node])
    }
    return byParent
  }

  const industries = ofType('industry').map((row): [TreeRow, IndustryNode] => [row, { id: row.id, name: row.name }])
  const industriesOf = underParents(industries)
  const subSectors = ofType('sub-sector').map((row): [TreeRow, SubSectorNode] => [
    row,
    { id: row.id, name: row.name, industry: industriesOf.get(row.id) ?? [] },
  ])
  const subSectorsOf = underParents(subSectors)
  return {
    sector: ofType('sector').map((row) => ({
      id: row.id,
      name: row.name,
      'sub-sector': subSectorsOf.get(row.id) ?? [],
    })),
    'sub-sector': withoutParent(subSectors),
    industry: withoutParent(industries),
  }
}

/**
 * The briefs the matcher found in the items filed under a topic, of one feed when its kind is given, else of
 * any: what that feed can be filtered by.
 */
async function briefsOfTopic(db: Knex, topicId: number, kind: RssSourceType | undefined): Promise<Set<number>> {
  const rows: { id: number }[] = await db
    .from('feed_item_topics as t')
    .join('feed_items as i', 'i.id', 't.itemId')
    .crossJoin(db.raw(`jsonb_array_elements(i."mlPredictions"->'categories') as c`))
    .where('t.countryId', topicId)
    .modify((query) => {
      if (kind) query.where('t.kind', kind)
    })
    .distinct(db.raw(`(c->>'id')::int as id`))
  return new Set(rows.map((row) => row.id))
}

/** The briefs kept and every ancestor of theirs, so that each keeps its place in the tree. */
function withAncestors(kept: Set<number>, links: TreeLink[]): Set<number> {
  const all = new Set(kept)
  for (let added = true; added;) {
    added = false
    for (const link of links) {
      if (all.has(link.brief_id) && !all.has(link.parent_id)) {
        all.add(link.parent_id)
        added = true
      }
    }
  }
  return all
}

/**
 * The brief tree, for a topic narrowed to the briefs found in the items filed under it, in the feed of the
 * kind given, and their ancestors: a choice that finds something in that feed, as its `briefIds` filter
 * takes a brief with the briefs below it.
 */
export class BriefTreeService {
  constructor(private readonly app: Application) {}

  async find(params?: Params<BriefTreeQuery>): Promise<BriefTree> {
    const db = dbFor(this.app, params)
    const rows = await db<TreeRow>('briefs')
      .select('id', 'name', 'type')
      .whereIn('type', TREE_TYPES)
      .orderBy([{ column: 'name' }, { column: 'id' }])
    const links = await db<TreeLink>('brief_parents')
      .join('briefs', 'briefs.id', 'brief_parents.brief_id')
      // a parent in the trash is no parent: its children show without it
      .join('briefs as parent', 'parent.id', 'brief_parents.parent_id')
      .whereIn('briefs.type', TREE_TYPES)
      .select('brief_parents.brief_id', 'brief_parents.parent_id')
    const { topicId, kind } = params?.query ?? {}
    if (topicId === undefined) return treeOf(rows, links)
    const kept = withAncestors(await briefsOfTopic(db, topicId, kind), links)
    return treeOf(
      rows.filter((row) => kept.has(row.id)),
      links.filter((link) => kept.has(link.brief_id) && kept.has(link.parent_id)),
    )
  }
}
