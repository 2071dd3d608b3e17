import { parseWithSchema, type SandboxDeployContext, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { type Address, parseAbi } from 'viem'
import { z } from 'zod'
import type { LiquidityBookPluginConfig } from '../liquidityBookConfigSchema.js'
import { liquidityBookArtifacts } from './liquidityBookArtifacts.js'

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/** A fixture pair's `options`: its bin step in basis points (a factory preset below). */
const poolOptionsSchema = z.object({ binStep: z.union([z.literal(1), z.literal(25)]).default(25) }).strict()

/**
 * The factory's presets, by bin step, as Trader Joe's own v2.2 deployments set them (base factor,
 * filter and decay periods in seconds, reduction factor, variable fee control, protocol share in
 * basis points of the fee, maximum volatility accumulator). A protocol share is set so that the
 * protocol's cut of each fee is exercised.
 */
const presets = {
  1: [20_000, 10, 120, 5_000, 2_000_000, 1_000, 100_000],
  25: [5_000, 30, 600, 5_000, 15_000, 1_000, 350_000],
} as const

/** Bins each side of the active one that receive liquidity (the active bin takes both tokens). */
const SIDE_BINS = 20
const PRECISION = 10n ** 18n
const ID_SHIFT = 2 ** 23

/**
 * Liquidity Book in the sandbox, from its official sources (vendored, compiled with the pinned
 * solc-js): an `LBFactory` per deployment, its `LBPair` implementation, the presets above; pairs
 * created by the factory's owner (the deployer) with token Y whitelisted as a quote asset, opened
 * at the bin of the fixture price. Liquidity is spread evenly over the active bin and `SIDE_BINS`
 * bins on each side (token Y below, token X above, both in the active bin), by `mint` after
 * sending the tokens to the pair.
 */
const source = {
  id: 11,
  name: 'LiquidityBook',
  description: 'Liquidity Book (Trader Joe v2.2) pairs: bins with a base and a volatility-driven variable fee (fixture deployment).',
}
const stable = { binStep: 1 }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: 11, pair: ['WHYPE', 'USDT0'], usd: 1_000_000 },
      { source: 11, pair: ['USDe', 'USDT0'], usd: 5_000_000, options: stable },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: 11, pair: ['WETH', 'USDC.e'], usd: 1_000_000 },
      { source: 11, pair: ['USDT', 'USDC.e'], usd: 5_000_000, options: stable },
    ],
  },
}

/**
 * Quote assets already whitelisted (a second `addQuoteAsset` reverts), per world deployment (its
 * context) and factory: two chains' worlds deployed side by side may hold a factory, and tokens,
 * at the same addresses.
 */
const quoteAssetsByDeployment = new WeakMap<SandboxDeployContext, Map<Address, Set<Address>>>()
const quoteAssetsOf = (context: SandboxDeployContext, factory: Address) => {
  const byFactory = quoteAssetsByDeployment.get(context) ?? new Map<Address, Set<Address>>()
  quoteAssetsByDeployment.set(context, byFactory)
  const whitelisted = byFactory.get(factory) ?? new Set<Address>()
  byFactory.set(factory, whitelisted)
  return whitelisted
}

export const liquidityBookSandboxPart: SourceSandboxPart<LiquidityBookPluginConfig> = {
  world,
  bytecodes: Object.values(liquidityBookArtifacts).map((artifact) => artifact.bytecode),
  deploySource({ context }) {
    const { tx, deployer } = context
    const factory = tx.deploy({ ...liquidityBookArtifacts.factory, args: [deployer, deployer, 0n] })
    const implementation = tx.deploy({ ...liquidityBookArtifacts.pair, args: [factory] })
    const call = (functionName: string, args: readonly unknown[]) => tx.call({ to: factory, abi: liquidityBookArtifacts.factory.abi, functionName, args })
    call('setLBPairImplementation', [implementation])
    for (const [binStep, preset] of Object.entries(presets)) call('setPreset', [Number(binStep), ...preset, false])
    return { factory, binWindow: 50, batchSize: 500 }
  },
  createPool({ context, config, tokens: [tokenX, tokenY], price, options }) {
    const { tx, client } = context
    const { binStep } = parseWithSchema({ schema: poolOptionsSchema, value: options ?? {}, what: 'a Liquidity Book fixture pair options' })
    const whitelisted = quoteAssetsOf(context, config.factory)
    if (!whitelisted.has(tokenY)) {
      tx.call({ to: config.factory, abi: liquidityBookArtifacts.factory.abi, functionName: 'addQuoteAsset', args: [tokenY] })
      whitelisted.add(tokenY)
    }
    const activeId = ID_SHIFT + Math.round(Math.log(price) / Math.log(1 + binStep / 10_000))
    tx.call({ to: config.factory, abi: liquidityBookArtifacts.factory.abi, functionName: 'createLBPair', args: [tokenX, tokenY, activeId, binStep] })
    return (async () => {
      await tx.flush()
      const [pair] = await client
        .readContract({
          address: config.factory,
          abi: liquidityBookArtifacts.factory.abi,
          functionName: 'getLBPairInformation',
          args: [tokenX, tokenY, BigInt(binStep)],
        })
        .then((info) => [info.LBPair])
      const base = presets[binStep][0] * binStep * 1e10
      return { id: pair!, address: pair!, fee: Math.round(base / 1e12), extra: { binStep, activeId } }
    })()
  },
  addLiquidity({ context: { tx, deployer }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(`Liquidity Book pair ${pool.address} takes liquidity over its fixture bins only.`)
    const activeId = Number(pool.extra?.activeId)
    const share = PRECISION / BigInt(SIDE_BINS + 1)
    const configs: `0x${string}`[] = []
    for (let offset = -SIDE_BINS; offset <= SIDE_BINS; offset++) {
      const [x, y] = [offset >= 0 ? share : 0n, offset <= 0 ? share : 0n]
      const packed = (x << 88n) | (y << 24n) | BigInt(activeId + offset)
      configs.push(`0x${packed.toString(16).padStart(64, '0')}`)
    }
    tx.call({ to: pool.tokens[0], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount0] })
    tx.call({ to: pool.tokens[1], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount1] })
    tx.call({ to: pool.address, abi: liquidityBookArtifacts.pair.abi, functionName: 'mint', args: [deployer, configs, deployer] })
  },
}
