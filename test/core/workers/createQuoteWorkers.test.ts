import type { Address } from 'viem'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { InvalidParametersError, NoRouteFoundError } from '../../../packages/core/src/errors/errors.js'
import { quoteRoute } from '../../../packages/core/src/quote/quoteRoute.js'
import { createPoolStateSnapshot } from '../../../packages/core/src/store/createPoolStateSnapshot.js'
import { withoutUnsupportedPools } from '../../../packages/core/src/tokens/withoutUnsupportedPools.js'
import type { PoolState } from '../../../packages/core/src/types/Pool.js'
import type { Simulator } from '../../../packages/core/src/types/Simulator.js'
import { createQuoteWorkers, type QuoteWorkers } from '../../../packages/core/src/workers/createQuoteWorkers.js'
import { QuoteWorkerError } from '../../../packages/core/src/workers/reviveError.js'
import { createFixtureRegistry } from './createQuoteWorkers.fixture.js'

const A = '0x00000000000000000000000000000000000000A1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const C = '0x00000000000000000000000000000000000000C3' as Address
const e18 = 10n ** 18n
const factory = '0x00000000000000000000000000000000000000f0' as const
const registry = createFixtureRegistry({ factory })
const module = new URL('./createQuoteWorkers.fixture.ts', import.meta.url).href

const pair = (n: number, token0: Address, token1: Address, reserve0: bigint, reserve1: bigint, blockNumber = 1n): PoolState => ({
  pool: {
    id: `0x${n.toString(16).padStart(40, '0')}`,
    address: `0x${n.toString(16).padStart(40, '0')}` as Address,
    sourceId: 0,
    tokens: [token0, token1],
    fee: 3000,
  },
  blockNumber,
  data: { reserve0, reserve1 },
})

const snapshotOf = (states: PoolState[], blockNumber: bigint) =>
  createPoolStateSnapshot({
    chainId: 1,
    blockNumber,
    states: new Map(states.map((s) => [s.pool.address.toLowerCase(), s])),
    registry,
    cache: new WeakMap<PoolState, Simulator>(),
  })

let workers: QuoteWorkers | undefined
afterEach(async () => {
  await workers?.close()
  workers = undefined
})

/**
 * Two workers of the fixture registry, started once (a worker's start imports the registry's
 * module graph: seconds each) for the tests that only quote; the tests of starting, closing and
 * dying start their own.
 */
let fixtureWorkers: QuoteWorkers | undefined
const sharedWorkers = () => {
  fixtureWorkers ??= createQuoteWorkers({ registry: { module, export: 'createFixtureRegistry', input: { factory } }, size: 2 })
  return fixtureWorkers
}
afterAll(async () => {
  await fixtureWorkers?.close()
})

