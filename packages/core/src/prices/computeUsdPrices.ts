import type { Address } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { PoolId } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'

/** A token's USD price and where it came from. */
export type UsdPrice = {
  token: Address
  /** USD per whole token. */
  priceUsd: number
  /** Depth of the pool the price came from, in USD (`Infinity` for the stables themselves). */
  liquidityUsd: number
  /** The pool the price came from (`Pool.id`); `undefined` for a stable. */
  pool: PoolId | undefined
  /** Pools between the token and a stable along the pricing path (0 for a stable). */
  hops: number
}

export type ComputeUsdPricesParameters = {
  /** The pools, e.g. a pool-state snapshot's `simulators`. */
  simulators: readonly Simulator[]
  /** Tokens taken to be worth exactly 1 USD (e.g. USDT0 on 999, USDC.e on 1868). */
  stables: readonly Address[]
  /** A token's decimals, or `undefined` when unknown (such a token stays unpriced). */
  decimals: (token: Address) => number | undefined
  /** USD size of the probe trade that measures a pool's depth. Default 1,000. */
  probeUsd?: number | undefined
  /** Pools shallower than this (USD) never price a token. Default 10,000. */
  minLiquidityUsd?: number | undefined
}

/** Prices by lower-cased token address. */
export type ComputeUsdPricesReturnType = Map<string, UsdPrice>

/**
 * USD prices from the pool graph, breadth-first from the stables:
 *
 * 1. The stables are worth 1 USD (hop 0).
 * 2. Each round prices every token that shares a pool with a token priced in an earlier round.
 *    Of all such pools, the deepest one prices the token, at its spot price (fee excluded)
 *    times the USD price of the already-priced token, adjusted for decimals.
 * 3. Depth is measured in USD without knowing the pool type: sell `probeUsd` worth of the priced
 *    token into the pool and compare the output with the spot price net of the fee. A price
 *    impact `i` is what a constant-product pool with `probeUsd * (1 - i) * (1 - fee) / i` USD on
 *    the priced side shows, so depth = twice that: the TVL of the x·y=k pool with the same impact
 *    (for an x·y=k pool, exactly its TVL; for a concentrated pool, the depth around its price). A
 *    pool that cannot take the probe, or is shallower than `minLiquidityUsd`, prices nothing,
 *    so a dust pool cannot set a price.
 * 4. Rounds repeat until no new token is priced. Tokens not connected to a stable through deep
 *    enough pools have no price (absent from the result).
 *
 * Breadth-first keeps paths short (each hop adds error); preferring depth makes a price hard to
 * move. Ties are broken by pool ID, so the result is deterministic.
 */
export function computeUsdPrices({
  simulators,
  stables,
  decimals,
  probeUsd = 1000,
  minLiquidityUsd = 10_000,
}: ComputeUsdPricesParameters): ComputeUsdPricesReturnType {
  if (!(probeUsd > 0) || !(minLiquidityUsd >= 0)) throw new InvalidParametersError('probeUsd must be positive and minLiquidityUsd not negative.')
  const prices: ComputeUsdPricesReturnType = new Map()
  for (const token of stables) prices.set(token.toLowerCase(), { token, priceUsd: 1, liquidityUsd: Infinity, pool: undefined, hops: 0 })

  for (let hops = 1; ; hops++) {
    const found = new Map<string, UsdPrice>()
    for (const simulator of simulators) {
      const [token0, token1] = simulator.pool.tokens
      for (const [known, unknown] of [
        [token0, token1],
        [token1, token0],
      ] as const) {
        const from = prices.get(known.toLowerCase())
        if (!from || prices.has(unknown.toLowerCase())) continue
        const candidate = priceThrough({ simulator, known, unknown, from, decimals, probeUsd, hops })
        if (!candidate || candidate.liquidityUsd < minLiquidityUsd) continue
        const best = found.get(unknown.toLowerCase())
        if (!best || better(candidate, best)) found.set(unknown.toLowerCase(), candidate)
      }
    }
    if (found.size === 0) return prices
    for (const [key, price] of found) prices.set(key, price)
  }
}

function better(a: UsdPrice, b: UsdPrice): boolean {
  if (a.liquidityUsd !== b.liquidityUsd) return a.liquidityUsd > b.liquidityUsd
  return a.pool!.toLowerCase() < b.pool!.toLowerCase()
}

type PriceThroughParameters = {
  simulator: Simulator
  known: Address
  unknown: Address
  from: UsdPrice
  decimals: (token: Address) => number | undefined
  probeUsd: number
  hops: number
}

/** The price of `unknown` through one pool, with the pool's depth; `undefined` when the pool cannot say. */
function priceThrough({ simulator, known, unknown, from, decimals, probeUsd, hops }: PriceThroughParameters): UsdPrice | undefined {
  const knownDecimals = decimals(known)
  const unknownDecimals = decimals(unknown)
  if (knownDecimals === undefined || unknownDecimals === undefined) return undefined
  const spotOut = simulator.spotPrice(known) // wei of `unknown` per wei of `known`
  const spotIn = simulator.spotPrice(unknown) // wei of `known` per wei of `unknown`
  if (!(spotOut > 0 && spotIn > 0 && Number.isFinite(spotOut) && Number.isFinite(spotIn))) return undefined

  const probe = BigInt(Math.max(1, Math.round((probeUsd / from.priceUsd) * 10 ** knownDecimals)))
  let out: bigint
  try {
    out = simulator.quoteExactIn({ tokenIn: known, amountIn: probe }).amountOut
  } catch {
    return undefined
  }
  const feeFactor = 1 - simulator.fee() / 1_000_000
  const impact = 1 - Number(out) / (Number(probe) * spotOut * feeFactor)
  const liquidityUsd = impact <= 0 ? Infinity : (2 * probeUsd * (1 - impact) * feeFactor) / impact
  return {
    token: unknown,
    priceUsd: from.priceUsd * spotIn * 10 ** (unknownDecimals - knownDecimals),
    liquidityUsd,
    pool: simulator.pool.id,
    hops,
  }
}
