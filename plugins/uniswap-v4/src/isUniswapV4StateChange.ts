import { type Log, toEventSelector } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'

export type IsUniswapV4StateChangeParameters = {
  log: Log
}

export type IsUniswapV4StateChangeReturnType = boolean

/** Topics of the PoolManager events that change what a swap sees: price, tick, liquidity, tick data or fee. */
export const uniswapV4StateTopics = uniswapV4PoolManagerAbi
  .filter((item) => item.type === 'event' && ['Initialize', 'ModifyLiquidity', 'Swap', 'ProtocolFeeUpdated'].includes(item.name))
  .map((event) => toEventSelector(event))
const stateChangingTopics = new Set(uniswapV4StateTopics)

/**
 * Whether a PoolManager log changes a pool's swap state: `Initialize`, `ModifyLiquidity`, `Swap`,
 * `ProtocolFeeUpdated`. (`Donate` and the flash-accounting and ERC6909 events do not.)
 */
export function isUniswapV4StateChange({ log }: IsUniswapV4StateChangeParameters): IsUniswapV4StateChangeReturnType {
  const topic = log.topics[0]
  return topic !== undefined && stateChangingTopics.has(topic)
}
