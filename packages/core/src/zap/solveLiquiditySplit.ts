import type { Address } from 'viem'
import { InvalidParametersError, NoRouteFoundError } from '../errors/errors.js'
import { type FindRouteParameters, findRoute, type PoolGraphSnapshot } from '../solver/findRoute.js'
import { isSimulationRefusal } from '../solver/isSimulationRefusal.js'
import { routeGasBudget } from '../solver/routeGasBudget.js'
import type { MintLiquidityReturnType, PositionSupport } from '../types/PositionSupport.js'
import type { Route } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'
import { simulateShape } from './simulateShape.js'
import { solveSplit } from './solveSplit.js'

/**
 * What a zap's or a rebalance's transaction adds to its routes' swaps beyond the router call's own
 * overhead (`routeGasBudget`'s): the position manager's mint (or increase), a rebalance's withdrawal,
 * the stake and the leftovers' transfers. Measured on the sandbox's chain 999 at HyperEVM's 2M block
 * gas (`test/execution/liquidityOverhead.test.ts`: the node's estimate of the router call less the
 * legs' route gas and the router's overhead): 348,000 to 436,000 over zaps of pool tokens, outside
 * tokens and native HYPE of several sizes into narrow and wide ranges, and rebalances with and
 * without a swap; the bound keeps about 15 % above the largest (a stake, not measured there, adds the
 * staker's deposit to it).
 */
export const LIQUIDITY_OVERHEAD = 500_000n

/** The share of the value offered whose leftover ends the split search early (rounding aside, no split does measurably better). */
const SETTLED_LEFTOVER = 1e-9

export type SolveLiquiditySplitParameters = {
  /** The pools as the swaps find them (for a rebalance in the same pool: after the withdrawal). */
  snapshot: PoolGraphSnapshot
  positions: PositionSupport
  /** The pool of the position. */
  pool: Address
  tickLower: number
  tickUpper: number
  /** The token split between the pool's two tokens (routed where it is neither), and how much of it. */
  source: Address
  amount: bigint
  /** Pool tokens already held besides `amount` (a rebalance's other token), token0 and token1. */
  held?: readonly [bigint, bigint] | undefined
  includedSources?: readonly number[] | undefined
  excludedSources?: readonly number[] | undefined
  /** Told of each pool that refused a leg's route search for want of state (`findRoute`'s). */
  onStateNotLoaded?: FindRouteParameters['onStateNotLoaded']
  /**
   * The most gas one transaction may use on the chain: each of the two legs' routes keeps to half
   * of what the transaction's routes may take beside the position's own work (the one leg of a
   * source that is a pool token, to all of it). Absent: no limit.
   */
  blockGasLimit?: bigint | undefined
  /** Gas price in native wei per gas unit: with `nativePrice`, each leg's route search weighs its gas against its output. Absent: gas is not weighed. */
  gasPrice?: bigint | undefined
  /** The value of one native wei in wei of a leg's output token (`findRoute`'s `nativePrice` for a sell to that token); 0 when unknown. */
  nativePrice?: ((token: Address) => number) | undefined
}

/** What a zap's or a rebalance's quote hands the split as is: the pools, the position support and the route search's filters. */
export type LiquiditySplitSearch = Pick<
  SolveLiquiditySplitParameters,
  'snapshot' | 'positions' | 'includedSources' | 'excludedSources' | 'onStateNotLoaded' | 'blockGasLimit' | 'gasPrice' | 'nativePrice'
>

export type LiquiditySplit = {
  /** How much of `amount` goes to token1 (the rest goes to token0). */
  split: bigint
  /** The sell routes from `source` to token0 and to token1, as they execute in that order. */
  routes: readonly [Route | undefined, Route | undefined]
  /** What the position manager is offered of each token after the swaps. */
  offered: readonly [bigint, bigint]
  mint: MintLiquidityReturnType
  /** The pool after the swaps (the price the mint happens at). */
  poolAfter: Simulator
}

export type SolveLiquiditySplitReturnType = LiquiditySplit

/**
 * How much of `amount` to swap to each of the pool's tokens so that the mint leaves as little
 * as possible over. Every candidate split is simulated exactly, as the transaction runs: the
 * route to token0, then the route to token1, on shared pool state (so a route through the
 * position's own pool moves the price the mint sees), then the position manager's liquidity
 * math at the resulting price. The route shapes come from `findRoute` (all sources, filters
 * applied), first at half the amount, then at the split found (a leg whose amount there is
 * within 1/8 of the first keeps its shape); the split is solved again when the routes at the
 * split take other pools. Given a gas price, each leg's search weighs its swaps' gas in its output
 * token as a quote does (a split over more pools must pay for its gas). The search for the split stops as soon as a split leaves at most a
 * billionth of the value offered over.
 */
