import { log } from './logger'

/**
 * Work a request starts after its answer and does not wait for (a reset mail: the answer then takes as
 * long whether or not the email has an account). Each piece starts once the answer has been handed over,
 * its errors are logged, and `idle()` lets a stopping server, or a test, wait until every piece has ended.
 */
export class Background {
  private running = new Set<Promise<void>>()

  run(label: string, work: () => Promise<void>) {
    const piece: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error(label, error))
      .finally(() => this.running.delete(piece))
    this.running.add(piece)
  }

  /** Resolves once no piece is running, including pieces started meanwhile. */
  async idle() {
    while (this.running.size) await Promise.all(this.running)
  }
}
