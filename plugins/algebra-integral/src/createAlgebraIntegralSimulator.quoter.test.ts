import { MAX_TICK, MIN_TICK } from '@sluice/concentrated-liquidity'
import { type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { ALGEBRA_INTEGRAL_SWAP_GAS, createAlgebraIntegralSimulator } from './createAlgebraIntegralSimulator.js'
import { type QuoterV2Answer, quoteWithQuoterV2 } from './test/quoteWithQuoterV2.js'
import { startTestWorld, type TestWorld } from './test/startTestWorld.js'

// Differential test: for every pool of the test world (default fee, an owner-set fee, a thin pool
// with no liquidity beyond its ranges), in both directions, exact in and exact out, for 160
// amounts from 1 wei to far beyond the pool's depth, the simulator over the state tracked at a
// block equals Algebra's own QuoterV2 at that block to the wei (amounts, price after, fee), and
// throws exactly where QuoterV2 reverts or answers zero.

let world: TestWorld
let quoteClient: PublicClient
let blockNumber: bigint
let states: PoolState<AlgebraIntegralPoolState>[]

beforeAll(async () => {
  world = await startTestWorld()
  // Quotes go out as JSON-RPC batches: many small eth_calls per HTTP request.
  quoteClient = createPublicClient({ transport: http(world.client.transport.url as string, { batch: { batchSize: 100 } }) }) as PublicClient
  blockNumber = await world.client.getBlockNumber()
  const { pools } = await world.adapter.discover({ client: world.client, toBlock: blockNumber })
  states = await world.adapter.track({ client: world.client, pools, blockNumber })
}, 60_000)
afterAll(() => world?.stop())

function quote(kind: 'in' | 'out', tokenIn: Address, tokenOut: Address, amount: bigint): Promise<QuoterV2Answer> {
  return quoteWithQuoterV2({ client: quoteClient, quoter: world.config.quoter!, blockNumber, kind, tokenIn, tokenOut, amount })
}

/** `count` amounts from 1 wei to 1e(decimals + magnitude) wei, geometric, with odd low digits. */
function amountsFor(decimals: number, magnitude: number, count: number): bigint[] {
  const top = decimals + magnitude
  return Array.from({ length: count }, (_, k) => BigInt(Math.floor(10 ** ((k * top) / (count - 1)))) + BigInt(k % 7))
}

const decimalsOf = (token: Address) => (token === world.tokens.B ? 6 : 18)

describe('createAlgebraIntegralSimulator against QuoterV2', () => {
  it('tracks every pool of the world with its own fee', () => {
    expect(states.map((s) => s.pool.address).sort()).toEqual(world.pools.map((p) => p.address).sort())
    for (const state of states) expect(state.data.fee).toBe(world.pools.find((p) => p.address === state.pool.address)!.fee)
  })

  for (const kind of ['in', 'out'] as const)
    for (const direction of [0, 1] as const)
      it(`exact ${kind}, token${direction} in: equal to the wei over 160 amounts per pool`, async () => {
        let compared = 0
        let crossed = 0
        let partial = 0
        for (const state of states) {
          const simulator = createAlgebraIntegralSimulator({ state })
          const tokenIn = state.pool.tokens[direction]
          const tokenOut = state.pool.tokens[1 - direction]!
          // Exact out beyond the pool's balance only fails: 100 amounts up to far beyond it, and 60
          // spread evenly up to 90% of it (deep swaps, across many ticks).
          const balance = await world.client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [state.pool.address] })
          const amounts =
            kind === 'in'
              ? amountsFor(decimalsOf(tokenIn), 9, 160)
              : [...amountsFor(decimalsOf(tokenOut), 9, 100), ...Array.from({ length: 60 }, (_, k) => (balance * BigInt(k + 1) * 15n) / 1000n + BigInt(k))]
          const answers = await Promise.all(amounts.map((amount) => quote(kind, tokenIn, tokenOut, amount)))
          amounts.forEach((amount, i) => {
            const answer = answers[i]!
            const clone = simulator.clone()
            let result: ReturnType<typeof clone.swapExactIn>
            try {
              result = kind === 'in' ? clone.swapExactIn({ tokenIn, amountIn: amount }) : clone.swapExactOut({ tokenOut, amountOut: amount })
            } catch (error) {
              if (!(error instanceof SimulationError)) throw error
              const context = `${state.pool.address} ${kind} ${amount}: simulator threw ${error.reason}, quoter ${JSON.stringify(answer, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`
              expect(!answer.ok || answer.amountOut === 0n, context).toBe(true)
              return
            }
            const context = `${state.pool.address} ${kind} ${amount}`
            expect(answer.ok, context).toBe(true)
            if (!answer.ok) return
            expect({ amountIn: result.amountIn, amountOut: result.amountOut, priceAfter: clone.slot().sqrtPrice, fee: clone.fee() }, context).toEqual({
              amountIn: answer.amountIn,
              amountOut: answer.amountOut,
              priceAfter: answer.priceAfter,
              fee: answer.fee,
            })
            // The gas model: within 10% of QuoterV2's estimate.
            expect(Number(result.gas) / Number(answer.gasEstimate), context).toBeGreaterThan(0.9)
            expect(Number(result.gas) / Number(answer.gasEstimate), context).toBeLessThan(1.1)
            compared++
            if (result.gas > ALGEBRA_INTEGRAL_SWAP_GAS) crossed++
            if (kind === 'in' && result.amountIn < amount) partial++
          })
        }
        // The amounts reach across ticks and, for exact in, beyond the thin pool's liquidity.
        expect(compared).toBeGreaterThan(300)
        expect(crossed).toBeGreaterThan(kind === 'in' ? 50 : 30)
        if (kind === 'in') expect(partial).toBeGreaterThan(0)
      }, 120_000)
})

