import {
  isToken0,
  type PoolState,
  type QuoteExactInParameters,
  type QuoteExactOutParameters,
  SimulationError,
  type Simulator,
  type SwapResult,
} from '@sluice/core'
import type { Address } from 'viem'
import { getSolidlyV1AmountIn } from './getSolidlyV1AmountIn.js'
import { getSolidlyV1AmountOut } from './getSolidlyV1AmountOut.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import { swapSolidlyV1Pool } from './swapSolidlyV1Pool.js'

/**
 * Estimated gas of one pair swap inside a route, for route choice (not a bound). Taken from
 * Velodrome V2's measurement (its pools do the same work as V1's `Pair.swap`: transfer out, the
 * factory's `isPaused` and `getFee`, the fee sent to `PairFees`, balances, the invariant,
 * reserves and cumulative prices), not measured on V1's pair yet; the executor's `getAmountOut`
 * adds one to three quotes. 150,000 is between a repeat and a first swap.
 */
export const SOLIDLY_V1_SWAP_GAS = 150_000n

export type CreateSolidlyV1SimulatorParameters = {
  state: PoolState<SolidlyV1State>
}

export type CreateSolidlyV1SimulatorReturnType = Simulator

/**
 * A pure bigint model of one Solidly V1 pool (volatile or stable), equal to the pool to the
 * wei: exact in as `Pair.getAmountOut`, exact out as the least input whose `getAmountOut`
 * reaches the output (`getSolidlyV1AmountIn`), then `Pair.swap`'s checks. The fee is the
 * factory's `getFee` for the pool, read with its state.
 */
export function createSolidlyV1Simulator({ state }: CreateSolidlyV1SimulatorParameters): CreateSolidlyV1SimulatorReturnType {
  return new SolidlyV1PoolSimulator(state.pool, state.data)
}

type Outcome = { after: Pick<SolidlyV1State, 'reserve0' | 'reserve1'>; result: SwapResult }

const E18 = 1e18

/** A class rather than closures: a clone per candidate path costs one object (routes clone often). */
class SolidlyV1PoolSimulator implements Simulator {
  readonly pool: PoolState['pool']
  #state: SolidlyV1State

  constructor(pool: PoolState['pool'], state: SolidlyV1State) {
    this.pool = pool
    this.#state = state
  }

  quoteExactIn({ tokenIn, amountIn }: QuoteExactInParameters): SwapResult {
    return this.#exactIn(tokenIn, amountIn).result
  }

  swapExactIn({ tokenIn, amountIn }: QuoteExactInParameters): SwapResult {
    return this.#apply(this.#exactIn(tokenIn, amountIn))
  }

  quoteExactOut({ tokenOut, amountOut }: QuoteExactOutParameters): SwapResult {
    return this.#exactOut(tokenOut, amountOut).result
  }

  swapExactOut({ tokenOut, amountOut }: QuoteExactOutParameters): SwapResult {
    return this.#apply(this.#exactOut(tokenOut, amountOut))
  }

  spotPrice(tokenIn: Address): number {
    const zeroForOne = this.#isToken0(tokenIn)
    const { reserve0, reserve1, decimals0, decimals1, stable } = this.#state
    const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
    if (reserveIn === 0n || reserveOut === 0n) return 0
    if (!stable) return Number(reserveOut) / Number(reserveIn)
    // The stable curve x³y + xy³ = k on normalised amounts: -dy/dx = (3x²y + y³) / (x³ + 3xy²).
    const [decimalsIn, decimalsOut] = zeroForOne ? [decimals0, decimals1] : [decimals1, decimals0]
    const x = (Number(reserveIn) * E18) / Number(decimalsIn)
    const y = (Number(reserveOut) * E18) / Number(decimalsOut)
    return (((3 * x * x * y + y * y * y) / (x * x * x + 3 * x * y * y)) * Number(decimalsOut)) / Number(decimalsIn)
  }

  fee(): number {
    return Number(this.#state.fee) * 100
  }

  clone(): Simulator {
    return new SolidlyV1PoolSimulator(this.pool, this.#state)
  }

  /** Whether `token` is token0; throws for a token the pool does not hold. */
  #isToken0(token: Address): boolean {
    return isToken0({ pool: this.pool, token })
  }

  #exactIn(tokenIn: Address, amountIn: bigint): Outcome {
    const zeroForOne = this.#isToken0(tokenIn)
    const state = this.#state
    if (amountIn <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_INPUT_AMOUNT' })
    const amountOut = getSolidlyV1AmountOut({ amountIn, zeroForOne, state })
    const after = swapSolidlyV1Pool({ amountIn, amountOut, zeroForOne, state })
    return { after, result: { amountIn, amountOut, gas: SOLIDLY_V1_SWAP_GAS } }
  }

  #exactOut(tokenOut: Address, amountOut: bigint): Outcome {
    const zeroForOne = !this.#isToken0(tokenOut)
    const state = this.#state
    const amountIn = getSolidlyV1AmountIn({ amountOut, zeroForOne, state })
    const after = swapSolidlyV1Pool({ amountIn, amountOut, zeroForOne, state })
    return { after, result: { amountIn, amountOut, gas: SOLIDLY_V1_SWAP_GAS } }
  }

  #apply({ after, result }: Outcome): SwapResult {
    this.#state = { ...this.#state, ...after }
    return result
  }
}
