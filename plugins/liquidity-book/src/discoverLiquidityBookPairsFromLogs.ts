import type { DiscoverFromLogsParameters, DiscoverReturnType } from '@sluice/core'
import { isAddressEqual, parseEventLogs } from 'viem'
import { LB_PAIR_CREATED } from './discoverLiquidityBookPairs.js'
import type { LiquidityBookSource } from './LiquidityBookSource.js'
import { toLiquidityBookPool } from './toLiquidityBookPool.js'

export type DiscoverLiquidityBookPairsFromLogsParameters = DiscoverFromLogsParameters & {
  source: LiquidityBookSource
}

export type DiscoverLiquidityBookPairsFromLogsReturnType = DiscoverReturnType | undefined

/** The pairs a block range's `LBPairCreated` logs announce, and the cursor after them, without a request. */
export function discoverLiquidityBookPairsFromLogs({
  logs,
  toBlock,
  cursor,
  source,
}: DiscoverLiquidityBookPairsFromLogsParameters): DiscoverLiquidityBookPairsFromLogsReturnType {
  if (cursor === undefined || !/^logs:\d+$/.test(cursor)) return undefined
  const created = parseEventLogs({
    abi: [LB_PAIR_CREATED],
    logs: logs.filter((log) => isAddressEqual(log.address, source.config.factory)),
    strict: true,
  })
  const pools = created.map(({ args }) =>
    toLiquidityBookPool({ pair: args.LBPair, tokenX: args.tokenX, tokenY: args.tokenY, binStep: args.binStep, sourceId: source.id }),
  )
  return { pools, cursor: `logs:${toBlock + 1n}` }
}
