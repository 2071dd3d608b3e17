import { type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, type Pool } from '@sluice/core'
import { getAddress } from 'viem'
import { uniswapV3FactoryAbi } from './abi.js'
import { computeUniswapV3PoolAddress } from './computeUniswapV3PoolAddress.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'

export type DiscoverUniswapV3PoolsParameters = DiscoverParameters & {
  config: ResolvedUniswapV3Config
}

export type DiscoverUniswapV3PoolsReturnType = DiscoverReturnType

const CURSOR = /^logs:(\d+)$/

/**
 * Finds a deployment's pools from the factory's `PoolCreated` logs, from `config.fromBlock` (or
 * the cursor) to `toBlock`, in chunks of `config.blockRange` blocks. The cursor (`logs:<next
 * block>`) resumes where this call ended. Pools of fee tiers the config does not enable are
 * left out; every pool's address is checked against the CREATE2 derivation, so a wrong config
 * fails loudly. `Pool.extra.tickSpacing` carries the pool's tick spacing.
 */
export async function discoverUniswapV3Pools({ client, toBlock, cursor, config }: DiscoverUniswapV3PoolsParameters): Promise<DiscoverUniswapV3PoolsReturnType> {
  const match = cursor === undefined ? undefined : CURSOR.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} is not a Uniswap V3 discovery cursor.`)
  const start = match ? BigInt(match[1]!) : config.fromBlock
  const enabled = new Map(config.feeTiers.map((tier) => [tier.fee, tier.tickSpacing]))
  const pools: Pool[] = []
  for (let from = start; from <= toBlock; from += config.blockRange) {
    const to = from + config.blockRange - 1n < toBlock ? from + config.blockRange - 1n : toBlock
    const logs = await client.getLogs({ address: config.factory, event: uniswapV3FactoryAbi[0], fromBlock: from, toBlock: to, strict: true })
    for (const { args } of logs) {
      const { token0, token1, fee, tickSpacing, pool } = args
      if (enabled.get(fee) !== tickSpacing) continue
      const address = getAddress(pool)
      const expected = computeUniswapV3PoolAddress({ factory: config.factory, initCodeHash: config.initCodeHash, tokenA: token0, tokenB: token1, fee })
      if (expected !== address)
        throw new InvalidParametersError(`Pool ${address} of factory ${config.factory} does not derive from initCodeHash ${config.initCodeHash}.`, {
          details: `Expected ${expected} for ${token0}/${token1}/${fee}.`,
        })
      pools.push({ address, sourceId: config.id, tokens: [getAddress(token0), getAddress(token1)], fee, extra: { tickSpacing } })
    }
  }
  return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
}
