import { InvalidTokenError, type Pool, type PoolState, SimulationError, type Simulator, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import type { ExampleDexState } from './ExampleDexState.js'

/** Estimated gas of one swap on this DEX type (route choice only); measure your pool's. */
export const EXAMPLE_DEX_SWAP_GAS = 65_000n

const maxReserve = (1n << 112n) - 1n

export type CreateExampleDexSimulatorParameters = {
  state: PoolState<ExampleDexState>
}

export type CreateExampleDexSimulatorReturnType = Simulator

/**
 * A pure bigint model of one example-dex pool. The skeleton is a constant-product pair that rounds in
 * the pool's favour, exactly as `ExampleDexExecutor` computes; replace it with your DEX's math.
 * Every failure is a `SimulationError`, where the contract would revert or give nothing.
 */
export function createExampleDexSimulator({ state }: CreateExampleDexSimulatorParameters): CreateExampleDexSimulatorReturnType {
  return fromReserves(state.pool, state.data.reserve0, state.data.reserve1)
}

function fromReserves(pool: Pool, initialReserve0: bigint, initialReserve1: bigint): Simulator {
  const reserves = [initialReserve0, initialReserve1]
  const feeFactor = BigInt(1_000_000 - pool.fee)

  /** 0 when `token` is token0, 1 when token1. */
  function indexOf(token: Address): number {
    const index = pool.tokens.findIndex((t) => t.toLowerCase() === token.toLowerCase())
    if (index < 0) throw new InvalidTokenError(`Token ${token} is not in pool ${pool.address}.`)
    return index
  }

  function checkAmount(amount: bigint): void {
    if (amount <= 0n || amount > maxReserve) throw new SimulationError({ reason: 'AMOUNT_OUT_OF_RANGE' })
  }

  function exactIn(i: number, amountIn: bigint): SwapResult {
    checkAmount(amountIn)
    const [reserveIn, reserveOut] = [reserves[i]!, reserves[1 - i]!]
    if (reserveIn === 0n || reserveOut === 0n) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const amountOut = (amountIn * feeFactor * reserveOut) / (reserveIn * 1_000_000n + amountIn * feeFactor)
    if (amountOut === 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT' })
    if (reserveIn + amountIn > maxReserve) throw new SimulationError({ reason: 'OVERFLOW' })
    return { amountIn, amountOut, gas: EXAMPLE_DEX_SWAP_GAS }
  }

  function exactOut(i: number, amountOut: bigint): SwapResult {
    checkAmount(amountOut)
    const [reserveIn, reserveOut] = [reserves[i]!, reserves[1 - i]!]
    if (reserveIn === 0n || amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const amountIn = (reserveIn * amountOut * 1_000_000n) / ((reserveOut - amountOut) * feeFactor) + 1n
    if (reserveIn + amountIn > maxReserve) throw new SimulationError({ reason: 'OVERFLOW' })
    return { amountIn, amountOut, gas: EXAMPLE_DEX_SWAP_GAS }
  }

  function apply(i: number, result: SwapResult): SwapResult {
    reserves[i] = reserves[i]! + result.amountIn
    reserves[1 - i] = reserves[1 - i]! - result.amountOut
    return result
  }

  return {
    pool,
    quoteExactIn: ({ tokenIn, amountIn }) => exactIn(indexOf(tokenIn), amountIn),
    swapExactIn: ({ tokenIn, amountIn }) => apply(indexOf(tokenIn), exactIn(indexOf(tokenIn), amountIn)),
    quoteExactOut: ({ tokenOut, amountOut }) => exactOut(1 - indexOf(tokenOut), amountOut),
    swapExactOut: ({ tokenOut, amountOut }) => apply(1 - indexOf(tokenOut), exactOut(1 - indexOf(tokenOut), amountOut)),
    spotPrice(tokenIn) {
      const i = indexOf(tokenIn)
      return reserves[i] === 0n ? 0 : Number(reserves[1 - i]!) / Number(reserves[i]!)
    },
    fee: () => pool.fee,
    clone: () => fromReserves(pool, reserves[0]!, reserves[1]!),
  }
}
