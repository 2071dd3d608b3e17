import { type Log, toEventSelector } from 'viem'
import { algebraPoolStateEventsAbi } from './abi.js'

export type IsAlgebraIntegralStateChangeParameters = {
  log: Log
}

export type IsAlgebraIntegralStateChangeReturnType = boolean

const stateChangingTopics = new Set(algebraPoolStateEventsAbi.map((event) => toEventSelector(event)))

/**
 * Whether a pool's log changes what a swap sees: `Initialize`, `Swap`, `Mint`, `Burn` (price,
 * tick, liquidity, ticks), `Fee` (the dynamic fee, set by the pool's plugin or an administrator),
 * `Plugin` and `PluginConfig` (which hooks run). Collect, flash, community fee, tick spacing
 * (it binds new positions only) and reserve events do not.
 */
export function isAlgebraIntegralStateChange({ log }: IsAlgebraIntegralStateChangeParameters): IsAlgebraIntegralStateChangeReturnType {
  const topic = log.topics[0]
  return topic !== undefined && stateChangingTopics.has(topic)
}
