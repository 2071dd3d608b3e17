import type { Simulator } from '../types/Simulator.js'

/**
 * A simulator that answers as `inner` except for `overrides`. A simulator may be a class instance
 * (its methods on the prototype, its state in private fields), so tests cannot spread one.
 */
export type DelegateSimulatorParameters = {
  inner: Simulator
  /** What answers differently (a method, or `undefined` to take an optional one away). */
  overrides?: Partial<Simulator> | undefined
}

export function delegateSimulator({ inner, overrides = {} }: DelegateSimulatorParameters): Simulator {
  const { quoteExactOut, swapExactOut, depth } = inner
  return {
    pool: inner.pool,
    quoteExactIn: (parameters) => inner.quoteExactIn(parameters),
    swapExactIn: (parameters) => inner.swapExactIn(parameters),
    quoteExactOut: quoteExactOut && ((parameters) => quoteExactOut.call(inner, parameters)),
    swapExactOut: swapExactOut && ((parameters) => swapExactOut.call(inner, parameters)),
    fee: () => inner.fee(),
    spotPrice: (tokenIn) => inner.spotPrice(tokenIn),
    depth: depth && ((tokenIn) => depth.call(inner, tokenIn)),
    clone: () => inner.clone(),
    ...overrides,
  }
}
