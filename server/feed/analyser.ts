import type { MlPredictions } from '../../common/feed'

/** What the analyser reads of an item. */
export interface AnalysedText {
  title: string
  summary: string
}

/**
 * The machine suggestions of feed items: one module behind this interface, so that a model
 * service (ML_URL) can take the local matcher's place.
 */
export interface Analyser {
  analyse(items: AnalysedText[]): Promise<MlPredictions[]>
}