describe('createQuoteWorkers', () => {
  test('quotes on worker threads equal quoteRoute on the main thread, block after block', async () => {
    const workers = sharedWorkers()
    await workers.ready()
    const ab = pair(1, A, B, 1000n * e18, 2000n * e18)
    const bc = pair(2, B, C, 3000n * e18, 1000n * e18)
    const ac = pair(3, A, C, 100n * e18, 60n * e18)
    const first = snapshotOf([ab, bc, ac], 10n)
    const parameters = { tokenIn: A, tokenOut: C, mode: 'sell' as const, amount: 5n * e18 }
    // More quotes than workers, at once: both threads answer.
    const results = await Promise.all(Array.from({ length: 6 }, () => workers.quote({ ...parameters, snapshot: first })))
    const expected = quoteRoute({ ...parameters, snapshot: first })
    for (const result of results) expect(result).toEqual(expected)
    // The route carries the snapshot's own pool objects.
    expect(results[0]!.route.paths[0]!.steps[0]!.pool).toBe(first.simulator(results[0]!.route.paths[0]!.steps[0]!.pool.address).pool)

    // Next block: one pool changed, one removed; the workers quote the new state.
    const second = snapshotOf([pair(1, A, B, 1000n * e18, 2500n * e18, 11n), bc], 11n)
    const next = await workers.quote({ ...parameters, snapshot: second })
    expect(next).toEqual(quoteRoute({ ...parameters, snapshot: second }))
    expect(next.blockNumber).toBe(11n)
    expect(next.route.paths.every((path) => path.steps.every((step) => step.pool.address !== ac.pool.address))).toBe(true)
  })

  test("workers built from the chain's source entries and their plugins' modules quote as the main thread, to the wei", async () => {
    // No registry module: each worker imports the plugin's package and builds the adapters with createSourceAdapters.
    const plugins = [{ module: import.meta.resolve('@sluice/plugin-uniswap-v2'), export: 'uniswapV2Plugin' }]
    const sources = [
      { id: 0, name: 'V2', description: 'fixture', kind: 'uniswap-v2', deployBlock: '0', config: { factory, initCodeHash: `0x${'96'.repeat(32)}` } },
    ]
    const chain = { chainId: 1, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', wrappedNative: C } as const
    workers = createQuoteWorkers({ registry: { plugins, sources, chain }, size: 1 })
    await workers.ready()
    const snapshot = snapshotOf([pair(1, A, B, 1000n * e18, 2000n * e18), pair(2, B, C, 3000n * e18, 1000n * e18), pair(3, A, C, 100n * e18, 60n * e18)], 7n)
    for (const parameters of [
      { tokenIn: A, tokenOut: C, mode: 'sell' as const, amount: 5n * e18 + 123n },
      { tokenIn: C, tokenOut: A, mode: 'buy' as const, amount: 7n * e18 + 1n },
    ])
      expect(await workers.quote({ ...parameters, snapshot })).toEqual(quoteRoute({ ...parameters, snapshot }))
  })

  test('a quote never routes through a pool of an unsupported token, on the main thread or in a worker', async () => {
    const workers = sharedWorkers()
    // Through B is by far the best way from A to C: without B's pools only the thin direct pool is left.
    const ab = pair(1, A, B, 1000n * e18, 1000n * e18)
    const bc = pair(2, B, C, 1000n * e18, 1000n * e18)
    const ac = pair(3, A, C, 10n * e18, 5n * e18)
    const snapshot = snapshotOf([ab, bc, ac], 5n)
    const parameters = { tokenIn: A, tokenOut: C, mode: 'sell' as const, amount: e18 }
    const touchesB = (route: { paths: readonly { steps: readonly { pool: { tokens: readonly string[] } }[] }[] }) =>
      route.paths.some((path) => path.steps.some((step) => step.pool.tokens.some((token) => token.toLowerCase() === B.toLowerCase())))
    expect(touchesB((await workers.quote({ ...parameters, snapshot })).route)).toBe(true)

    const unsupportedTokens = new Set([B.toLowerCase()])
    const without = await workers.quote({ ...parameters, snapshot, unsupportedTokens })
    expect(touchesB(without.route)).toBe(false)
    expect(without.route.paths.map((path) => path.steps.map((step) => step.pool.address))).toEqual([[ac.pool.address]])
    expect(without).toEqual(quoteRoute({ ...parameters, snapshot: withoutUnsupportedPools({ snapshot, unsupported: unsupportedTokens }) }))
    // Only through B: no route at all, in the worker as on the main thread.
    await expect(workers.quote({ ...parameters, tokenOut: B, snapshot, unsupportedTokens })).rejects.toBeInstanceOf(NoRouteFoundError)
    // The set is per quote: the next quote without it routes through B again.
    expect(touchesB((await workers.quote({ ...parameters, snapshot })).route)).toBe(true)
  })

  test('errors keep their class', async () => {
    const workers = sharedWorkers()
    const snapshot = snapshotOf([pair(1, A, B, e18, e18)], 1n)
    await expect(workers.quote({ snapshot, tokenIn: A, tokenOut: C, mode: 'sell', amount: e18 })).rejects.toBeInstanceOf(NoRouteFoundError)
    await expect(workers.quote({ snapshot, tokenIn: A, tokenOut: A, mode: 'sell', amount: e18 })).rejects.toBeInstanceOf(InvalidParametersError)
  })

  test('closing fails pending quotes and refuses new ones', async () => {
    workers = createQuoteWorkers({ registry: { module, export: 'createFixtureRegistry', input: { factory } }, size: 1 })
    const snapshot = snapshotOf([pair(1, A, B, 1000n * e18, 1000n * e18)], 1n)
    const pending = expect(workers.quote({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: e18 })).rejects.toBeInstanceOf(QuoteWorkerError)
    await workers.close()
    await pending
    await expect(workers.quote({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: e18 })).rejects.toBeInstanceOf(QuoteWorkerError)
  })

  test('a bad registry module fails the quotes with QuoteWorkerError, not a hang', async () => {
    workers = createQuoteWorkers({ registry: { module, export: 'missing', input: {} }, size: 1 })
    await expect(workers.ready()).rejects.toBeInstanceOf(QuoteWorkerError)
    const snapshot = snapshotOf([pair(1, A, B, 1000n * e18, 1000n * e18)], 1n)
    await expect(workers.quote({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: e18 })).rejects.toBeInstanceOf(QuoteWorkerError)
    // And the ones after it, at once.
    await expect(workers.quote({ snapshot, tokenIn: A, tokenOut: B, mode: 'sell', amount: e18 })).rejects.toThrow('could not start')
  })

  test('a worker that dies fails its quote with QuoteWorkerError and is replaced, holding the state', async () => {
    const crash = 7n * e18
    workers = createQuoteWorkers({ registry: { module, export: 'createFixtureRegistry', input: { factory, exitOnAmountIn: String(crash) } }, size: 1 })
    await workers.ready()
    const snapshot = snapshotOf([pair(1, A, B, 1000n * e18, 1000n * e18), pair(2, B, C, 1000n * e18, 500n * e18)], 3n)
    const parameters = { snapshot, tokenIn: A, tokenOut: C, mode: 'sell' as const }
    await expect(workers.quote({ ...parameters, amount: e18 })).resolves.toEqual(quoteRoute({ ...parameters, amount: e18 }))
    const died = workers.quote({ ...parameters, amount: crash })
    await expect(died).rejects.toBeInstanceOf(QuoteWorkerError)
    await expect(died).rejects.toThrow(/A quote worker stopped\.[\s\S]*exit code 1/)
    // The replacement got the whole state (the snapshot is unchanged: nothing is sent with the quote).
    await expect(workers.quote({ ...parameters, amount: 2n * e18 })).resolves.toEqual(quoteRoute({ ...parameters, amount: 2n * e18 }))
  })

  test('size must be a positive integer', () => {
    expect(() => createQuoteWorkers({ registry: { module, export: 'createFixtureRegistry', input: { factory } }, size: 0 })).toThrow(InvalidParametersError)
  })
})
