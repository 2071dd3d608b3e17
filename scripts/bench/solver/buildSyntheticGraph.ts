import { createTickTable, readTickTable } from '@sluice/concentrated-liquidity'
import type { Simulator } from '@sluice/core'
import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import { createUniswapV3Simulator, getSqrtRatioAtTick, MAX_TICK, MIN_TICK, wordBounds } from '@sluice/plugin-uniswap-v3'
import { createVelodromeV2Simulator } from '@sluice/plugin-velodrome-v2'
import { type Address, getAddress } from 'viem'
import { random } from './random.js'
import { syntheticLiquidityBookPool } from './syntheticLiquidityBookPool.js'
import { syntheticSolidlyV1Pool } from './syntheticSolidlyV1Pool.js'

export type SyntheticToken = { address: Address; decimals: number; priceUsd: number }

/** A V3 pool's data as the peer SDK needs it. */
export type SyntheticV3Pool = {
  token0: SyntheticToken
  token1: SyntheticToken
  fee: number
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
  /** Initialised ticks, ascending. */
  ticks: { index: number; liquidityNet: bigint; liquidityGross: bigint }[]
}

export type BuildSyntheticGraphParameters = {
  pools: number
  seed: number
  /** Share of V3 pools (the rest is V2). */
  v3Share: number
  /** Liquidity positions per V3 pool (each initialises up to two ticks). */
  positionsPerPool: number
  /** Tokens in the graph; default pools / 5. */
  tokens?: number | undefined
  /**
   * Share of pools that are ve(3,3) stable pools (Velodrome V2, x³y + xy³, 0.05%) between the two
   * USD hubs, 0.9 to 1.1 of balance; default none.
   */
  stableShare?: number | undefined
  /**
   * Share of pools that are Solidly V1 pairs (Velodrome V1's math): half stable pairs of the two USD
   * hubs (0.04%), half volatile pairs of the drawn tokens (0.18%); default none.
   */
  solidlyV1Share?: number | undefined
  /** Share of pools that are Liquidity Book pairs (bins; bin step 1, 10, 25 or 100 bp); default none. */
  binShare?: number | undefined
  /**
   * Keep each V3 pool's data for the peer SDK (`SyntheticGraph.v3`); default false: a router holds
   * only its simulators, so the scale bench measures those alone.
   */
  peerPools?: boolean | undefined
}

export type SyntheticGraph = {
  simulators: Simulator[]
  tokens: SyntheticToken[]
  /** The V3 pools, aligned with their simulators in `v3Simulators` (both empty unless `peerPools`). */
  v3: SyntheticV3Pool[]
  v3Simulators: Simulator[]
  /** Token selection weight (Zipf): the first tokens are the hubs. */
  weight: (token: number) => number
}

const V3_TIERS = [
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
]
const HUBS = [
  { decimals: 18, priceUsd: 3000 },
  { decimals: 6, priceUsd: 1 },
  { decimals: 6, priceUsd: 1.0002 },
  { decimals: 8, priceUsd: 60000 },
  { decimals: 18, priceUsd: 30 },
]

const sortTokens = (a: SyntheticToken, b: SyntheticToken): [SyntheticToken, SyntheticToken] =>
  a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a]

/**
 * A seeded pool graph built with the real plugin simulators from synthetic states: Zipf-weighted
 * tokens (the first five are hubs), pools priced within ±0.3% of each token's USD price, TVL
 * log-uniform ($20k–$20M, 5x for hub pairs), V2 pairs at 0.3%, V3 pools in three fee tiers with
 * many positions (many initialised ticks) around the price plus a thin full-range position.
 */
