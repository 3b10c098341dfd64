import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { ChallengeScoreService } from './challenge-scores.class'
import { challengeScoreQueryValidator } from './challenge-scores.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'challenge-scores': ChallengeScoreService
  }
}

export function challengeScores(app: Application) {
  app.use('challenge-scores', new ChallengeScoreService(app), { methods: ['find'] })
  app.service('challenge-scores').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(challengeScoreQueryValidator)] },
  })
}
