import type { Address } from 'viem'
import { SimulationError } from '../errors/errors.js'
import type { Pool } from '../types/Pool.js'
import type { Simulator, SwapResult } from '../types/Simulator.js'
import { describeSimulatorConformance } from './describeSimulatorConformance.js'

// The suite itself is checked on a minimal, correct constant-product pool (fee 0.3%, rounding
// in the pool's favour): a simulator the suite must accept.
const pool: Pool = {
  id: '0x00000000000000000000000000000000000000AA',
  address: '0x00000000000000000000000000000000000000AA',
  sourceId: 0,
  tokens: ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002'],
  fee: 3000,
}

function constantProduct(reserve0: bigint, reserve1: bigint): Simulator {
  const reserves = [reserve0, reserve1]
  const index = (token: Address) => (token === pool.tokens[0] ? 0 : 1)
  const check = (amount: bigint) => {
    if (amount <= 0n || amount >= 1n << 112n) throw new SimulationError({ reason: 'AMOUNT' })
  }
  const exactIn = (i: number, amountIn: bigint): SwapResult => {
    check(amountIn)
    const [rIn, rOut] = [reserves[i]!, reserves[1 - i]!]
    const amountOut = (amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n)
    if (amountOut === 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
    return { amountIn, amountOut, gas: 60_000n }
  }
  const exactOut = (i: number, amountOut: bigint): SwapResult => {
    check(amountOut)
    const [rIn, rOut] = [reserves[i]!, reserves[1 - i]!]
    if (amountOut >= rOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    return { amountIn: (rIn * amountOut * 1000n) / ((rOut - amountOut) * 997n) + 1n, amountOut, gas: 60_000n }
  }
  const apply = (i: number, result: SwapResult) => {
    reserves[i]! += result.amountIn
    reserves[1 - i]! -= result.amountOut
    return result
  }
  return {
    pool,
    fee: () => pool.fee,
    quoteExactIn: ({ tokenIn, amountIn }) => exactIn(index(tokenIn), amountIn),
    swapExactIn: ({ tokenIn, amountIn }) => apply(index(tokenIn), exactIn(index(tokenIn), amountIn)),
    quoteExactOut: ({ tokenOut, amountOut }) => exactOut(1 - index(tokenOut), amountOut),
    swapExactOut: ({ tokenOut, amountOut }) => apply(1 - index(tokenOut), exactOut(1 - index(tokenOut), amountOut)),
    spotPrice: (tokenIn) => Number(reserves[1 - index(tokenIn)]!) / Number(reserves[index(tokenIn)]!),
    clone: () => constantProduct(reserves[0]!, reserves[1]!),
  }
}

describeSimulatorConformance({
  name: 'reference constant-product pool',
  makeSimulator: () => constantProduct(10n ** 24n, 3n * 10n ** 27n),
  makeEmptySimulator: () => constantProduct(0n, 0n),
})
