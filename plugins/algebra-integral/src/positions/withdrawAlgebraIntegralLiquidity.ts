import { MAX_TICK, MIN_TICK } from '@sluice/concentrated-liquidity'
import type { PoolState, WithdrawPoolLiquidityParameters } from '@sluice/core'
import type { AlgebraIntegralPoolState, AlgebraIntegralTick } from '../AlgebraIntegralPoolState.js'
import { algebraPoolAbi } from '../abi.js'

export type WithdrawAlgebraIntegralLiquidityParameters = WithdrawPoolLiquidityParameters

export type WithdrawAlgebraIntegralLiquidityReturnType = PoolState<AlgebraIntegralPoolState>

/**
 * An Algebra Integral pool's state after `burn` of a position's whole liquidity, as the pool
 * computes it: the active liquidity drops when the current tick is inside the range; each bound's
 * `liquidityDelta` moves back; a bound left with no liquidity at all (`liquidityTotal`, read at
 * the block) leaves the linked list of ticks (its neighbours are linked to each other, and the
 * pool's `prevTickGlobal`/`nextTickGlobal` move past it; the MIN/MAX sentinels always stay).
 */
export async function withdrawAlgebraIntegralLiquidity({
  client,
  state,
  tickLower,
  tickUpper,
  liquidity,
  blockNumber,
}: WithdrawAlgebraIntegralLiquidityParameters): Promise<WithdrawAlgebraIntegralLiquidityReturnType> {
  const { pool } = state
  const data = state.data as AlgebraIntegralPoolState
  if (liquidity === 0n) return state as PoolState<AlgebraIntegralPoolState>
  const [bottom, top] = await Promise.all(
    [tickLower, tickUpper].map((tick) => client.readContract({ address: pool.address, abi: algebraPoolAbi, functionName: 'ticks', args: [tick], blockNumber })),
  )
  const ticks = new Map<number, AlgebraIntegralTick>(data.ticks)
  let { prevTick, nextTick } = data
  const update = (tick: number, total: bigint, deltaChange: bigint) => {
    const entry = ticks.get(tick)
    if (!entry) return
    if (total !== liquidity) {
      ticks.set(tick, { ...entry, liquidityDelta: entry.liquidityDelta + deltaChange })
      return
    }
    if (tick === MIN_TICK || tick === MAX_TICK) {
      ticks.set(tick, { ...entry, liquidityDelta: 0n })
      return
    }
    ticks.delete(tick)
    const before = ticks.get(entry.prevTick)
    const after = ticks.get(entry.nextTick)
    if (before) ticks.set(entry.prevTick, { ...before, nextTick: entry.nextTick })
    if (after) ticks.set(entry.nextTick, { ...after, prevTick: entry.prevTick })
    if (prevTick === tick) prevTick = entry.prevTick
    else if (nextTick === tick) nextTick = entry.nextTick
  }
  update(tickLower, bottom![0], -liquidity)
  update(tickUpper, top![0], liquidity)
  const inRange = data.tick >= tickLower && data.tick < tickUpper
  return {
    pool,
    blockNumber: state.blockNumber,
    data: { ...data, liquidity: inRange ? data.liquidity - liquidity : data.liquidity, ticks, prevTick, nextTick },
  }
}
