import { type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, readLogs } from '@sluice/core'
import { getAbiItem, parseEventLogs } from 'viem'
import { liquidityBookFactoryAbi } from './abi.js'
import type { LiquidityBookSource } from './LiquidityBookSource.js'
import { toLiquidityBookPool } from './toLiquidityBookPool.js'

/** Blocks per step of log discovery (the chain's log reader splits each into requests within its cap). */
const BLOCK_RANGE = 10_000n

/** The factory's `LBPairCreated(tokenX, tokenY, binStep, LBPair, pid)`. */
export const LB_PAIR_CREATED = getAbiItem({ abi: liquidityBookFactoryAbi, name: 'LBPairCreated' })

export type DiscoverLiquidityBookPairsParameters = DiscoverParameters & {
  source: LiquidityBookSource
}

export type DiscoverLiquidityBookPairsReturnType = DiscoverReturnType

/** Finds a deployment's pairs up to `toBlock` from the factory's `LBPairCreated` logs, resumable by cursor (`logs:<next block>`). */
export async function discoverLiquidityBookPairs({
  client,
  toBlock,
  cursor,
  logs: reader,
  source,
}: DiscoverLiquidityBookPairsParameters): Promise<DiscoverLiquidityBookPairsReturnType> {
  const match = cursor === undefined ? undefined : /^logs:(\d+)$/.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} does not belong to Liquidity Book discovery.`)
  const start = match ? BigInt(match[1]!) : source.deployBlock
  const pools: DiscoverReturnType['pools'][number][] = []
  for (let from = start; from <= toBlock; from += BLOCK_RANGE) {
    const to = from + BLOCK_RANGE - 1n < toBlock ? from + BLOCK_RANGE - 1n : toBlock
    const logs = parseEventLogs({
      abi: [LB_PAIR_CREATED],
      logs: await readLogs({ reader, client, address: source.config.factory, events: [LB_PAIR_CREATED], fromBlock: from, toBlock: to }),
    })
    for (const { args } of logs)
      pools.push(toLiquidityBookPool({ pair: args.LBPair, tokenX: args.tokenX, tokenY: args.tokenY, binStep: args.binStep, sourceId: source.id }))
  }
  return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
}