export function buildSyntheticGraph({
  pools,
  seed,
  v3Share,
  positionsPerPool,
  tokens: tokenCount = Math.max(8, Math.floor(pools / 5)),
  stableShare = 0,
  solidlyV1Share = 0,
  binShare = 0,
  peerPools = false,
}: BuildSyntheticGraphParameters): SyntheticGraph {
  const rand = random(seed)
  const logUniform = (min: number, max: number) => Math.exp(Math.log(min) + rand() * (Math.log(max) - Math.log(min)))
  const tokens: SyntheticToken[] = Array.from({ length: tokenCount }, (_, i) => ({
    address: getAddress(`0x${(0x1000 + i).toString(16).padStart(8, '0')}${'5'.repeat(32)}`),
    ...(HUBS[i] ?? { decimals: [18, 18, 18, 6, 8][Math.floor(rand() * 5)] as number, priceUsd: logUniform(0.01, 10000) }),
  }))
  const weights = tokens.map((_, i) => 1 / (i + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const pick = () => {
    let r = rand() * total
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i] as number) <= 0) return i
    return weights.length - 1
  }
  const simulators: Simulator[] = []
  const v3: SyntheticV3Pool[] = []
  const v3Simulators: Simulator[] = []
  for (let n = 0; n < pools; n++) {
    // Drawn only when asked for, so graphs without these kinds stay as they were for a seed.
    const kind = solidlyV1Share + binShare > 0 ? rand() : 1
    if (kind < solidlyV1Share / 2) {
      const [token0, token1] = sortTokens(tokens[1] as SyntheticToken, tokens[2] as SyntheticToken)
      const side = BigInt(Math.floor(logUniform(1e5, 2e7) * 1e6))
      const skew = BigInt(Math.floor((0.9 + rand() * 0.2) * 1e6))
      simulators.push(
        syntheticSolidlyV1Pool({
          address: getAddress(`0x${(0x10000000 + n).toString(16)}${'c'.repeat(32)}`),
          sourceId: 3,
          tokens: [token0.address, token1.address],
          reserves: [side, (side * skew) / 1_000_000n],
          decimals: [10n ** 6n, 10n ** 6n],
          stable: true,
          fee: 4n,
        }),
      )
      continue
    }
    if (stableShare > 0 && rand() < stableShare) {
      // A stable pool of the USD hubs (tokens 1 and 2, 6 decimals), a little off balance.
      const [token0, token1] = [tokens[1] as SyntheticToken, tokens[2] as SyntheticToken].sort((x, y) =>
        x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
      ) as [SyntheticToken, SyntheticToken]
      const side = BigInt(Math.floor(logUniform(1e5, 2e7) * 1e6))
      const skew = BigInt(Math.floor((0.9 + rand() * 0.2) * 1e6))
      const address = getAddress(`0x${(0x10000000 + n).toString(16)}${'b'.repeat(32)}`)
      const pool = {
        id: address,
        address,
        sourceId: 2,
        tokens: [token0.address, token1.address] as const,
        fee: 500,
      }
      const data = { reserve0: side, reserve1: (side * skew) / 1_000_000n, decimals0: 10n ** 6n, decimals1: 10n ** 6n, stable: true, fee: 5n }
      simulators.push(createVelodromeV2Simulator({ state: { pool, blockNumber: 1n, data } }))
      continue
    }
    const a = pick()
    let b = pick()
    while (b === a) b = Math.floor(rand() * tokenCount)
    const [token0, token1] = [tokens[a] as SyntheticToken, tokens[b] as SyntheticToken].sort((x, y) =>
      x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
    ) as [SyntheticToken, SyntheticToken]
    const tvl = logUniform(2e4, 2e7) * (a < HUBS.length && b < HUBS.length ? 5 : 1)
    const mispricing = 1 + (rand() - 0.5) * 0.006
    // Price of one raw unit of token0 in raw units of token1.
    const rawPrice = ((token0.priceUsd / token1.priceUsd) * mispricing * 10 ** token1.decimals) / 10 ** token0.decimals
    const address = getAddress(`0x${(0x10000000 + n).toString(16)}${'a'.repeat(32)}`)
    const reserve1 = (tvl / 2 / token1.priceUsd) * 10 ** token1.decimals
    if (kind < solidlyV1Share) {
      const reserves = [BigInt(Math.floor(reserve1 / rawPrice)), BigInt(Math.floor(reserve1))] as const
      const decimals = [10n ** BigInt(token0.decimals), 10n ** BigInt(token1.decimals)] as const
      const tokenPair = [token0.address, token1.address] as const
      simulators.push(syntheticSolidlyV1Pool({ address, sourceId: 3, tokens: tokenPair, reserves, decimals, stable: false, fee: 18n }))
      continue
    }
    if (kind < solidlyV1Share + binShare) {
      const binStep = [1, 10, 25, 100][Math.floor(rand() * 4)] as number
      const side = 10 + Math.floor(rand() * 60)
      const tokenPair = [token0.address, token1.address] as const
      simulators.push(syntheticLiquidityBookPool({ address, sourceId: 4, tokens: tokenPair, rawPrice, reserveY: reserve1, side, binStep, rand }))
      continue
    }
    if (rand() >= v3Share) {
      const pool = { id: address, address, sourceId: 0, tokens: [token0.address, token1.address] as const, fee: 3000 }
      const data = { reserve0: BigInt(Math.floor(reserve1 / rawPrice)), reserve1: BigInt(Math.floor(reserve1)) }
      simulators.push(createUniswapV2Simulator({ state: { pool, blockNumber: 1n, data } }))
      continue
    }
    const { fee, tickSpacing } = V3_TIERS[Math.floor(rand() * V3_TIERS.length)] as (typeof V3_TIERS)[number]
    const minUsable = Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
    const maxUsable = Math.floor(MAX_TICK / tickSpacing) * tickSpacing
    const tick = Math.max(minUsable + tickSpacing, Math.min(maxUsable - tickSpacing, Math.floor(Math.log(rawPrice) / Math.log(1.0001))))
    const sqrtPriceX96 = getSqrtRatioAtTick(tick)
    // Liquidity of a full-range position holding the TVL.
    const fullRange = reserve1 / Math.sqrt(1.0001 ** tick)
    const positions: { lower: number; upper: number; liquidity: bigint }[] = [
      { lower: minUsable, upper: maxUsable, liquidity: BigInt(Math.floor(fullRange * 0.2)) },
    ]
    for (let k = 0; k < positionsPerPool; k++) {
      const half = Math.max(1, Math.round(logUniform(1, 400)))
      const center = Math.floor(tick / tickSpacing) + Math.round((rand() - 0.5) * half)
      const lower = Math.max(minUsable, (center - half) * tickSpacing)
      const upper = Math.min(maxUsable, (center + half) * tickSpacing)
      positions.push({ lower, upper, liquidity: BigInt(Math.floor((((fullRange * 4) / positionsPerPool) * logUniform(0.2, 5)) / Math.sqrt(half))) })
    }
    const net = new Map<number, bigint>()
    const gross = new Map<number, bigint>()
    let liquidity = 0n
    for (const { lower, upper, liquidity: l } of positions) {
      if (l <= 0n) continue
      net.set(lower, (net.get(lower) ?? 0n) + l)
      net.set(upper, (net.get(upper) ?? 0n) - l)
      gross.set(lower, (gross.get(lower) ?? 0n) + l)
      gross.set(upper, (gross.get(upper) ?? 0n) + l)
      if (lower <= tick && tick < upper) liquidity += l
    }
    const entries = [...net]
      .filter(([, value]) => value !== 0n)
      .map(([index, value]) => ({ tick: index, liquidityNet: value, liquidityGross: gross.get(index) as bigint }))
    const tickTable = createTickTable({ entries })
    const pool = { id: address, address, sourceId: 1, tokens: [token0.address, token1.address] as const, fee, extra: { tickSpacing } }
    const state = { sqrtPriceX96, tick, liquidity, tickSpacing, ...wordBounds({ tickSpacing }), tickTable }
    const simulator = createUniswapV3Simulator({ state: { pool, blockNumber: 1n, data: state } })
    simulators.push(simulator)
    if (!peerPools) continue
    v3Simulators.push(simulator)
    v3.push({
      token0,
      token1,
      fee,
      sqrtPriceX96,
      tick,
      liquidity,
      ticks: readTickTable({ table: tickTable }).map(({ tick: index, liquidityNet, liquidityGross }) => ({ index, liquidityNet, liquidityGross })),
    })
  }
  return { simulators, tokens, v3, v3Simulators, weight: (i) => (weights[i] as number) / total }
}
