import { chunk, type PoolState, type TrackParameters } from '@sluice/core'
import { uniswapV2PairAbi } from './abi.js'
import type { ResolvedUniswapV2Config } from './resolveUniswapV2Config.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'

export type TrackUniswapV2PoolsParameters = TrackParameters & {
  config: ResolvedUniswapV2Config
}

export type TrackUniswapV2PoolsReturnType = PoolState<UniswapV2Reserves>[]

/** Reads the pairs' reserves at `blockNumber` with `getReserves`, `config.batchSize` calls per Multicall3 batch. */
export async function trackUniswapV2Pools({ client, pools, blockNumber, config }: TrackUniswapV2PoolsParameters): Promise<TrackUniswapV2PoolsReturnType> {
  const states: TrackUniswapV2PoolsReturnType = []
  for (const group of chunk({ items: pools, size: config.batchSize })) {
    const results = await client.multicall({
      contracts: group.map((pool) => ({ address: pool.address, abi: uniswapV2PairAbi, functionName: 'getReserves' }) as const),
      allowFailure: false,
      blockNumber,
      multicallAddress: config.multicall3,
      batchSize: 0,
    })
    group.forEach((pool, i) => {
      const [reserve0, reserve1] = results[i]!
      states.push({ pool, blockNumber, data: { reserve0, reserve1 } })
    })
  }
  return states
}
