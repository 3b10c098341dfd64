import type { Knex } from 'knex'
import {
  SUMMARIZATION_MAX,
  type Category,
  type FoundEntity,
  type MlPredictions,
  type SuggestedEntity,
} from '../../common/feed'
import type { AnalysedText, Analyser } from './analyser'
import { findKeys, nameKey } from './textMatch'

/** What a name may stand for, and how sure a match of it is before where it was found counts. */
interface Candidate {
  suggestion: Omit<SuggestedEntity, 'score'>
  /** 1 for a name, less for an alternative name */
  weight: number
}

interface BriefCandidate {
  category: Omit<Category, 'score'>
}

/** Where a name was found weighs most: in the title, then in the summary; each further mention adds a little. */
const TITLE_SCORE = 0.9
const SUMMARY_SCORE = 0.7
const REPEAT_BONUS = 0.05
const ALTERNATIVE_NAME_WEIGHT = 0.9
/** A name several entities share is less surely any one of them. */
const SHARED_NAME_WEIGHT = 0.8
const MAX_SCORE = 0.99

const round = (score: number) => Math.round(Math.min(MAX_SCORE, score) * 100) / 100

/** The first sentence of the summary, else the title, cut to SUMMARIZATION_MAX at a word. */
export function summarize({ title, summary }: AnalysedText): string {
  const text = (summary.trim() || title.trim()).replace(/\s+/g, ' ')
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text
  if (sentence.length <= SUMMARIZATION_MAX) return sentence
  const cut = sentence.slice(0, SUMMARIZATION_MAX)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : SUMMARIZATION_MAX).trimEnd()}…`
}

/** The score of a name found `inTitle` / `inSummary` times. */
function scoreOf(inTitle: number, inSummary: number): number {
  const base = inTitle ? TITLE_SCORE : SUMMARY_SCORE
  return base + REPEAT_BONUS * (inTitle + inSummary - 1)
}

/**
 * The local analyser: finds the names of entities, of landscapes (and their alternative
 * names) and of briefs in an item's title and summary, whole words in any case and accents, and
 * scores each suggestion by where it was found. The names are read once, when first needed.
 */
export class LocalAnalyser implements Analyser {
  private names: Promise<{ entities: Map<string, Candidate[]>; briefs: Map<string, BriefCandidate[]> }> | null = null

  constructor(private db: Knex) {}

  private load() {
    this.names ??= (async () => {
      const entities = new Map<string, Candidate[]>()
      const add = (name: string, candidate: Candidate) => {
        const key = nameKey(name)
        if (!key) return
        const list = entities.get(key) ?? []
        if (!list.some((one) => one.suggestion.id === candidate.suggestion.id)) list.push(candidate)
        entities.set(key, list)
      }
      const rows: { id: string; name: string; type: string }[] = await this.db('entities')
        .where('name', '<>', '')
        .select('id', 'name', 'type')
      for (const row of rows) add(row.name, { suggestion: { id: row.id, name: row.name, type: row.type }, weight: 1 })
      const landscapes: { id: number; name: string; alternative_names: string[] }[] = await this.db(
        'landscapes',
      ).select('id', 'name', 'alternative_names')
      for (const landscape of landscapes) {
        const suggestion = { id: String(landscape.id), name: landscape.name, type: 'Landscape' }
        add(landscape.name, { suggestion, weight: 1 })
        for (const alternative of landscape.alternative_names)
          add(alternative, { suggestion, weight: ALTERNATIVE_NAME_WEIGHT })
      }
      const briefs = new Map<string, BriefCandidate[]>()
      for (const brief of (await this.db('briefs').select('id', 'name', 'type')) as Category[]) {
        const key = nameKey(brief.name)
        if (key)
          briefs.set(key, [
            ...(briefs.get(key) ?? []),
            { category: { id: brief.id, name: brief.name, type: brief.type } },
          ])
      }
      return { entities, briefs }
    })()
    return this.names
  }

  async analyse(items: AnalysedText[]): Promise<MlPredictions[]> {
    const { entities, briefs } = await this.load()
    return items.map((item) => {
      const found = (names: Map<string, unknown>) => {
        const has = (key: string) => names.has(key)
        const inTitle = findKeys(item.title, has)
        const inSummary = findKeys(item.summary, has)
        return [...new Set([...inTitle.keys(), ...inSummary.keys()])].map((key) => ({
          key,
          score: scoreOf(inTitle.get(key) ?? 0, inSummary.get(key) ?? 0),
          frequency: (inTitle.get(key) ?? 0) + (inSummary.get(key) ?? 0),
        }))
      }
      const foundEnrEntities: FoundEntity[] = found(entities).map(({ key, score, frequency }) => {
        const candidates = entities.get(key)!
        const shared = candidates.length > 1 ? SHARED_NAME_WEIGHT : 1
        return {
          text: candidates[0].suggestion.name,
          suggestedEntities: candidates
            .map(({ suggestion, weight }) => ({ ...suggestion, score: round(score * weight * shared) }))
            .sort((a, b) => b.score - a.score),
          frequency,
        }
      })
      const categories: Category[] = found(briefs).flatMap(({ key, score }) =>
        briefs.get(key)!.map(({ category }) => ({ ...category, score: round(score) })),
      )
      return {
        summarization: summarize(item),
        categories: categories.sort((a, b) => b.score - a.score),
        foundEnrEntities: foundEnrEntities.sort((a, b) => b.suggestedEntities[0].score - a.suggestedEntities[0].score),
      }
    })
  }
}
