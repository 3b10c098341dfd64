/** The p-th percentile (0–100) of durations in ms. */
export function percentile(durations: readonly number[], p: number): number {
  const sorted = [...durations].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/** Runs `call` a few times to warm up, then `runs` times, answering each duration in ms. */
export async function time(call: () => Promise<unknown>, runs: number, warmups = 3): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await call()
  const durations: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call()
    durations.push(performance.now() - started)
  }
  return durations
}
