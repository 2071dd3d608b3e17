import type { Address } from 'viem'
import type { Pool } from './Pool.js'

export type SwapMode = 'sell' | 'buy'

/** One swap through one pool. */
export type RouteStep = {
  pool: Pool
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  amountOut: bigint
  /** The pool's swap fee for this step in millionths, from its state (dynamic fees change it). */
  fee: number
}

/** A sequence of hops; the output of each step is the input of the next. */
export type RoutePath = {
  steps: RouteStep[]
  amountIn: bigint
  amountOut: bigint
}

/** Paths executed side by side, each taking its share of the input. */
export type Route = {
  mode: SwapMode
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  amountOut: bigint
  paths: RoutePath[]
  /** Estimated gas units of executing the route's swaps. */
  gas: bigint
  /** Block of the pool state the route was simulated on. */
  blockNumber: bigint
}
