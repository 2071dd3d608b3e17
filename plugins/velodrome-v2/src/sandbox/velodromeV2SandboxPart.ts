import { parseWithSchema, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { parseAbi } from 'viem'
import { z } from 'zod'
import { getVelodromeV2PoolAddress } from '../getVelodromeV2PoolAddress.js'
import type { VelodromeV2PluginConfig } from '../velodromeV2ConfigSchema.js'
import { velodromeV2Artifacts } from './velodromeV2Artifacts.js'

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)', 'function decimals() view returns (uint8)'])

/** A fixture pool's `options` for this DEX type: its curve. */
const poolOptionsSchema = z.object({ stable: z.boolean().default(false) }).strict()

const E18 = 10n ** 18n

/**
 * Velodrome V2 in the sandbox, from its official sources (vendored, compiled with the pinned
 * solc-js): a `Pool` implementation and a `PoolFactory` per deployment; pools created through
 * the factory, stable or volatile by the fixture pool's `options.stable`; a fixture `fee` other
 * than the factory's default becomes the pool's custom fee (`setCustomFee`). Liquidity is both
 * tokens sent to the pool and `mint`; a stable pool's first deposit must be equal in 18-decimal
 * units, so it opens at 1:1 (fixture stable pairs are pegged pairs).
 */
/** One deployment per chain (source 8), with a deep stable pair (1 bp custom fee), a volatile pair and an LST/native pair (5 bp). */
const source = {
  id: 8,
  name: 'VelodromeV2',
  description: 'Velodrome V2 ve(3,3) pools: volatile (x·y) and stable (x³y + xy³), 0.3% and 0.05% fees (fixture deployment).',
}
const stable = { stable: true }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: 8, pair: ['USDe', 'USDT0'], fee: 100, usd: 20_000_000, options: stable },
      { source: 8, pair: ['WHYPE', 'USDT0'], usd: 1_200_000 },
      { source: 8, pair: ['kHYPE', 'WHYPE'], fee: 500, usd: 600_000 },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: 8, pair: ['USDT', 'USDC.e'], fee: 100, usd: 20_000_000, options: stable },
      { source: 8, pair: ['WETH', 'USDC.e'], usd: 1_500_000 },
      { source: 8, pair: ['wstETH', 'WETH'], fee: 500, usd: 500_000 },
    ],
  },
}

export const velodromeV2SandboxPart: SourceSandboxPart<VelodromeV2PluginConfig> = {
  world,
  bytecodes: Object.values(velodromeV2Artifacts).map((artifact) => artifact.bytecode),
  deploySource({ context: { tx } }) {
    const implementation = tx.deploy(velodromeV2Artifacts.pool)
    const factory = tx.deploy({ ...velodromeV2Artifacts.factory, args: [implementation] })
    return { factory, poolAddress: { mode: 'clone', implementation }, fees: { stable: 5, volatile: 30 }, discovery: 'logs', batchSize: 500 }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1], fee, options }) {
    const { stable } = parseWithSchema({ schema: poolOptionsSchema, value: options ?? {}, what: 'a Velodrome V2 fixture pool options' })
    tx.call({ to: config.factory, abi: velodromeV2Artifacts.factory.abi, functionName: 'createPool', args: [token0, token1, stable] })
    const address = getVelodromeV2PoolAddress({ token0, token1, stable, config })
    const defaultFee = stable ? config.fees.stable : config.fees.volatile
    const feeBps = fee === undefined ? defaultFee : fee / 100
    if (!Number.isInteger(feeBps)) throw new Error(`Velodrome V2 fees are whole basis points, got ${fee} millionths.`)
    if (feeBps !== defaultFee)
      tx.call({ to: config.factory, abi: velodromeV2Artifacts.factory.abi, functionName: 'setCustomFee', args: [address, BigInt(feeBps === 0 ? 420 : feeBps)] })
    return { id: address, address, fee: feeBps * 100, extra: { stable } }
  },
  async addLiquidity({ context: { tx, deployer, client }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(`Velodrome V2 pool ${pool.address} has only the full range.`)
    let [in0, in1] = [amount0, amount1]
    if (pool.extra?.stable === true) {
      // The first deposit of a stable pool must be equal in 18-decimal units: the smaller side, in whole tokens.
      await tx.flush()
      const [d0, d1] = await Promise.all(
        pool.tokens.map(async (token) => 10n ** BigInt(await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }))),
      )
      const wholeTokens = [(in0 * E18) / d0!, (in1 * E18) / d1!].reduce((a, b) => (a < b ? a : b)) / E18
      ;[in0, in1] = [wholeTokens * d0!, wholeTokens * d1!]
    }
    tx.call({ to: pool.tokens[0], abi: erc20Abi, functionName: 'transfer', args: [pool.address, in0] })
    tx.call({ to: pool.tokens[1], abi: erc20Abi, functionName: 'transfer', args: [pool.address, in1] })
    tx.call({ to: pool.address, abi: velodromeV2Artifacts.pool.abi, functionName: 'mint', args: [deployer] })
  },
}
