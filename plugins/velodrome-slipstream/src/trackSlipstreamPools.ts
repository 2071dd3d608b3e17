import { readBitmapTickWords, wordBounds } from '@sluice/concentrated-liquidity'
import { ChainUnavailableError, type PoolState, type TrackParameters } from '@sluice/core'
import { slipstreamPoolAbi } from './abi.js'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'
import type { SlipstreamSource } from './SlipstreamSource.js'

export type TrackSlipstreamPoolsParameters = TrackParameters & {
  source: Pick<SlipstreamSource, 'chainId' | 'multicall3' | 'batchSize' | 'wordRadius'>
}

export type TrackSlipstreamPoolsReturnType = PoolState<SlipstreamPoolState>[]

/**
 * Reads pools' swap state at a block through Multicall3: `slot0`, `liquidity` and `fee()` (the
 * swap fee the pool charges now), then the bitmap words within `wordRadius` words of the current
 * tick's word (clamped to the words the tick spacing allows) and the `ticks` of every initialised
 * tick in them.
 */
export async function trackSlipstreamPools({ client, pools, blockNumber, source }: TrackSlipstreamPoolsParameters): Promise<TrackSlipstreamPoolsReturnType> {
  if (pools.length === 0) return []
  const reads = await client
    .multicall({
      contracts: pools.flatMap(
        (pool) =>
          [
            { address: pool.address, abi: slipstreamPoolAbi, functionName: 'slot0' },
            { address: pool.address, abi: slipstreamPoolAbi, functionName: 'liquidity' },
            { address: pool.address, abi: slipstreamPoolAbi, functionName: 'fee' },
          ] as const,
      ),
      allowFailure: false,
      blockNumber,
      multicallAddress: source.multicall3,
      batchSize: source.batchSize,
    })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId: source.chainId, cause, details: 'Reading Slipstream slot0, liquidity and fee failed.' })
    })

  const heads = pools.map((pool, i) => {
    const [sqrtPriceX96, tick] = reads[3 * i] as readonly [bigint, number, ...unknown[]]
    const liquidity = reads[3 * i + 1] as bigint
    const fee = reads[3 * i + 2] as number
    const tickSpacing = Number(pool.extra?.tickSpacing)
    const bounds = wordBounds({ tickSpacing })
    const current = Math.floor(tick / tickSpacing) >> 8
    const minWord = Math.max(bounds.minWord, current - source.wordRadius)
    const maxWord = Math.min(bounds.maxWord, current + source.wordRadius)
    return { pool, sqrtPriceX96, tick, liquidity, fee, tickSpacing, minWord, maxWord }
  })
  const words = await readBitmapTickWords({
    client,
    abi: slipstreamPoolAbi,
    decodeTick: ([liquidityGross, liquidityNet]) => ({ liquidityGross, liquidityNet }),
    name: 'Slipstream',
    requests: heads.map(({ pool, tickSpacing, minWord, maxWord }) => ({ address: pool.address, tickSpacing, fromWord: minWord, toWord: maxWord })),
    chainId: source.chainId,
    blockNumber,
    multicall3: source.multicall3,
    batchSize: source.batchSize,
  })
  return heads.map(({ pool, ...head }, i) => ({ pool, blockNumber, data: { ...head, ...words[i]! } }))
}
