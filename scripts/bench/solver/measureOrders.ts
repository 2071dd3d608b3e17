import { quoteRoute, type Simulator } from '@sluice/core'
import type { Address } from 'viem'
import { referenceOptimum } from './referenceOptimum.js'

export type Order = { tokenIn: Address; tokenOut: Address; amountIn: bigint; impact: number }

export type MeasureOrdersParameters = {
  simulators: readonly Simulator[]
  orders: readonly Order[]
  /** Compare every route with the reference optimum (slow, exhaustive). */
  reference: boolean
  maxHops?: number | undefined
}

export type OrderMeasurement = {
  order: Order
  /** Milliseconds of one `quoteRoute`. */
  ms: number
  /** CPU milliseconds of the same (steadier than wall time on a shared machine). */
  cpuMs: number
  amountOut: bigint
  paths: number
  /** (reference − ours) / reference in bps; negative when ours is better. */
  gapBps?: number | undefined
  /** (ours − best single path) / best single path in bps. */
  gainOverSingleBps?: number | undefined
}

/** Quotes every order (timed, one `quoteRoute` each) and measures it against the reference. */
export function measureOrders({ simulators, orders, reference, maxHops = 3 }: MeasureOrdersParameters): OrderMeasurement[] {
  const snapshot = { simulators, blockNumber: 1n }
  const measurements: OrderMeasurement[] = []
  for (const order of orders) {
    const cpuStarted = process.cpuUsage()
    const started = performance.now()
    const quote = quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn, maxHops })
    const ms = performance.now() - started
    const cpu = process.cpuUsage(cpuStarted)
    const measurement: OrderMeasurement = {
      order,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      amountOut: quote.route.amountOut,
      paths: quote.route.paths.length,
    }
    if (reference) {
      const ref = referenceOptimum({
        simulators,
        tokenIn: order.tokenIn,
        tokenOut: order.tokenOut,
        amountIn: order.amountIn,
        maxHops,
        maxPaths: 12,
        steps: 1000,
      })
      measurement.gapBps = (Number(ref.output - quote.route.amountOut) / Number(ref.output)) * 1e4
      measurement.gainOverSingleBps = (Number(quote.route.amountOut - ref.bestSingle) / Number(ref.bestSingle)) * 1e4
    }
    measurements.push(measurement)
  }
  return measurements
}
