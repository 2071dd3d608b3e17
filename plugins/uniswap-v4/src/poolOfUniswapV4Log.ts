import { type Address, isAddressEqual, type Log } from 'viem'
import { isUniswapV4StateChange } from './isUniswapV4StateChange.js'

export type PoolOfUniswapV4LogParameters = {
  log: Log
  poolManager: Address
}

/** The pool ID (a `Pool.id`) the log changes, or `undefined`. */
export type PoolOfUniswapV4LogReturnType = string | undefined

/** The pool a PoolManager log changes: its first indexed topic (the pool ID), when the event changes swap state. */
export function poolOfUniswapV4Log({ log, poolManager }: PoolOfUniswapV4LogParameters): PoolOfUniswapV4LogReturnType {
  if (!isAddressEqual(log.address, poolManager) || !isUniswapV4StateChange({ log })) return undefined
  return log.topics[1]?.toLowerCase()
}
