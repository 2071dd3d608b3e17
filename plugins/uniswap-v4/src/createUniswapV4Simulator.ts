import {
  InvalidTokenError,
  type PoolState,
  type QuoteExactInParameters,
  type QuoteExactOutParameters,
  SimulationError,
  type Simulator,
  type SwapResult,
} from '@sluice/core'
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/plugin-uniswap-v3'
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
export type UniswapV4Simulator = Simulator & {
  quoteExactOut(parameters: QuoteExactOutParameters): SwapResult
  swapExactOut(parameters: QuoteExactOutParameters): SwapResult
  clone(): UniswapV4Simulator
  /** The current price, tick and in-range liquidity (after the swaps applied so far). */
  slot(): UniswapV4Slot
  /**
   * The swap fee in pips: the LP fee composed with the protocol fee of the direction selling
   * `tokenIn`; without a token, the larger of the two directions' (equal without a protocol fee).
   */
  fee(tokenIn?: Address): number
}

export type CreateUniswapV4SimulatorParameters = {
  state: PoolState<UniswapV4PoolState>
}

export type CreateUniswapV4SimulatorReturnType = UniswapV4Simulator

const Q96_NUMBER = 2 ** 96

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
  return fromSlot(state, { sqrtPriceX96, tick, liquidity })
}

function fromSlot(state: PoolState<UniswapV4PoolState>, initial: UniswapV4Slot): UniswapV4Simulator {
  const { pool, data } = state
  const [token0, token1] = pool.tokens
  let slot = initial

  function isToken0(token: Address): boolean {
    const lower = token.toLowerCase()
    if (lower === token0.toLowerCase()) return true
    if (lower === token1.toLowerCase()) return false
    throw new InvalidTokenError(`Token ${token} is not in pool ${pool.address}.`)
  }

  function checkAmount(amount: bigint): void {
    if (amount <= 0n) throw new SimulationError({ reason: 'AMOUNT', details: `The amount ${amount} is not positive.` })
    if (amount >= INT128_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: `The amount ${amount} does not fit in int128.` })
  }

  function run(zeroForOne: boolean, amountSpecified: bigint) {
    const outcome = simulateUniswapV4Swap({
      state: data,
      slot,
      zeroForOne,
      amountSpecified,
      sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
      pool: pool.address,
    })
    const [deltaIn, deltaOut] = zeroForOne ? [outcome.amount0, outcome.amount1] : [outcome.amount1, outcome.amount0]
    const result: SwapResult = { amountIn: -deltaIn, amountOut: deltaOut, gas: gasOf(outcome) }
    return { outcome, result }
  }

  function exactIn({ tokenIn, amountIn }: QuoteExactInParameters) {
    const zeroForOne = isToken0(tokenIn)
    checkAmount(amountIn)
    const swap = run(zeroForOne, -amountIn)
    if (swap.result.amountOut <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Selling ${amountIn} of ${tokenIn} gives nothing.` })
    return swap
  }

  function exactOut({ tokenOut, amountOut }: QuoteExactOutParameters) {
    const zeroForOne = !isToken0(tokenOut)
    checkAmount(amountOut)
    const swap = run(zeroForOne, amountOut)
    if (swap.result.amountOut !== amountOut)
      throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY', details: `The pool can give only ${swap.result.amountOut} of the ${amountOut} asked.` })
    return swap
  }

  function apply({ outcome, result }: ReturnType<typeof run>): SwapResult {
    slot = { sqrtPriceX96: outcome.sqrtPriceX96, tick: outcome.tick, liquidity: outcome.liquidity }
    return result
  }

  return {
    pool,
    quoteExactIn: (parameters) => exactIn(parameters).result,
    swapExactIn: (parameters) => apply(exactIn(parameters)),
    quoteExactOut: (parameters) => exactOut(parameters).result,
    swapExactOut: (parameters) => apply(exactOut(parameters)),
    spotPrice(tokenIn) {
      const root = Number(slot.sqrtPriceX96) / Q96_NUMBER
      return isToken0(tokenIn) ? root * root : 1 / (root * root)
    },
    depth(tokenIn) {
      const root = Number(slot.sqrtPriceX96) / Q96_NUMBER
      return isToken0(tokenIn) ? Number(slot.liquidity) / root : Number(slot.liquidity) * root
    },
    clone: () => fromSlot(state, slot),
    slot: () => ({ ...slot }),
    fee(tokenIn?: Address) {
      const zeroForOne = calculateSwapFee(data.protocolFee & 0xfff, data.lpFee)
      const oneForZero = calculateSwapFee(data.protocolFee >> 12, data.lpFee)
      if (tokenIn === undefined) return Math.max(zeroForOne, oneForZero)
      return isToken0(tokenIn) ? zeroForOne : oneForZero
    },
  }
}

function gasOf(outcome: SimulateUniswapV4SwapReturnType): bigint {
  return UNISWAP_V4_SWAP_GAS + UNISWAP_V4_TICK_CROSS_GAS * BigInt(outcome.ticksCrossed) + UNISWAP_V4_STEP_GAS * BigInt(outcome.steps)
}
