import { InvalidParametersError, NoRouteFoundError } from '../errors/errors.js'
import type { PoolId } from '../types/Pool.js'
import type { Position } from '../types/PositionSupport.js'
import { centerRange } from './centerRange.js'
import { checkRange } from './checkRange.js'
import { type LiquiditySplit, type LiquiditySplitSearch, solveLiquiditySplit } from './solveLiquiditySplit.js'

/** `snapshot`: the pools once the position is withdrawn (`PositionSupport.withdrawPoolLiquidity`). */
export type QuoteRebalanceParameters = LiquiditySplitSearch & {
  position: Position
  /** The new position's pool (`Pool.id`): a pool of the same two tokens. */
  pool: PoolId
  /** The new range; absent: the old width centred on the pool's current tick. */
  tickLower?: number | undefined
  tickUpper?: number | undefined
  partnerFeeBps?: number | undefined
}

export type QuoteRebalanceReturnType = LiquiditySplit & {
  tickLower: number
  tickUpper: number
  /** What the withdrawal pays (principal and earned fees), token0 and token1. */
  withdrawn: readonly [bigint, bigint]
  /** The partner fee on each, taken before the swap. */
  fees: readonly [bigint, bigint]
  /** Whether the swap sells token0 (else token1); undefined without a swap. */
  sellToken0: boolean | undefined
}

/**
 * A rebalance on a snapshot: the withdrawn amounts less the partner fee (`bps` of each token),
 * then the one swap, of token0 or of token1, that leaves the least over in the new range (both
 * directions are solved; the one minting more liquidity wins).
 */
export function quoteRebalance(parameters: QuoteRebalanceParameters): QuoteRebalanceReturnType {
  const { snapshot, positions, position, pool, partnerFeeBps = 0 } = parameters
  const target = snapshot.simulators.find((simulator) => simulator.pool.id.toLowerCase() === pool.toLowerCase())
  if (!target) throw new NoRouteFoundError(`Pool ${pool} is not among the chain's pools.`)
  const range = positions.poolRange(target)
  const { tickLower, tickUpper } =
    parameters.tickLower === undefined || parameters.tickUpper === undefined
      ? centerRange({ range, width: position.tickUpper - position.tickLower })
      : { tickLower: parameters.tickLower, tickUpper: parameters.tickUpper }
  checkRange({ range, tickLower, tickUpper })
  const fees = position.withdrawable.map((amount) => (amount * BigInt(partnerFeeBps)) / 10_000n) as [bigint, bigint]
  const [amount0, amount1] = [position.withdrawable[0] - fees[0], position.withdrawable[1] - fees[1]]
  const tokens = target.pool.tokens
  const common = { ...parameters, tickLower, tickUpper }
  if (!position.tokens.every((token, i) => token.toLowerCase() === tokens[i]?.toLowerCase()))
    throw new InvalidParametersError(`Pool ${pool} is not a pool of the position's tokens.`)
  const candidates = [
    amount0 > 0n ? solveLiquiditySplit({ ...common, source: tokens[0], amount: amount0, held: [0n, amount1] }) : undefined,
    amount1 > 0n ? solveLiquiditySplit({ ...common, source: tokens[1], amount: amount1, held: [amount0, 0n] }) : undefined,
  ].flatMap((candidate) => (candidate ? [candidate] : []))
  const best = candidates.reduce<LiquiditySplit | undefined>((a, b) => (!a || b.mint.liquidity > a.mint.liquidity ? b : a), undefined)
  if (!best || best.mint.liquidity === 0n)
    throw new InvalidParametersError(`Position ${position.tokenId} holds too little to mint any liquidity in the new range.`)
  const sellToken0 = best.routes[1] ? true : best.routes[0] ? false : undefined
  return { ...best, tickLower, tickUpper, withdrawn: position.withdrawable, fees, sellToken0 }
}
