import { chunk, type PoolState, type TrackParameters } from '@sluice/core'
import { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
import type { SolidlyV1Source } from './SolidlyV1Source.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

export type TrackSolidlyV1PoolsParameters = TrackParameters & {
  source: SolidlyV1Source
}

export type TrackSolidlyV1PoolsReturnType = PoolState<SolidlyV1State>[]

/**
 * Reads the pools' state at `blockNumber` through Multicall3: `metadata()` (decimals, reserves,
 * curve) and the factory's `getFee(stable)` (one fee per curve), two calls per
 * pool, `config.batchSize` calls per batch. `PoolState.pool.fee` is set to the pool's fee (millionths).
 */
export async function trackSolidlyV1Pools({ client, pools, blockNumber, source }: TrackSolidlyV1PoolsParameters): Promise<TrackSolidlyV1PoolsReturnType> {
  const { config } = source
  const states: TrackSolidlyV1PoolsReturnType = []
  for (const group of chunk({ items: pools, size: Math.max(1, Math.floor(config.batchSize / 2)) })) {
    const metadata = await client.multicall({
      contracts: group.map((pool) => ({ address: pool.address, abi: solidlyV1PoolAbi, functionName: 'metadata' }) as const),
      allowFailure: false,
      blockNumber,
      multicallAddress: source.multicall3,
      batchSize: 0,
    })
    const fees = await client.multicall({
      contracts: metadata.map((meta) => ({ address: config.factory, abi: solidlyV1FactoryAbi, functionName: 'getFee', args: [meta[4]] }) as const),
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
