import { BRIEF_TYPES, isBriefType } from '../../common/briefTypes'
import { CHALLENGE_SCORE_MAX, CHALLENGE_SCORE_MIN, IMPORTS, importMessages, sheetNumber } from '../../common/imports'
import type { Importer } from './importRows'
import { groupBy, rowsNamed, topicReader } from './lookups'
import { batches } from '../db/batches'

interface Score {
  topicId: number
  briefId: number
  score: number
}

/** POST /import-challenges-scores: a score per topic and brief, set or replaced. */
export const challengeScoresImporter: Importer<Score[]> = {
  kind: IMPORTS.challenges,
  async check(db, rows, errors) {
    const topicOf = await topicReader(db)
    const briefs = groupBy(
      await rowsNamed<{ id: number; name: string; type: string }>(
        db,
        'briefs',
        ['id', 'name', 'type'],
        rows.map((row) => row.cell('Brief')),
      ),
      (brief) => brief.name.toLowerCase(),
    )
    const scores: Score[] = []
    for (const row of rows) {
      const topic = topicOf(row, errors)

      const briefName = row.cell('Brief')
      const briefType = row.cell('Brief Type').toLowerCase()
      let briefId: number | undefined
      if (briefType && !isBriefType(briefType)) {
        errors.add(row.number, 'Brief Type', importMessages.unknownBriefType, { types: BRIEF_TYPES.join(', ') })
      } else if (!briefName) errors.add(row.number, 'Brief', importMessages.required)
      else {
        const named = (briefs.get(briefName.toLowerCase()) ?? []).filter(
          (brief) => !briefType || brief.type === briefType,
        )
        if (!named.length) errors.add(row.number, 'Brief', importMessages.unknownBrief, { name: briefName })
        else if (named.length > 1)
          errors.add(row.number, 'Brief Type', importMessages.briefNameTwice, { name: briefName })
        else briefId = named[0].id
      }

      const scoreCell = row.cell('Score')
      const score = sheetNumber(scoreCell)
      if (!scoreCell) errors.add(row.number, 'Score', importMessages.required)
      else if (score === null) errors.add(row.number, 'Score', importMessages.notANumber)
      else if (score < CHALLENGE_SCORE_MIN || score > CHALLENGE_SCORE_MAX) {
        errors.add(row.number, 'Score', importMessages.scoreRange)
      }

      if (!topic || briefId === undefined || score === null) continue
      errors.first(`${topic.id} ${briefId}`, row.number, 'Brief')
      scores.push({ topicId: topic.id, briefId, score })
    }
    return scores
  },
  async apply(db, scores) {
    const stored = new Map<string, number>()
    for (const [topicId, group] of groupBy(scores, (score) => String(score.topicId))) {
      const rows: Score[] = await db('challenge_scores')
        .select('topicId', 'briefId', 'score')
        .where({ topicId: Number(topicId) })
        .whereIn(
          'briefId',
          group.map((score) => score.briefId),
        )
      for (const row of rows) stored.set(`${row.topicId} ${row.briefId}`, row.score)
    }
    const changed = scores.filter((score) => stored.get(`${score.topicId} ${score.briefId}`) !== score.score)
    for (const batch of batches(changed, 1000)) {
      await db('challenge_scores')
        .insert(batch)
        .onConflict(['topicId', 'briefId'])
        .merge({ score: db.raw('excluded.score'), updatedAt: db.fn.now() })
    }
    const updated = changed.filter((score) => stored.has(`${score.topicId} ${score.briefId}`)).length
    return { created: changed.length - updated, updated, unchanged: scores.length - changed.length }
  },
}
