import type { Simulator } from '@sluice/core'
import type { SyntheticToken } from './buildSyntheticGraph.js'
import type { Order } from './measureOrders.js'
import { random } from './random.js'
import { sizeOrder } from './sizeOrder.js'

export type SyntheticOrdersParameters = {
  simulators: readonly Simulator[]
  tokens: readonly SyntheticToken[]
  /** Token selection weight (the graph's Zipf weights). */
  weight: (token: number) => number
  count: number
  seed: number
}

/** Price impacts the orders are sized for (fees excluded): 0.01% to 20%. */
export const ORDER_IMPACTS = [0.0001, 0.001, 0.01, 0.05, 0.2] as const

/** Seeded sell orders between connected tokens, sized in turn for each of `ORDER_IMPACTS`. */
export function syntheticOrders({ simulators, tokens, weight, count, seed }: SyntheticOrdersParameters): Order[] {
  const rand = random(seed)
  const pick = () => {
    let r = rand()
    for (let i = 0; i < tokens.length; i++) if ((r -= weight(i)) <= 0) return i
    return tokens.length - 1
  }
  const orders: Order[] = []
  for (let attempt = 0; orders.length < count && attempt < count * 20; attempt++) {
    const a = pick()
    const b = pick()
    if (a === b) continue
    const tokenIn = tokens[a] as SyntheticToken
    const tokenOut = tokens[b] as SyntheticToken
    const impact = ORDER_IMPACTS[orders.length % ORDER_IMPACTS.length] as number
    const probe = BigInt(Math.floor((1000 / tokenIn.priceUsd) * 10 ** tokenIn.decimals))
    const amountIn = sizeOrder({ simulators, tokenIn: tokenIn.address, tokenOut: tokenOut.address, probe, impact })
    if (amountIn) orders.push({ tokenIn: tokenIn.address, tokenOut: tokenOut.address, amountIn, impact })
  }
  return orders
}
