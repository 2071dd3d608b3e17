import { SimulationError } from '@sluice/core'
import { checkedUint256 as u } from './checkedUint256.js'

/** How many doublings of the step the search may take from its estimate (the executor has the same bound). */
export const SOLIDLY_V1_AMOUNT_IN_MAX_DOUBLINGS = 256

export type SearchSolidlyV1AmountInParameters = {
  amountOut: bigint
  /** A first guess of the input. */
  estimate: bigint
  /** The pool's forward quote (`getAmountOut`) of an input. */
  forward: (amountIn: bigint) => bigint
}

/**
 * The least input, near `estimate`, whose forward quote reaches `amountOut` (one wei less falls
 * short): steps of 1, 2, 4, … wei from the estimate until the quote crosses `amountOut`, then
 * bisection between the last input short of it and the first that reaches it. An estimate a few
 * wei off costs a few quotes; one far off (a large stable buy) a few dozen. `SolidlyV1Executor`
 * runs the same steps on chain with the pool's `getAmountOut`.
 */
export function searchSolidlyV1AmountIn({ amountOut, estimate, forward }: SearchSolidlyV1AmountInParameters): bigint {
  const reaches = (amountIn: bigint) => amountIn > 0n && forward(amountIn) >= amountOut
  const bound = (doublings: number) => {
    if (doublings >= SOLIDLY_V1_AMOUNT_IN_MAX_DOUBLINGS) throw new SimulationError({ reason: 'AMOUNT_IN_SEARCH' })
  }
  let short: bigint
  let enough: bigint
  if (reaches(estimate)) {
    enough = estimate
    for (let step = 1n, doublings = 0; ; step *= 2n, bound(++doublings)) {
      const next = enough > step ? enough - step : 0n
      if (!reaches(next)) {
        short = next
        break
      }
      enough = next
    }
  } else {
    short = estimate
    for (let step = 1n, doublings = 0; ; step *= 2n, bound(++doublings)) {
      const next = u(short + step)
      if (reaches(next)) {
        enough = next
        break
      }
      short = next
    }
  }
  while (enough - short > 1n) {
    const middle = (short + enough) / 2n
    if (reaches(middle)) enough = middle
    else short = middle
  }
  return enough
}
