import type { Address } from 'viem'
import { InvalidParametersError, NoRouteFoundError } from '../errors/errors.js'
import type { PoolId } from '../types/Pool.js'
import { checkRange } from './checkRange.js'
import { type LiquiditySplit, type LiquiditySplitSearch, solveLiquiditySplit } from './solveLiquiditySplit.js'

export type QuoteZapParameters = LiquiditySplitSearch & {
  /** The position's pool, by `Pool.id`. */
  pool: PoolId
  tickLower: number
  tickUpper: number
  /** The input as the pools trade it (the wrapped native token for native input). */
  tokenIn: Address
  /** The whole input, the partner fee included. */
  amountIn: bigint
  /** Partner fee on the input in basis points (0-100). */
  partnerFeeBps?: number | undefined
}

export type QuoteZapReturnType = LiquiditySplit & {
  /** The partner fee taken from the input before the swaps. */
  fee: bigint
}

/**
 * A zap on a snapshot: the partner fee comes off the input (`amountIn * bps / 10000`, as the
 * router takes it), then the rest is split between the pool's tokens (`solveLiquiditySplit`).
 */
export function quoteZap(parameters: QuoteZapParameters): QuoteZapReturnType {
  const { snapshot, positions, pool, tickLower, tickUpper, tokenIn, amountIn, partnerFeeBps = 0 } = parameters
  const target = snapshot.simulators.find((simulator) => simulator.pool.id.toLowerCase() === pool.toLowerCase())
  if (!target) throw new NoRouteFoundError(`Pool ${pool} is not among the chain's pools.`)
  checkRange({ range: positions.poolRange(target), tickLower, tickUpper })
  if (amountIn <= 0n) throw new InvalidParametersError('amountIn must be positive.')
  const fee = (amountIn * BigInt(partnerFeeBps)) / 10_000n
  const split = solveLiquiditySplit({ ...parameters, source: tokenIn, amount: amountIn - fee })
  if (split.mint.liquidity === 0n) throw new InvalidParametersError('The input is too small to mint any liquidity in this range.')
  return { ...split, fee }
}
