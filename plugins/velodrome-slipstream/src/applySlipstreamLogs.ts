import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { applyUniswapV3Logs } from '@sluice/plugin-uniswap-v3'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'

export type ApplySlipstreamLogsParameters = ApplyLogsParameters<SlipstreamPoolState>

export type ApplySlipstreamLogsReturnType = PoolState<SlipstreamPoolState> | undefined

/**
 * A pool's state after its `Swap`, `Mint` and `Burn` logs (Uniswap V3's events), applied in
 * order: a `Swap` emits the price, tick and in-range liquidity it leaves; a `Mint` or `Burn` moves
 * the ticks, bitmap and in-range liquidity as the pool does (`modifyBitmapLiquidity`). The fee
 * is kept from the last read: a fee module's change emits no event of the pool. `Initialize` (or a
 * log that does not fit), or a tick that left the loaded words, answers `undefined`: the pool is
 * read anew.
 *
 * The pool's events and their bookkeeping are V3's: this is the V3 plugin's `applyUniswapV3Logs`
 * over Slipstream's state.
 */
export function applySlipstreamLogs(parameters: ApplySlipstreamLogsParameters): ApplySlipstreamLogsReturnType {
  return applyUniswapV3Logs(parameters)
}
