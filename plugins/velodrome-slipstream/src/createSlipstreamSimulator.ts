import type { PoolState } from '@sluice/core'
import { createUniswapV3Simulator, type UniswapV3Simulator } from '@sluice/plugin-uniswap-v3'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'

export type CreateSlipstreamSimulatorParameters = {
  state: PoolState<SlipstreamPoolState>
}

export type CreateSlipstreamSimulatorReturnType = UniswapV3Simulator

/**
 * A pure bigint model of one Slipstream pool, equal to `CLPool.swap` to the wei. Its swap loop is
 * Uniswap V3's (the same `SwapMath.computeSwapStep`, tick bitmap, crossing and rounding); what
 * Slipstream adds only splits the fee taken from the input among LPs: `calculateFees` sends a
 * share (`unstakedFee()`, and the staked liquidity's share) to the gauge instead of fee growth, and
 * `stakedLiquidity` moves with the ticks crossed. Neither changes the amounts in and out, so the
 * simulator is Uniswap V3's over the fee the pool charges now (`state.data.fee`, the factory's
 * `getSwapFee`), not the pool's nominal tick-spacing fee.
 */
export function createSlipstreamSimulator({ state }: CreateSlipstreamSimulatorParameters): CreateSlipstreamSimulatorReturnType {
  return createUniswapV3Simulator({ state: { ...state, pool: { ...state.pool, fee: state.data.fee } } })
}
