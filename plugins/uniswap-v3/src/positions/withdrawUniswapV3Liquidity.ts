import type { PoolState, WithdrawPoolLiquidityParameters } from '@sluice/core'
import { uniswapV3PoolAbi } from '../abi.js'
import type { UniswapV3PoolState } from '../UniswapV3PoolState.js'

export type WithdrawUniswapV3LiquidityParameters = WithdrawPoolLiquidityParameters

export type WithdrawUniswapV3LiquidityReturnType = PoolState<UniswapV3PoolState>

/**
 * A V3 pool's state after `burn` of a position's whole liquidity, as the pool computes it: the
 * in-range liquidity drops when the current tick is inside the range, each bound's
 * `liquidityNet` moves back, and a bound left with no liquidity at all (`liquidityGross`, read
 * at the block) is cleared from the bitmap, so swaps no longer stop at it.
 */
export async function withdrawUniswapV3Liquidity({
  client,
  state,
  tickLower,
  tickUpper,
  liquidity,
  blockNumber,
}: WithdrawUniswapV3LiquidityParameters): Promise<WithdrawUniswapV3LiquidityReturnType> {
  const { pool } = state
  const data = state.data as UniswapV3PoolState
  if (liquidity === 0n) return state as PoolState<UniswapV3PoolState>
  const [lowerTick, upperTick] = await Promise.all(
    [tickLower, tickUpper].map((tick) =>
      client.readContract({ address: pool.address, abi: uniswapV3PoolAbi, functionName: 'ticks', args: [tick], blockNumber }),
    ),
  )
  const liquidityNet = new Map(data.liquidityNet)
  const bitmap = new Map(data.bitmap)
  const update = (tick: number, gross: bigint, netChange: bigint) => {
    const compressed = Math.floor(tick / data.tickSpacing)
    const word = compressed >> 8
    if (word < data.minWord || word > data.maxWord) return
    if (gross === liquidity) {
      liquidityNet.delete(tick)
      const bits = (bitmap.get(word) ?? 0n) & ~(1n << BigInt(((compressed % 256) + 256) % 256))
      if (bits === 0n) bitmap.delete(word)
      else bitmap.set(word, bits)
    } else liquidityNet.set(tick, (liquidityNet.get(tick) ?? 0n) + netChange)
  }
  update(tickLower, lowerTick![0], -liquidity)
  update(tickUpper, upperTick![0], liquidity)
  const inRange = data.tick >= tickLower && data.tick < tickUpper
  return {
    pool,
    blockNumber: state.blockNumber,
    data: { ...data, liquidity: inRange ? data.liquidity - liquidity : data.liquidity, liquidityNet, bitmap },
  }
}
