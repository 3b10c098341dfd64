import briefs from '../../../docs/samples/briefs.csv?url'
import challengeScores from '../../../docs/samples/challenge-scores.csv?url'
import currentThemes from '../../../docs/samples/current-themes.csv?url'
import statistics from '../../../docs/samples/statistics.csv?url'
import topics from '../../../docs/samples/topics.csv?url'
import type { ImportKindName } from '../../../common/imports'

/** The sample sheets of docs/samples, bundled with the console so that the screens can offer them. */
export const SAMPLE_URLS: Record<ImportKindName, string> = {
  topics,
  briefs,
  challenges: challengeScores,
  statistics,
  currentThemes,
}
