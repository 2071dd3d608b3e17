import { readBitmapTickWords, wordBounds } from '@sluice/concentrated-liquidity'
import { ChainUnavailableError, InvalidParametersError, type Pool, type PoolState, type TrackParameters } from '@sluice/core'
import { uniswapV3PoolAbi } from './abi.js'
import type { ResolvedUniswapV3Config } from './resolveUniswapV3Config.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

export type TrackUniswapV3PoolsParameters = TrackParameters & {
  config: Pick<ResolvedUniswapV3Config, 'chainId' | 'feeTiers' | 'multicall3' | 'batchSize' | 'wordRadius'>
}

export type TrackUniswapV3PoolsReturnType = PoolState<UniswapV3PoolState>[]

/**
 * Reads pools' swap state at a block through Multicall3: `slot0` and `liquidity`, then the
 * bitmap words within `config.wordRadius` words of the current tick's word (clamped to the
 * words the tick spacing allows) and the `ticks` of every initialised tick in them.
 */
export async function trackUniswapV3Pools({ client, pools, blockNumber, config }: TrackUniswapV3PoolsParameters): Promise<TrackUniswapV3PoolsReturnType> {
  if (pools.length === 0) return []
  const tickSpacings = pools.map((pool) => tickSpacingOf(pool, config.feeTiers))
  const slots = await client
    .multicall({
      contracts: pools.flatMap(
        (pool) =>
          [
            { address: pool.address, abi: uniswapV3PoolAbi, functionName: 'slot0' },
            { address: pool.address, abi: uniswapV3PoolAbi, functionName: 'liquidity' },
          ] as const,
      ),
      allowFailure: false,
      blockNumber,
      multicallAddress: config.multicall3,
      batchSize: config.batchSize,
    })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId: config.chainId, cause, details: 'Reading Uniswap V3 slot0 and liquidity failed.' })
    })

  const heads = pools.map((pool, i) => {
    const [sqrtPriceX96, tick] = slots[2 * i] as readonly [bigint, number, ...unknown[]]
    const liquidity = slots[2 * i + 1] as bigint
    const tickSpacing = tickSpacings[i]!
    const bounds = wordBounds({ tickSpacing })
    const current = Math.floor(tick / tickSpacing) >> 8
    const minWord = Math.max(bounds.minWord, current - config.wordRadius)
    const maxWord = Math.min(bounds.maxWord, current + config.wordRadius)
    return { pool, sqrtPriceX96, tick, liquidity, tickSpacing, minWord, maxWord }
  })
  const words = await readBitmapTickWords({
    client,
    abi: uniswapV3PoolAbi,
    decodeTick: ([liquidityGross, liquidityNet]) => ({ liquidityGross, liquidityNet }),
    name: 'Uniswap V3',
    requests: heads.map(({ pool, tickSpacing, minWord, maxWord }) => ({ address: pool.address, tickSpacing, fromWord: minWord, toWord: maxWord })),
    chainId: config.chainId,
    blockNumber,
    multicall3: config.multicall3,
    batchSize: config.batchSize,
  })
  return heads.map(({ pool, ...head }, i) => ({ pool, blockNumber, data: { ...head, ...words[i]! } }))
}

/** A pool's tick spacing: `Pool.extra.tickSpacing` (set by discovery), else its fee tier's. */
function tickSpacingOf(pool: Pool, feeTiers: ResolvedUniswapV3Config['feeTiers']): number {
  const fromExtra = pool.extra?.tickSpacing
  if (typeof fromExtra === 'number') return fromExtra
  const tier = feeTiers.find((t) => t.fee === pool.fee)
  if (!tier) throw new InvalidParametersError(`Pool ${pool.address} has fee ${pool.fee}, which is not an enabled fee tier.`)
  return tier.tickSpacing
}