export function solveLiquiditySplit(parameters: SolveLiquiditySplitParameters): SolveLiquiditySplitReturnType {
  const {
    snapshot,
    positions,
    pool,
    tickLower,
    tickUpper,
    source,
    amount,
    held = [0n, 0n],
    includedSources,
    excludedSources,
    onStateNotLoaded,
    blockGasLimit,
    gasPrice,
    nativePrice,
  } = parameters
  const base = new Map(snapshot.simulators.map((simulator) => [simulator.pool.id.toLowerCase(), simulator]))
  const target = base.get(pool.toLowerCase())
  if (!target) throw new NoRouteFoundError(`Pool ${pool} is not among the chain's pools.`)
  const tokens = target.pool.tokens
  const sourceKey = source.toLowerCase()
  const price0 = target.spotPrice(tokens[0])
  const legsGas = blockGasLimit === undefined ? undefined : routeGasBudget({ blockGasLimit }) - LIQUIDITY_OVERHEAD
  // A source that is one of the pool's tokens needs one leg only: it gets the legs' whole budget.
  const legs = tokens.some((token) => token.toLowerCase() === sourceKey) ? 1n : 2n
  const maxRouteGas = legsGas === undefined ? undefined : legsGas > 0n ? legsGas / legs : 0n
  const findShape = (tokenOut: Address, legAmount: bigint): Route | undefined =>
    tokenOut.toLowerCase() === sourceKey || legAmount <= 0n
      ? undefined
      : findRoute({
          snapshot,
          tokenIn: source,
          tokenOut,
          mode: 'sell',
          amount: legAmount,
          includedSources,
          excludedSources,
          onStateNotLoaded,
          blockGasLimit,
          maxRouteGas,
          gasPrice,
          nativePrice: nativePrice?.(tokenOut),
        })

  const evaluate = (shapes: readonly [Route | undefined, Route | undefined], split: bigint): LiquiditySplit | undefined => {
    const clones = new Map<string, Simulator>()
    const pools = {
      get(address: string) {
        let clone = clones.get(address)
        if (!clone) {
          const original = base.get(address)
          if (!original) return undefined
          clone = original.clone()
          clones.set(address, clone)
        }
        return clone
      },
    }
    const offered: [bigint, bigint] = [held[0], held[1]]
    const routes: [Route | undefined, Route | undefined] = [undefined, undefined]
    try {
      for (const side of [0, 1] as const) {
        const legAmount = side === 0 ? amount - split : split
        if (legAmount <= 0n) continue
        if (tokens[side].toLowerCase() === sourceKey) {
          offered[side] += legAmount
          continue
        }
        const shape = shapes[side]
        if (!shape) return undefined
        const route = simulateShape({ shape, amountIn: legAmount, pools })
        routes[side] = route
        offered[side] += route.amountOut
      }
      const poolAfter = pools.get(pool.toLowerCase()) as Simulator
      const mint = positions.mintLiquidity({ simulator: poolAfter, tickLower, tickUpper, amount0: offered[0], amount1: offered[1] })
      return { split, routes, offered, mint, poolAfter }
    } catch (error) {
      if (isSimulationRefusal({ error, onStateNotLoaded })) return undefined
      throw error
    }
  }
  const leftoverValue = (outcome: LiquiditySplit) =>
    Number(outcome.offered[0] - outcome.mint.amount0) * price0 - Number(outcome.offered[1] - outcome.mint.amount1)
  /** What is left over, and what was offered, valued in token1 wei at the pool's price. */
  const value = (amount0: bigint, amount1: bigint) => Number(amount0) * price0 + Number(amount1)
  const solve = (shapes: readonly [Route | undefined, Route | undefined]) =>
    solveSplit({
      max: amount,
      evaluate: (split) => evaluate(shapes, split),
      // Token0 left over: send more to token1.
      direction: leftoverValue,
      better: (a, b) => (a.mint.liquidity !== b.mint.liquidity ? a.mint.liquidity > b.mint.liquidity : Math.abs(leftoverValue(a)) < Math.abs(leftoverValue(b))),
      // At most a billionth of the value offered left over: no other split mints measurably more.
      settled: (outcome) =>
        value(outcome.offered[0] - outcome.mint.amount0, outcome.offered[1] - outcome.mint.amount1) <=
        value(outcome.offered[0], outcome.offered[1]) * SETTLED_LEFTOVER,
    })

  const half = amount / 2n
  const shapes = [findShape(tokens[0], half), findShape(tokens[1], amount - half)] as const
  const first = solve(shapes)
  if (!first) throw new InvalidParametersError(`No split of the input into the pool's tokens can be executed.`)
  // A leg's shape found for an amount within 1/8 of the amount at the split is kept: the same pools carry it.
  const reshape = (side: 0 | 1, legAmount: bigint, foundAt: bigint) =>
    shapes[side] && legAmount * 8n >= foundAt * 7n && legAmount * 8n <= foundAt * 9n ? shapes[side] : (findShape(tokens[side], legAmount) ?? shapes[side])
  const refined = [reshape(0, amount - first.split, half), reshape(1, first.split, amount - half)] as const
  // The same pools in the same paths at the split found: the first solution stands.
  if (refined.every((shape, side) => samePools(shape, shapes[side]))) return first.outcome
  const second = solve(refined)
  const best = second && second.outcome.mint.liquidity >= first.outcome.mint.liquidity ? second : first
  return best.outcome
}

/** Whether two routes take the same pools in the same paths (amounts aside). */
function samePools(a: Route | undefined, b: Route | undefined): boolean {
  if (!a || !b) return a === b
  const key = (route: Route) => route.paths.map((path) => path.steps.map((step) => step.pool.id).join('>')).join('|')
  return key(a) === key(b)
}
