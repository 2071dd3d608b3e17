import type { Address } from 'viem'
import { SimulationError } from '../errors/errors.js'
import { isToken0 } from '../plugins/isToken0.js'
import type { PoolState } from '../types/Pool.js'
import type { QuoteExactInParameters, QuoteExactOutParameters, Simulator, SwapResult } from '../types/Simulator.js'

/** A constant-product pool's reserves, as in its `PoolState.data`. */
export type ConstantProductReserves = { reserve0: bigint; reserve1: bigint }

export type CreateConstantProductSimulatorParameters = {
  /** The pool (its `fee` in millionths: 3000 is 0.3%) and its reserves. */
  state: PoolState<ConstantProductReserves>
  /** Gas of one swap, for route choice. Default 65,000. */
  gas?: bigint | undefined
}

export type CreateConstantProductSimulatorReturnType = Simulator

export type GetConstantProductAmountParameters = { amount: bigint; reserveIn: bigint; reserveOut: bigint; fee: number }

/** The output for an input: x·y = k with the fee (millionths) taken from the input, rounded down. */
export function getConstantProductAmountOut({ amount, reserveIn, reserveOut, fee }: GetConstantProductAmountParameters): bigint {
  if (amount <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_INPUT_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  const withFee = amount * BigInt(1_000_000 - fee)
  return (withFee * reserveOut) / (reserveIn * 1_000_000n + withFee)
}

/** The least input for an output (rounded up by one wei, as Uniswap V2's library does). */
export function getConstantProductAmountIn({ amount, reserveIn, reserveOut, fee }: GetConstantProductAmountParameters): bigint {
  if (amount <= 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
  if (reserveIn <= 0n || reserveOut <= 0n || amount >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
  return (reserveIn * amount * 1_000_000n) / ((reserveOut - amount) * BigInt(1_000_000 - fee)) + 1n
}

/**
 * A test stand-in for a DEX pool: constant product with a fee in millionths (the formulas of
 * Uniswap V2's library). It lets core's solver and quote tests, and a plugin author's own, route
 * over pools without any DEX plugin. It models no deployed contract: a plugin's simulator is proven
 * against its DEX's bytecode (see `@sluice/core/conformance`), this one is not.
 */
export function createConstantProductSimulator({ state, gas = 65_000n }: CreateConstantProductSimulatorParameters): CreateConstantProductSimulatorReturnType {
  const { pool } = state
  const lowerTokens = [pool.tokens[0].toLowerCase(), pool.tokens[1].toLowerCase()] as const
  let { reserve0, reserve1 } = state.data
  const reserves = (tokenIn: Address) => {
    const zeroForOne = isToken0({ pool, token: tokenIn, lowerTokens })
    return { zeroForOne, reserveIn: zeroForOne ? reserve0 : reserve1, reserveOut: zeroForOne ? reserve1 : reserve0 }
  }
  const otherToken = (token: Address) => (isToken0({ pool, token, lowerTokens }) ? pool.tokens[1] : pool.tokens[0])
  const apply = (tokenIn: Address, result: SwapResult) => {
    const { zeroForOne, reserveIn, reserveOut } = reserves(tokenIn)
    const [newIn, newOut] = [reserveIn + result.amountIn, reserveOut - result.amountOut]
    if (zeroForOne) [reserve0, reserve1] = [newIn, newOut]
    else [reserve1, reserve0] = [newIn, newOut]
    return result
  }
  const exactIn = ({ tokenIn, amountIn }: QuoteExactInParameters): SwapResult => {
    const amountOut = getConstantProductAmountOut({ amount: amountIn, ...reserves(tokenIn), fee: pool.fee })
    if (amountOut === 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
    return { amountIn, amountOut, gas }
  }
  const exactOut = ({ tokenOut, amountOut }: QuoteExactOutParameters): SwapResult => {
    const amountIn = getConstantProductAmountIn({ amount: amountOut, ...reserves(otherToken(tokenOut)), fee: pool.fee })
    return { amountIn, amountOut, gas }
  }
  return {
    pool,
    quoteExactIn: exactIn,
    swapExactIn: (parameters) => apply(parameters.tokenIn, exactIn(parameters)),
    quoteExactOut: exactOut,
    swapExactOut: (parameters) => apply(otherToken(parameters.tokenOut), exactOut(parameters)),
    spotPrice(tokenIn) {
      const { reserveIn, reserveOut } = reserves(tokenIn)
      return reserveIn === 0n ? 0 : Number(reserveOut) / Number(reserveIn)
    },
    depth: (tokenIn) => Number(reserves(tokenIn).reserveIn),
    fee: () => pool.fee,
    clone: () => createConstantProductSimulator({ state: { ...state, data: { reserve0, reserve1 } }, gas }),
  }
}
