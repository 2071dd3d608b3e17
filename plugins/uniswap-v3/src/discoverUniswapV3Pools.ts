import { type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, type Pool, readLogs } from '@sluice/core'
import { parseEventLogs } from 'viem'
import { uniswapV3FactoryAbi } from './abi.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'
import { toUniswapV3Pool } from './toUniswapV3Pool.js'

export type DiscoverUniswapV3PoolsParameters = DiscoverParameters & {
  config: ResolvedUniswapV3Config
}

export type DiscoverUniswapV3PoolsReturnType = DiscoverReturnType

const CURSOR = /^logs:(\d+)$/

/**
 * Finds a deployment's pools from the factory's `PoolCreated` logs, from `config.fromBlock` (or
 * the cursor) to `toBlock`, in chunks of `config.blockRange` blocks, each read through the chain's log reader (`logs`: its cap
 * and refusals split). The cursor (`logs:<next
 * block>`) resumes where this call ended. Pools of fee tiers the config does not enable are
 * left out; every pool's address is checked against the CREATE2 derivation, so a wrong config
 * fails loudly. `Pool.extra.tickSpacing` carries the pool's tick spacing.
 */
export async function discoverUniswapV3Pools({
  client,
  toBlock,
  cursor,
  logs: reader,
  config,
}: DiscoverUniswapV3PoolsParameters): Promise<DiscoverUniswapV3PoolsReturnType> {
  const match = cursor === undefined ? undefined : CURSOR.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} is not a Uniswap V3 discovery cursor.`)
  const start = match ? BigInt(match[1]!) : config.fromBlock
  const pools: Pool[] = []
  for (let from = start; from <= toBlock; from += config.blockRange) {
    const to = from + config.blockRange - 1n < toBlock ? from + config.blockRange - 1n : toBlock
    const event = uniswapV3FactoryAbi[0]
    const logs = parseEventLogs({
      abi: [event],
      logs: await readLogs({ reader, client, address: config.factory, events: [event], fromBlock: from, toBlock: to }),
    })
    for (const { args } of logs) {
      const pool = toUniswapV3Pool({ ...args, config })
      if (pool) pools.push(pool)
    }
  }
  return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
}
