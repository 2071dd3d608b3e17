import { chunk, type PoolState, type TrackParameters } from '@sluice/core'
import { velodromeV2FactoryAbi, velodromeV2PoolAbi } from './abi.js'
import type { VelodromeV2Source } from './VelodromeV2Source.js'
import type { VelodromeV2State } from './VelodromeV2State.js'

export type TrackVelodromeV2PoolsParameters = TrackParameters & {
  source: VelodromeV2Source
}

export type TrackVelodromeV2PoolsReturnType = PoolState<VelodromeV2State>[]

/**
 * Reads the pools' state at `blockNumber` through Multicall3: `metadata()` (decimals, reserves,
 * curve) and the factory's `getFee(pool, stable)` (custom per-pool fees included), two calls per
 * pool, `config.batchSize` calls per batch. `PoolState.pool.fee` is set to the pool's fee (millionths).
 */
export async function trackVelodromeV2Pools({ client, pools, blockNumber, source }: TrackVelodromeV2PoolsParameters): Promise<TrackVelodromeV2PoolsReturnType> {
  const { config } = source
  const states: TrackVelodromeV2PoolsReturnType = []
  for (const group of chunk({ items: pools, size: Math.max(1, Math.floor(config.batchSize / 2)) })) {
    const metadata = await client.multicall({
      contracts: group.map((pool) => ({ address: pool.address, abi: velodromeV2PoolAbi, functionName: 'metadata' }) as const),
      allowFailure: false,
      blockNumber,
      multicallAddress: source.multicall3,
      batchSize: 0,
    })
    const fees = await client.multicall({
      contracts: group.map(
        (pool, i) => ({ address: config.factory, abi: velodromeV2FactoryAbi, functionName: 'getFee', args: [pool.address, metadata[i]![4]] }) as const,
      ),
      allowFailure: false,
      blockNumber,
      multicallAddress: source.multicall3,
      batchSize: 0,
    })
    group.forEach((pool, i) => {
      const [decimals0, decimals1, reserve0, reserve1, stable] = metadata[i]!
      states.push({ pool: { ...pool, fee: Number(fees[i]!) * 100 }, blockNumber, data: { reserve0, reserve1, decimals0, decimals1, stable, fee: fees[i]! } })
    })
  }
  return states
}
