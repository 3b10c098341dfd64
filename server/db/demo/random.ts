/** The seed of the demo's choices: the same demo on every run. */
export const DEMO_SEED = 20_240_601

/** A deterministic source of choices: the same seed gives the same demo on every run. */
export interface Random {
  /** a number in [0, 1) */
  next(): number
  /** a whole number in [min, max] */
  int(min: number, max: number): number
  pick<T>(list: readonly T[]): T
  chance(probability: number): boolean
  /** one of the entries, each as likely as its weight */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** `count` different items of the list, in the list's order */
  some<T>(list: readonly T[], count: number): T[]
  /**
   * A version-4 shaped UUID, the same on every run, each greater than the one before: its first twelve
   * digits count up, so rows written in the order their ids were made append to their indexes (a bulk
   * insert of random ids took two and a half times as long).
   */
  uuid(): string
}

/** mulberry32: small, fast and well spread, enough for demo content (nothing here is a secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  // the count starts somewhere of the seed's choosing: ids do not all begin with zeros
  let made = Math.floor(next() * 2 ** 40)
  const word = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0')
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
    weighted(entries) {
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0)
      for (const [value, weight] of entries) {
        left -= weight
        if (left < 0) return value
      }
      return entries[entries.length - 1][0]
    },
    some(list, count) {
      const chosen = new Set<number>()
      while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length))
      return [...chosen].sort((a, b) => a - b).map((index) => list[index])
    },
    uuid() {
      const hex = (made++).toString(16).padStart(12, '0') + word().slice(4) + word() + word()
      const variant = '89ab'[parseInt(hex[16], 16) & 3]
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
  }
}
