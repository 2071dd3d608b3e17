export type FixtureRangeBookParameters = {
  /** `stable`: a tight book around a peg; `volatile`: a wide one, deepest near the price; `thin`: two wide positions. */
  shape: 'stable' | 'volatile' | 'thin'
  /** The book's total size in USD. */
  usd: number
}

/** Positions: price range as multiples of the pool price, and USD size (a `SandboxWorldPart` pool's `ranges`). */
export type FixtureRangeBookReturnType = { lower: number; upper: number; usd: number }[]

const books: Record<FixtureRangeBookParameters['shape'], readonly (readonly [lower: number, upper: number, share: number])[]> = {
  stable: [
    [0.9995, 1.0005, 0.4],
    [0.998, 1.002, 0.25],
    [0.99, 1.01, 0.15],
    [0.97, 1.0, 0.05],
    [1.0, 1.03, 0.05],
    [0.5, 2, 0.1],
  ],
  volatile: [
    [0.98, 1.02, 0.25],
    [0.95, 1.05, 0.2],
    [0.9, 1.1, 0.15],
    [0.8, 1.25, 0.1],
    [0.6, 1.0, 0.08],
    [1.0, 1.6, 0.08],
    [1.02, 1.3, 0.04],
    [0.75, 0.97, 0.04],
    [0.1, 10, 0.06],
  ],
  thin: [
    [0.9, 1.1, 0.5],
    [0.5, 2, 0.5],
  ],
}

/**
 * Concentrated liquidity for a pool of a plugin's sandbox world part, in one of the fixture
 * world's shapes, from a tight stable-pair book to a wide volatile one: the same shapes for every
 * concentrated-liquidity DEX type, so their pools compare.
 */
export function fixtureRangeBook({ shape, usd }: FixtureRangeBookParameters): FixtureRangeBookReturnType {
  return books[shape].map(([lower, upper, share]) => ({ lower, upper, usd: usd * share }))
}
