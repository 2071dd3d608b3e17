import { ConcentratedLiquidityPoolSimulator, type ConcentratedLiquiditySimulator, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { InvalidTokenError, type PoolState, type QuoteExactInParameters, type QuoteExactOutParameters, SimulationError, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import { calculateSwapFee } from './math/calculateSwapFee.js'
import { INT128_LIMIT } from './math/constants.js'
import { type SimulateUniswapV4SwapReturnType, simulateUniswapV4Swap, type UniswapV4Slot } from './simulateUniswapV4Swap.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

/**
 * The gas model of one V4 step through Sluice's executor (unlock, swap, sync, payment, settle,
 * take): a base, plus a cost per initialised tick crossed and per step of the swap loop. A rough
 * fit to receipts of one-step swaps through the router on Anvil (142k for a swap within one
 * range, 161k to 219k crossing ticks), less the transaction's and the router's own share.
 */
export const UNISWAP_V4_SWAP_GAS = 100_000n
/** Extra gas per initialised tick crossed. */
export const UNISWAP_V4_TICK_CROSS_GAS = 20_000n
/** Extra gas per step of the swap loop. */
export const UNISWAP_V4_STEP_GAS = 5_000n

/** A Uniswap V4 simulator; it also reports where the price stands and the fee it charges. */
export type UniswapV4Simulator = ConcentratedLiquiditySimulator<
  QuoteExactInParameters,
  QuoteExactOutParameters,
  UniswapV4Slot,
  {
    /**
     * The swap fee in pips: the LP fee composed with the protocol fee of the direction selling
     * `tokenIn`; without a token, the larger of the two directions' (equal without a protocol fee).
     */
    fee(tokenIn?: Address): number
  }
>

export type CreateUniswapV4SimulatorParameters = {
  state: PoolState<UniswapV4PoolState>
}

export type CreateUniswapV4SimulatorReturnType = UniswapV4Simulator

/**
 * A pure bigint model of one Uniswap V4 pool, equal to the PoolManager's swap to the wei, as
 * Sluice's executor runs it (price limit at the extreme, exact in or exact out). The fee comes
 * from the state (`lpFee`, `protocolFee`). Throws `SimulationError` where the manager or the
 * executor reverts: zero or negative amounts, amounts beyond int128 (`OVERFLOW`), an exact output
 * that cannot be filled in full (`INSUFFICIENT_LIQUIDITY`), a 100% fee for exact out; and where
 * the output would be zero (`ZERO_OUTPUT`); `StateNotLoadedError` beyond the loaded tick words
 * (the adapter's `loadState` widens them).
 *
 * Exact in that runs out of liquidity stops at the extreme price and takes less than offered
 * (`amountIn` says how much). `quote*` leave the simulator as it is; `swap*` move its price, tick
 * and liquidity; `clone` is O(1) (the tick data is shared: swaps never change it).
 */
export function createUniswapV4Simulator({ state }: CreateUniswapV4SimulatorParameters): CreateUniswapV4SimulatorReturnType {
  const { sqrtPriceX96, tick, liquidity } = state.data
  return new UniswapV4PoolSimulator(state, { sqrtPriceX96, tick, liquidity })
}

/**
 * On the CL library's `ConcentratedLiquidityPoolSimulator` (quotes, swaps, spot price, depth):
 * this class adds the pool's checks, swap loop and gas. A clone is one small object sharing the
 * pool's tick data.
 */
class UniswapV4PoolSimulator
  extends ConcentratedLiquidityPoolSimulator<QuoteExactInParameters, QuoteExactOutParameters, Outcome>
  implements UniswapV4Simulator
{
  readonly #state: PoolState<UniswapV4PoolState>
  /**
   * Where the price stands. After a swap, the swap's outcome itself: its tick is computed only
   * when read (a clone swapped once and dropped, as most are, never needs it).
   */
  #slot: UniswapV4Slot

  constructor(state: PoolState<UniswapV4PoolState>, slot: UniswapV4Slot, clone = false) {
    super(state.pool, clone)
    this.#state = state
    this.#slot = slot
  }

  clone(): UniswapV4Simulator {
    return new UniswapV4PoolSimulator(this.#state, this.#slot, true)
  }

  slot(): UniswapV4Slot {
    const { sqrtPriceX96, tick, liquidity } = this.#slot
    return { sqrtPriceX96, tick, liquidity }
  }

  fee(tokenIn?: Address): number {
    const { data } = this.#state
    const zeroForOne = calculateSwapFee(data.protocolFee & 0xfff, data.lpFee)
    const oneForZero = calculateSwapFee(data.protocolFee >> 12, data.lpFee)
    if (tokenIn === undefined) return Math.max(zeroForOne, oneForZero)
    return this.isToken0(tokenIn) ? zeroForOne : oneForZero
  }

  protected sqrtPriceX96(): bigint {
    return this.#slot.sqrtPriceX96
  }

  protected activeLiquidity(): bigint {
    return this.#slot.liquidity
  }

  protected isToken0(token: Address): boolean {
    const [token0, token1] = this.pool.tokens
    const lower = token.toLowerCase()
    if (lower === token0.toLowerCase()) return true
    if (lower === token1.toLowerCase()) return false
    throw new InvalidTokenError(`Token ${token} is not in pool ${this.pool.id}.`)
  }

  #run(zeroForOne: boolean, amountSpecified: bigint): Outcome {
    const outcome = simulateUniswapV4Swap({
      state: this.#state.data,
      slot: this.#slot,
      zeroForOne,
      amountSpecified,
      sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
      pool: this.pool.id,
    })
    const [deltaIn, deltaOut] = zeroForOne ? [outcome.amount0, outcome.amount1] : [outcome.amount1, outcome.amount0]
    return { outcome, result: { amountIn: -deltaIn, amountOut: deltaOut, gas: gasOf(outcome) } }
  }

  protected exactIn({ tokenIn, amountIn }: QuoteExactInParameters): Outcome {
    const zeroForOne = this.isToken0(tokenIn)
    checkAmount(amountIn)
    const swap = this.#run(zeroForOne, -amountIn)
    if (swap.result.amountOut <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Selling ${amountIn} of ${tokenIn} gives nothing.` })
    return swap
  }

  protected exactOut({ tokenOut, amountOut }: QuoteExactOutParameters): Outcome {
    const zeroForOne = !this.isToken0(tokenOut)
    checkAmount(amountOut)
    const swap = this.#run(zeroForOne, amountOut)
    if (swap.result.amountOut !== amountOut)
      throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY', details: `The pool can give only ${swap.result.amountOut} of the ${amountOut} asked.` })
    return swap
  }

  protected apply({ outcome, result }: Outcome): SwapResult {
    this.#slot = outcome
    return result
  }
}

type Outcome = { outcome: SimulateUniswapV4SwapReturnType; result: SwapResult }

function checkAmount(amount: bigint): void {
  if (amount <= 0n) throw new SimulationError({ reason: 'AMOUNT', details: `The amount ${amount} is not positive.` })
  if (amount >= INT128_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: `The amount ${amount} does not fit in int128.` })
}

function gasOf(outcome: SimulateUniswapV4SwapReturnType): bigint {
  return UNISWAP_V4_SWAP_GAS + UNISWAP_V4_TICK_CROSS_GAS * BigInt(outcome.ticksCrossed) + UNISWAP_V4_STEP_GAS * BigInt(outcome.steps)
}
