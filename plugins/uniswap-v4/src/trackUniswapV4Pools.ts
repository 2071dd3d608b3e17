import { wordBounds } from '@sluice/concentrated-liquidity'
import { InvalidParametersError, type Pool, type PoolState, type TrackParameters } from '@sluice/core'
import type { Hex } from 'viem'
import { readUniswapV4Slots } from './readUniswapV4Slots.js'
import { readUniswapV4TickWords } from './readUniswapV4TickWords.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import type { UniswapV4Config } from './uniswapV4ConfigSchema.js'
import { uniswapV4StorageSlots } from './uniswapV4StorageSlots.js'

export type TrackUniswapV4PoolsParameters = TrackParameters & {
  config: Pick<UniswapV4Config, 'poolManager' | 'slotsPerCall' | 'wordRadius'>
  chainId: number
}

export type TrackUniswapV4PoolsReturnType = PoolState<UniswapV4PoolState>[]

const MASK_24 = 0xffffffn
const MASK_160 = (1n << 160n) - 1n

const signed = (value: bigint, bits: bigint): bigint => (value >= 1n << (bits - 1n) ? value - (1n << bits) : value)

/**
 * Reads pools' swap state at a block from the PoolManager's storage (v4-core's `StateLibrary`
 * layout) in three rounds of `extsload`: `slot0` and `liquidity`; the bitmap words within
 * `config.wordRadius` words of the current tick's word (clamped to the words the tick spacing
 * allows); the info of every initialised tick in them (`readUniswapV4TickWords`).
 */
export async function trackUniswapV4Pools({
  client,
  pools,
  blockNumber,
  config,
  chainId,
}: TrackUniswapV4PoolsParameters): Promise<TrackUniswapV4PoolsReturnType> {
  if (pools.length === 0) return []
  const read = (slots: Hex[]) => readUniswapV4Slots({ client, poolManager: config.poolManager, slots, blockNumber, slotsPerCall: config.slotsPerCall, chainId })
  const layouts = pools.map((pool) => uniswapV4StorageSlots({ poolId: pool.id }))
  const heads = await read(layouts.flatMap((layout) => [layout.slot0, layout.liquidity]))

  const states = pools.map((pool, i) => {
    const slot0 = heads[2 * i]!
    const tickSpacing = tickSpacingOf(pool)
    const tick = Number(signed((slot0 >> 160n) & MASK_24, 24n))
    const bounds = wordBounds({ tickSpacing })
    const current = Math.floor(tick / tickSpacing) >> 8
    return {
      sqrtPriceX96: slot0 & MASK_160,
      tick,
      protocolFee: Number((slot0 >> 184n) & MASK_24),
      lpFee: Number((slot0 >> 208n) & MASK_24),
      liquidity: heads[2 * i + 1]!,
      tickSpacing,
      minWord: Math.max(bounds.minWord, current - config.wordRadius),
      maxWord: Math.min(bounds.maxWord, current + config.wordRadius),
    }
  })
  const loaded = await readUniswapV4TickWords({
    read,
    ranges: states.map((state, i) => ({ layout: layouts[i]!, tickSpacing: state.tickSpacing, fromWord: state.minWord, toWord: state.maxWord })),
  })
  return pools.map((pool, i) => ({ pool, blockNumber, data: { ...states[i]!, tickTable: loaded[i]!.tickTable } }))
}

function tickSpacingOf(pool: Pool): number {
  const tickSpacing = pool.extra?.tickSpacing
  if (typeof tickSpacing !== 'number') throw new InvalidParametersError(`Pool ${pool.id} has no Uniswap V4 tick spacing.`)
  return tickSpacing
}