describe('with a price limit', () => {
  it('stops where QuoterV2 stops: partial fills equal to the wei, bad limits rejected alike', async () => {
    let partial = 0
    for (const state of states) {
      const simulator = createAlgebraIntegralSimulator({ state })
      for (const direction of [0, 1] as const) {
        const tokenIn = state.pool.tokens[direction]
        const tokenOut = state.pool.tokens[1 - direction]!
        const zeroToOne = direction === 0
        const price = state.data.sqrtPrice
        // Limits 0.1%, 1% and 6% of price away on the swap's side, and one on the wrong side.
        const limits = [1n, 10n, 60n].map((bps) => (zeroToOne ? price - (price * bps) / 1000n : price + (price * bps) / 1000n))
        limits.push(zeroToOne ? price + 1n : price - 1n)
        for (const limitSqrtPrice of limits)
          for (const kind of ['in', 'out'] as const) {
            const balance = await world.client.readContract({
              address: kind === 'in' ? tokenIn : tokenOut,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [state.pool.address],
            })
            for (const amount of [balance / 1000n + 1n, balance / 10n + 3n, balance / 2n]) {
              const answer = await quoteWithQuoterV2({
                client: quoteClient,
                quoter: world.config.quoter!,
                blockNumber,
                kind,
                tokenIn,
                tokenOut,
                amount,
                limitSqrtPrice,
              })
              const simulate = () =>
                kind === 'in'
                  ? simulator.quoteExactIn({ tokenIn, amountIn: amount, limitSqrtPrice })
                  : simulator.quoteExactOut({ tokenOut, amountOut: amount, limitSqrtPrice })
              if (!answer.ok || answer.amountOut === 0n) {
                expect(simulate, `${kind} ${amount} limit ${limitSqrtPrice}`).toThrow(SimulationError)
                continue
              }
              const result = simulate()
              expect({ amountIn: result.amountIn, amountOut: result.amountOut }, `${kind} ${amount} limit ${limitSqrtPrice}`).toEqual({
                amountIn: answer.amountIn,
                amountOut: answer.amountOut,
              })
              if (kind === 'in' ? result.amountIn < amount : result.amountOut < amount) partial++
            }
          }
      }
    }
    expect(partial).toBeGreaterThan(10)
  }, 120_000)
})

describe('conformance', () => {
  // The suite's own probes over each pool's simulator as tracked (runs after the world is up).
  for (const name of ['A/B default fee', 'A/C owner fee 0.3%', 'B/C thin 1%'])
    describeSimulatorConformance({
      name: `Algebra Integral ${name}`,
      makeSimulator: () => createAlgebraIntegralSimulator({ state: states.find((s) => s.pool.address === world.pool(name).address)! }),
      makeEmptySimulator: () => {
        const state = states.find((s) => s.pool.address === world.pool(name).address)!
        return createAlgebraIntegralSimulator({
          state: { ...state, data: { ...state.data, liquidity: 0n, prevTick: MIN_TICK, nextTick: MAX_TICK, ticks: new Map() } },
        })
      },
    })
})
