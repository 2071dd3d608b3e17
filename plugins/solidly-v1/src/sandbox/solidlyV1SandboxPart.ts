import { parseWithSchema, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { keccak256, parseAbi } from 'viem'
import { z } from 'zod'
import { getSolidlyV1PoolAddress } from '../getSolidlyV1PoolAddress.js'
import type { SolidlyV1PluginConfig } from '../solidlyV1ConfigSchema.js'
import { solidlyV1Artifacts } from './solidlyV1Artifacts.js'

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)', 'function decimals() view returns (uint8)'])

/** A fixture pool's `options` for this DEX type: its curve. */
const poolOptionsSchema = z.object({ stable: z.boolean().default(false) }).strict()

const E18 = 10n ** 18n

/**
 * Solidly V1 in the sandbox, from Velodrome V1's official sources (vendored, compiled with solc
 * 0.8.13 as upstream does): a `PairFactory` per deployment, its fees set to 1 bp (stable) and 5 bp
 * (volatile, its maximum); pairs created through the factory (`new Pair{salt}`), stable or volatile
 * by the fixture pool's `options.stable`, at the address its `pairCodeHash` derives. The factory
 * has one fee per curve, so a fixture `fee` must be that curve's. Liquidity is both tokens sent to
 * the pair and `mint`; a stable pair's first deposit must be equal in 18-decimal units, so it
 * opens at 1:1 (fixture stable pairs are pegged pairs).
 */
/** One deployment per chain (source 30, an ID no preset or other sandbox part uses), with a stable and a volatile pair. */
const source = {
  id: 30,
  name: 'Solidly V1',
  description: 'Solidly V1 (Velodrome V1) pairs: volatile (x·y) and stable (x³y + xy³), 0.05% and 0.01% fees (fixture deployment).',
}
const stable = { stable: true }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: 30, pair: ['USDe', 'USDT0'], fee: 100, usd: 2_000_000, options: stable },
      { source: 30, pair: ['WHYPE', 'USDT0'], fee: 500, usd: 300_000 },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: 30, pair: ['USDT', 'USDC.e'], fee: 100, usd: 2_000_000, options: stable },
      { source: 30, pair: ['WETH', 'USDC.e'], fee: 500, usd: 300_000 },
    ],
  },
}

const FEES = { stable: 1, volatile: 5 }

export const solidlyV1SandboxPart: SourceSandboxPart<SolidlyV1PluginConfig> = {
  world,
  bytecodes: Object.values(solidlyV1Artifacts).map((artifact) => artifact.bytecode),
  deploySource({ context: { tx } }) {
    const factory = tx.deploy(solidlyV1Artifacts.factory)
    const abi = solidlyV1Artifacts.factory.abi
    tx.call({ to: factory, abi, functionName: 'setFee', args: [true, BigInt(FEES.stable)] })
    tx.call({ to: factory, abi, functionName: 'setFee', args: [false, BigInt(FEES.volatile)] })
    // The factory deploys the same compiled `Pair`, so its `pairCodeHash()` is this.
    const pairCodeHash = keccak256(solidlyV1Artifacts.pair.bytecode)
    return { factory, pairCodeHash, fees: FEES, discovery: 'logs', batchSize: 500 }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1], fee, options }) {
    const { stable } = parseWithSchema({ schema: poolOptionsSchema, value: options ?? {}, what: 'a Solidly V1 fixture pool options' })
    const feeBps = stable ? config.fees.stable : config.fees.volatile
    if (fee !== undefined && fee !== feeBps * 100)
      throw new Error(`Solidly V1 pairs take their factory's fee per curve (${feeBps * 100} millionths for ${stable ? 'stable' : 'volatile'}), got ${fee}.`)
    tx.call({ to: config.factory, abi: solidlyV1Artifacts.factory.abi, functionName: 'createPair', args: [token0, token1, stable] })
    const address = getSolidlyV1PoolAddress({ token0, token1, stable, config })
    return { id: address, address, fee: feeBps * 100, extra: { stable } }
  },
  async addLiquidity({ context: { tx, deployer, client }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(`Solidly V1 pair ${pool.address} has only the full range.`)
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
    tx.call({ to: pool.address, abi: solidlyV1Artifacts.pair.abi, functionName: 'mint', args: [deployer] })
  },
}
