import type { MlPredictions } from '../../common/feed'
import type { AnalysedText, Analyser } from './analyser'

/**
 * A model service in the local analyser's place (ML_URL): POST {url} with `{items: [{title, summary}]}`
 * answers `{predictions: MlPredictions[]}`, one per item, in their order; a prediction may add the item's
 * `language` as read from its text and `isTranslated: true` for an item it translated (spec 3 §3).
 */
export class RemoteAnalyser implements Analyser {
  constructor(
    private url: string,
    private timeoutMs = 30_000,
  ) {}

  async analyse(items: AnalysedText[]): Promise<MlPredictions[]> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (!response.ok) throw new Error(`the model service answered ${response.status}`)
    const { predictions } = (await response.json()) as { predictions?: MlPredictions[] }
    if (!Array.isArray(predictions) || predictions.length !== items.length) {
      throw new Error('the model service answered no prediction per item')
    }
    return predictions
  }
}
