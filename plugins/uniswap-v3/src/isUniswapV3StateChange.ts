import { type Log, toEventSelector } from 'viem'
import { uniswapV3PoolAbi } from './abi.js'

export type IsUniswapV3StateChangeParameters = {
  log: Log
}

export type IsUniswapV3StateChangeReturnType = boolean

/** Topics of the events that change what a swap sees: price, tick, liquidity or tick data. */
const stateChangingTopics = new Set(uniswapV3PoolAbi.filter((item) => item.type === 'event').map((event) => toEventSelector(event)))

/**
 * Whether a pool's log changes its swap state: `Initialize`, `Swap`, `Mint`, `Burn`. (`Collect`,
 * `Flash`, fee and oracle events do not move price, tick or liquidity.)
 */
export function isUniswapV3StateChange({ log }: IsUniswapV3StateChangeParameters): IsUniswapV3StateChangeReturnType {
  const topic = log.topics[0]
  return topic !== undefined && stateChangingTopics.has(topic)
}
