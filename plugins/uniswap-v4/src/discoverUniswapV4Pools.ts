import { type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, type Pool, readLogs } from '@sluice/core'
import { parseEventLogs } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { toUniswapV4Pool } from './toUniswapV4Pool.js'
import type { UniswapV4Config } from './uniswapV4ConfigSchema.js'

export type DiscoverUniswapV4PoolsParameters = DiscoverParameters & {
  config: Pick<UniswapV4Config, 'poolManager' | 'blockRange'>
  sourceId: number
  /** The first block to search (the deployment's block). */
  fromBlock: bigint
}

export type DiscoverUniswapV4PoolsReturnType = DiscoverReturnType

const CURSOR = /^logs:(\d+)$/

/**
 * Finds a deployment's pools from the PoolManager's `Initialize` logs, from `fromBlock` (or the
 * cursor) to `toBlock`, in chunks of `config.blockRange` blocks (through the chain's log reader, `logs`); the cursor (`logs:<next block>`)
 * resumes where this call ended. A V4 pool has no address of its own: `Pool.id` is its pool ID
 * (bytes32, lower-case hex), `Pool.address` the PoolManager, and `Pool.extra` holds its key (`currency0`, `currency1`, `fee`,
 * `tickSpacing`, `hooks`). Left out, by design: pools with a hook (a hook can change the price,
 * fee or amounts of any swap, which this plugin does not model) and pools of the native currency
 * (address 0; Sluice's executor pays and takes ERC20s, the wrapped native among them).
 */
export async function discoverUniswapV4Pools({
  client,
  toBlock,
  cursor,
  logs: reader,
  config,
  sourceId,
  fromBlock,
}: DiscoverUniswapV4PoolsParameters): Promise<DiscoverUniswapV4PoolsReturnType> {
  const match = cursor === undefined ? undefined : CURSOR.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} is not a Uniswap V4 discovery cursor.`)
  const start = match ? BigInt(match[1]!) : fromBlock
  const blockRange = BigInt(config.blockRange)
  const pools: Pool[] = []
  for (let from = start; from <= toBlock; from += blockRange) {
    const to = from + blockRange - 1n < toBlock ? from + blockRange - 1n : toBlock
    const event = uniswapV4PoolManagerAbi[0]
    const logs = parseEventLogs({
      abi: [event],
      logs: await readLogs({ reader, client, address: config.poolManager, events: [event], fromBlock: from, toBlock: to }),
    })
    for (const { args } of logs) {
      const pool = toUniswapV4Pool({ args, poolManager: config.poolManager, sourceId })
      if (pool) pools.push(pool)
    }
  }
  return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
}
