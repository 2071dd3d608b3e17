import { InvalidTokenError, type PoolState, type Simulator, type SwapResult } from '@sluice/core'
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
  return fromReserves(state.pool, state.data.reserve0, state.data.reserve1)
}

function fromReserves(pool: PoolState['pool'], initialReserve0: bigint, initialReserve1: bigint): Simulator {
  let reserve0 = initialReserve0
  let reserve1 = initialReserve1
  const [token0, token1] = pool.tokens
  const fee = pool.fee

  /** Whether `token` is token0; throws for a token the pair does not hold. */
  function isToken0(token: Address): boolean {
    const lower = token.toLowerCase()
    if (lower === token0.toLowerCase()) return true
    if (lower === token1.toLowerCase()) return false
    throw new InvalidTokenError(`Token ${token} is not in pool ${pool.address}.`)
  }

  function exactIn(tokenIn: Address, amountIn: bigint) {
    const zeroForOne = isToken0(tokenIn)
    const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountOut = getAmountOut({ amountIn, reserveIn, reserveOut, fee })
    const after = swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee })
    return { zeroForOne, after, result: { amountIn, amountOut, gas: UNISWAP_V2_SWAP_GAS } satisfies SwapResult }
  }

  function exactOut(tokenOut: Address, amountOut: bigint) {
    const zeroForOne = !isToken0(tokenOut)
    const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
    const amountIn = getAmountIn({ amountOut, reserveIn, reserveOut, fee })
    const after = swapUniswapV2Pair({ amountIn, amountOut, reserveIn, reserveOut, fee })
    return { zeroForOne, after, result: { amountIn, amountOut, gas: UNISWAP_V2_SWAP_GAS } satisfies SwapResult }
  }

  function apply({ zeroForOne, after, result }: ReturnType<typeof exactIn>): SwapResult {
    if (zeroForOne) [reserve0, reserve1] = [after.reserveIn, after.reserveOut]
    else [reserve1, reserve0] = [after.reserveIn, after.reserveOut]
    return result
  }

  return {
    pool,
    quoteExactIn: ({ tokenIn, amountIn }) => exactIn(tokenIn, amountIn).result,
    swapExactIn: ({ tokenIn, amountIn }) => apply(exactIn(tokenIn, amountIn)),
    quoteExactOut: ({ tokenOut, amountOut }) => exactOut(tokenOut, amountOut).result,
    swapExactOut: ({ tokenOut, amountOut }) => apply(exactOut(tokenOut, amountOut)),
    spotPrice(tokenIn) {
      const [reserveIn, reserveOut] = isToken0(tokenIn) ? [reserve0, reserve1] : [reserve1, reserve0]
      return reserveIn === 0n ? 0 : Number(reserveOut) / Number(reserveIn)
    },
    depth: (tokenIn) => Number(isToken0(tokenIn) ? reserve0 : reserve1),
    fee: () => fee,
    clone: () => fromReserves(pool, reserve0, reserve1),
  }
}
