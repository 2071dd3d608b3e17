import type { PoolState } from '@sluice/core'
import {
  createUniswapV3Simulator,
  UNISWAP_V3_STEP_GAS,
  UNISWAP_V3_SWAP_GAS,
  UNISWAP_V3_TICK_CROSS_GAS,
  type UniswapV3GasModel,
  type UniswapV3Simulator,
} from '@sluice/plugin-uniswap-v3'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'

export type CreateSlipstreamSimulatorParameters = {
  state: PoolState<SlipstreamPoolState>
}

export type CreateSlipstreamSimulatorReturnType = UniswapV3Simulator

/**
 * A Slipstream swap costs more gas than a V3 one: every swap asks the factory for its fee and the
 * voter for the unstaked fee, and every tick crossed also moves `stakedLiquidity` and the gauge's
 * reward growth. Against Slipstream's QuoterV2 on the sandbox pools that is about 28,000 more per
 * swap and 13,000 to 22,000 more per initialised tick crossed; the model takes the base and the
 * middle of that range, so the solver weighs a Slipstream hop as it costs.
 */
const SLIPSTREAM_GAS: UniswapV3GasModel = {
  swap: UNISWAP_V3_SWAP_GAS + 28_000n,
  tickCross: UNISWAP_V3_TICK_CROSS_GAS + 17_500n,
  step: UNISWAP_V3_STEP_GAS,
}

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
  return createUniswapV3Simulator({ state: { ...state, pool: { ...state.pool, fee: state.data.fee } }, gas: SLIPSTREAM_GAS })
}
