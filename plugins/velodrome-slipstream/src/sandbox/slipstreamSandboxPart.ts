import { alignedTick, sqrtPriceX96FromPrice } from '@sluice/concentrated-liquidity'
import { parseWithSchema, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { maxUint256, parseAbi } from 'viem'
import { z } from 'zod'
import { getSlipstreamPoolAddress } from '../getSlipstreamPoolAddress.js'
import type { SlipstreamPluginConfig } from '../slipstreamConfigSchema.js'
import { slipstreamArtifacts } from './slipstreamArtifacts.js'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/** The tick spacings `CLFactory`'s constructor enables, by their fee (millionths). */
const TICK_SPACING_OF_FEE: Readonly<Record<number, number>> = { 100: 1, 500: 50, 3000: 200, 10000: 2000 }
/** A fixture pool's `options`: its tick spacing (default: the one of its `fee`, else 200). */
const poolOptionsSchema = z.object({ tickSpacing: z.int().min(1).max(16_383).optional() }).strict()

const source = {
  id: 9,
  name: 'VelodromeSlipstream',
  description: "Velodrome's Slipstream concentrated-liquidity pools, keyed by tick spacing (fixture deployment).",
}
/** Liquidity books as multiples of the pool price, and their share of the pool's USD. */
const pegged = (usd: number) => [
  { lower: 0.999, upper: 1.001, usd: usd * 0.5 },
  { lower: 0.995, upper: 1.005, usd: usd * 0.3 },
  { lower: 0.9, upper: 1.1, usd: usd * 0.2 },
]
const volatile = (usd: number) => [
  { lower: 0.97, upper: 1.03, usd: usd * 0.4 },
  { lower: 0.9, upper: 1.1, usd: usd * 0.3 },
  { lower: 0.7, upper: 1.4, usd: usd * 0.2 },
  { lower: 0.2, upper: 5, usd: usd * 0.1 },
]
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: 9, pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatile(3_000_000) },
      { source: 9, pair: ['USDe', 'USDT0'], fee: 100, ranges: pegged(4_000_000) },
      { source: 9, pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: pegged(1_000_000) },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: 9, pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatile(4_000_000) },
      { source: 9, pair: ['USDT', 'USDC.e'], fee: 100, ranges: pegged(4_000_000) },
      { source: 9, pair: ['wstETH', 'WETH'], fee: 100, ranges: pegged(1_000_000) },
    ],
  },
}

/**
 * Slipstream in the sandbox, from its official sources (vendored, compiled with solc 0.7.6): per
 * deployment upstream's `MockFactoryRegistry` and `MockVoter` (no gauges: the unstaked fee is 0),
 * a `CLPool` implementation, the `CLFactory` (its default tick spacings and fees) and the
 * `NonfungiblePositionManager`. Pools are created by the factory at the fixture price, with the
 * tick spacing of the fixture `fee` (or `options.tickSpacing`); liquidity is minted in price
 * ranges through the position manager.
 */
export const slipstreamSandboxPart: SourceSandboxPart<SlipstreamPluginConfig> = {
  world,
  bytecodes: Object.values(slipstreamArtifacts).map((artifact) => artifact.bytecode),
  deploySource({ context: { tx, deployer, wrappedNative, tokens } }) {
    const factoryRegistry = tx.deploy(slipstreamArtifacts.factoryRegistry)
    const voter = tx.deploy({ ...slipstreamArtifacts.voter, args: [wrappedNative, factoryRegistry, deployer, deployer] })
    const poolImplementation = tx.deploy(slipstreamArtifacts.pool)
    const factory = tx.deploy({ ...slipstreamArtifacts.factory, args: [deployer, deployer, deployer, voter, poolImplementation] })
    const positionManager = tx.deploy({
      ...slipstreamArtifacts.positionManager,
      args: [deployer, factory, wrappedNative, '0x0000000000000000000000000000000000000000', 'Slipstream Positions NFT-V1', 'CL-POS'],
    })
    const quoter = tx.deploy({ ...slipstreamArtifacts.quoter, args: [factory, wrappedNative] })
    for (const token of tokens) tx.call({ to: token, abi: erc20Abi, functionName: 'approve', args: [positionManager, maxUint256] })
    return { factory, poolImplementation, positionManager, quoter, wordRadius: 64, blockRange: 10_000, batchSize: 16_384 }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1], price, fee, options }) {
    const parsed = parseWithSchema({ schema: poolOptionsSchema, value: options ?? {}, what: 'a Slipstream fixture pool options' })
    const tickSpacing = parsed.tickSpacing ?? (fee === undefined ? 200 : TICK_SPACING_OF_FEE[fee])
    if (tickSpacing === undefined) throw new Error(`Fee ${fee} has no Slipstream tick spacing: give options.tickSpacing.`)
    tx.call({
      to: config.factory,
      abi: slipstreamArtifacts.factory.abi,
      functionName: 'createPool',
      args: [token0, token1, tickSpacing, sqrtPriceX96FromPrice(price)],
    })
    const address = getSlipstreamPoolAddress({
      factory: config.factory,
      poolImplementation: config.poolImplementation,
      poolInitCodeHash: config.poolInitCodeHash,
      tokenA: token0,
      tokenB: token1,
      tickSpacing,
    })
    return { id: address, address, fee: fee ?? 3000, extra: { tickSpacing } }
  },
  addLiquidity({ context: { tx, deployer }, config, pool, price, range, amount0, amount1 }) {
    const tickSpacing = Number(pool.extra?.tickSpacing)
    if (!config.positionManager) throw new Error(`Pool ${pool.address} cannot take liquidity here.`)
    const tickLower = alignedTick({ price: range ? price * range.lower : 0, tickSpacing, round: 'down' })
    let tickUpper = alignedTick({ price: range ? price * range.upper : Number.POSITIVE_INFINITY, tickSpacing, round: 'up' })
    if (tickUpper <= tickLower) tickUpper = tickLower + tickSpacing
    tx.call({
      to: config.positionManager,
      abi: slipstreamArtifacts.positionManager.abi,
      functionName: 'mint',
      args: [
        {
          token0: pool.tokens[0],
          token1: pool.tokens[1],
          tickSpacing,
          tickLower,
          tickUpper,
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: deployer,
          deadline: 2n ** 40n,
          sqrtPriceX96: 0n,
        },
      ],
    })
  },
}
