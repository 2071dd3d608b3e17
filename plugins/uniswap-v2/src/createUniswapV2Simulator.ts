import { isToken0, type PoolState, type QuoteExactInParameters, type QuoteExactOutParameters, type Simulator, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import { getAmountIn } from './getAmountIn.js'
import { getAmountOut } from './getAmountOut.js'
import { swapUniswapV2Pair } from './swapUniswapV2Pair.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'

/**
 * Estimated gas of one pair swap inside a route: the pair's `swap` (transfer out, two
 * `balanceOf`, the reserve and price-accumulator update). Measured in the sandbox by calling
 * `swap` directly (without the 21,000 base and calldata): about 85,400 for a pair's first swap in
 * a while (cold slots, accumulators, a new recipient balance), about 40,800 for a repeat; 65,000
 * is between the two. An estimate for route choice, not a bound.
 */
export const UNISWAP_V2_SWAP_GAS = 65_000n

export type CreateUniswapV2SimulatorParameters = {
  state: PoolState<UniswapV2Reserves>
}

export type CreateUniswapV2SimulatorReturnType = Simulator

/**
 * A pure bigint model of one Uniswap V2 pair, equal to the pair and `UniswapV2Library` to the
 * wei: exact in as `getAmountOut`, exact out as `getAmountIn`, then the pair's own checks (the K
 * invariant, `uint112` reserves). A zero output is an error, as the pair reverts on it.
 */
export function createUniswapV2Simulator({ state }: CreateUniswapV2SimulatorParameters): CreateUniswapV2SimulatorReturnType {
  const [token0, token1] = state.pool.tokens
  return new UniswapV2PairSimulator(state.pool, state.data.reserve0, state.data.reserve1, token0.toLowerCase(), token1.toLowerCase())
}

type Outcome = { zeroForOne: boolean; after: { reserveIn: bigint; reserveOut: bigint }; result: SwapResult }

/** A class rather than closures: a clone per candidate path costs one object (routes clone often). */
class UniswapV2PairSimulator implements Simulator {
  readonly pool: PoolState['pool']
  #reserve0: bigint
  #reserve1: bigint
  readonly #token0Lower: string
  readonly #token1Lower: string

  constructor(pool: PoolState['pool'], reserve0: bigint, reserve1: bigint, token0Lower: string, token1Lower: string) {
    this.pool = pool
    this.#reserve0 = reserve0
    this.#reserve1 = reserve1
    this.#token0Lower = token0Lower
    this.#token1Lower = token1Lower
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
    const [reserveIn, reserveOut] = this.#isToken0(tokenIn) ? [this.#reserve0, this.#reserve1] : [this.#reserve1, this.#reserve0]
    return reserveIn === 0n ? 0 : Number(reserveOut) / Number(reserveIn)
  }

  depth(tokenIn: Address): number {
    return Number(this.#isToken0(tokenIn) ? this.#reserve0 : this.#reserve1)
  }

  fee(): number {
    return this.pool.fee
  }

  clone(): Simulator {
    return new UniswapV2PairSimulator(this.pool, this.#reserve0, this.#reserve1, this.#token0Lower, this.#token1Lower)
  }

  /** Whether `token` is token0; throws for a token the pair does not hold. */
  #isToken0(token: Address): boolean {
    return isToken0({ pool: this.pool, token, lowerTokens: [this.#token0Lower, this.#token1Lower] })
  }

  #exactIn(tokenIn: Address, amountIn: bigint): Outcome {
    const zeroForOne = this.#isToken0(tokenIn)
    const [reserveIn, reserveOut] = zeroForOne ? [this.#reserve0, this.#reserve1] : [this.#reserve1, this.#reserve0]
    const fee = this.pool.fee
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut, fee })
    const after = swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee })
    return { zeroForOne, after, result: { amountIn, amountOut, gas: UNISWAP_V2_SWAP_GAS } }
  }

  #exactOut(tokenOut: Address, amountOut: bigint): Outcome {
    const zeroForOne = !this.#isToken0(tokenOut)
    const [reserveIn, reserveOut] = zeroForOne ? [this.#reserve0, this.#reserve1] : [this.#reserve1, this.#reserve0]
    const fee = this.pool.fee
    const amountIn = getAmountIn({ amountOut, reserveIn, reserveOut, fee })
    const after = swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee })
    return { zeroForOne, after, result: { amountIn, amountOut, gas: UNISWAP_V2_SWAP_GAS } }
  }

  #apply({ zeroForOne, after, result }: Outcome): SwapResult {
    if (zeroForOne) {
      this.#reserve0 = after.reserveIn
      this.#reserve1 = after.reserveOut
    } else {
      this.#reserve1 = after.reserveIn
      this.#reserve0 = after.reserveOut
    }
    return result
  }
}
