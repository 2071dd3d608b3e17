import { SandboxError } from '../errors.js'
import type { FixturePool, FixtureToken, FixtureWorld } from './fixtures.js'

export type ScaledFixtureWorldParameters = {
  /** The world to grow (a chain's fixture world): its tokens, sources and pools are kept. */
  base: FixtureWorld
  /** Pools in the grown world, the base's included. */
  pools: number
  /** The sources of the added pools and the share of them each gets (shares are relative). */
  sources: readonly { id: number; share: number }[]
  /** Seeds the added tokens' prices and the pools' depths: equal seeds, equal worlds. */
  seed: number
}

export type ScaledFixtureWorldReturnType = FixtureWorld

/**
 * The base world grown to `pools` pools for measuring at scale: enough added 18-decimal tokens
 * (`S0001`, ...) that every added pool is a distinct pair of its source, each pool full-range with
 * a depth between 20,000 and 2,000,000 USD. Deterministic in its parameters.
 */
export function scaledFixtureWorld({ base, pools, sources, seed }: ScaledFixtureWorldParameters): ScaledFixtureWorldReturnType {
  const wanted = pools - base.pools.length
  const total = sources.reduce((sum, { share }) => sum + share, 0)
  if (wanted < 0 || sources.length === 0 || !(total > 0)) throw new SandboxError('A scaled world needs at least the base pools and sources with shares.')
  // mulberry32: small, seeded, good enough for fixture prices.
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  // Every added pool pairs an added token with an earlier token: no pair of the base repeats,
  // and each source's pairs are distinct (tokens enough for the largest share).
  const largestShare = Math.max(...sources.map(({ share }) => Math.ceil((wanted * share) / total)))
  const baseCount = base.tokens.length
  const basePairs = (baseCount * (baseCount - 1)) / 2
  let count = 1
  while (((baseCount + count) * (baseCount + count - 1)) / 2 - basePairs < largestShare) count++
  const added: FixtureToken[] = Array.from({ length: count }, (_, i) => {
    const symbol = `S${String(i + 1).padStart(4, '0')}`
    return { symbol, name: `Scale token ${i + 1}`, decimals: 18, priceUsd: Number((10 ** (random() * 6 - 2)).toPrecision(6)) }
  })
  const symbols = [...base.tokens.map((token) => token.symbol), ...added.map((token) => token.symbol)]
  const extra: FixturePool[] = []
  for (const { id, share } of sources) {
    const own = Math.min(wanted - extra.length, Math.ceil((wanted * share) / total))
    for (let k = 0; k < own; k++) {
      const [i, j] = pairAt(basePairs + k, symbols.length)
      extra.push({ source: id, pair: [symbols[i]!, symbols[j]!], usd: Math.round(20_000 * 100 ** random()) })
    }
  }
  return { tokens: [...base.tokens, ...added], sources: base.sources, pools: [...base.pools, ...extra] }
}

/** The k-th pair (i, j), i < j, of n items, pairs of higher j last. */
function pairAt(k: number, n: number): [number, number] {
  let j = 1
  while ((j * (j + 1)) / 2 <= k) j++
  if (j >= n) throw new SandboxError('Not enough tokens for the pairs.')
  return [k - (j * (j - 1)) / 2, j]
}
