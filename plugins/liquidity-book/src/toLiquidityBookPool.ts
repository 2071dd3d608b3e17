import type { Pool } from '@sluice/core'
import { type Address, getAddress } from 'viem'

export type ToLiquidityBookPoolParameters = {
  pair: Address
  tokenX: Address
  tokenY: Address
  binStep: bigint
  sourceId: number
}

/**
 * A discovered pair as a `Pool`: its tokens in the pair's own order (X, Y: not sorted by address),
 * `extra.binStep` its bin step in basis points; the nominal fee one bin step (the base fee of a
 * base factor of 10,000) until `track` reads the pair's own base fee.
 */
export function toLiquidityBookPool({ pair, tokenX, tokenY, binStep, sourceId }: ToLiquidityBookPoolParameters): Pool {
  const address = getAddress(pair)
  return { id: address, address, sourceId, tokens: [getAddress(tokenX), getAddress(tokenY)], fee: Number(binStep) * 100, extra: { binStep: Number(binStep) } }
}
