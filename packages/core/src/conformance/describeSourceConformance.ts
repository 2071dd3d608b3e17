import fc from 'fast-check'
import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  formatLog,
  type Hex,
  numberToHex,
  type PublicClient,
  type RpcLog,
  type Transport,
  type WalletClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSwap } from '../encoder/encodeSwap.js'
import { waitForReceipt } from '../encoder/waitForReceipt.js'
import type { SimulationError, StateNotLoadedError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { createSourceRegistry } from '../registry/createSourceRegistry.js'
import { findChangedPools } from '../store/findChangedPools.js'
import type { Pool, PoolState } from '../types/Pool.js'
import type { Route } from '../types/Route.js'
import type { Simulator } from '../types/Simulator.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'

/** A chain where a plugin's sources are deployed with pools, and Sluice's router with the plugin's executor. */
export type SourceConformanceWorld = {
  /** A client of a local chain that answers `evm_snapshot` / `evm_revert` (Anvil). */
  client: PublicClient
  /** The adapters under test (with the executor address set), one per deployment. */
  adapters: readonly SourceAdapter[]
  /** Sluice's router on the chain. */
  router: Address
  /** A wallet funded with native and plenty of every pool token. */
  wallet: WalletClient<Transport, Chain | undefined, Account>
}

export type DescribeSourceConformanceParameters = {
  /** Name of the `describe` block. */
  name: string
  /** Brings up the world (once for the suite). */
  setup: () => Promise<SourceConformanceWorld>
  /** Stops it. */
  teardown?: (() => Promise<void>) | undefined
  /**
   * Input amounts to try per pool and direction, as fractions of the wallet's balance of the
   * input token (executed for real, each from the same state). Default: 1e-7, 1e-5 and 1e-3.
   * Each is made odd: scaled by a random factor and offset by a random number of wei, so that no
   * amount is a multiple of anything and a fee or division rounded the wrong way shows.
   */
  fractions?: readonly number[] | undefined
  /**
   * The DEX's own quote of an exact-in swap on the chain (its quoter, its router's
   * `getAmountsOut`, the pool's `getAmountOut`, ...) at `blockNumber`; rejects where the DEX
   * would revert. When given, the simulator must equal it for many random amounts, from 1 wei
   * to past the reserves, before and after real swaps.
   */
  referenceQuote?: ((parameters: ReferenceQuoteParameters) => Promise<bigint>) | undefined
  /**
   * Changes a pool's liquidity for real (a mint, then a burn of part of it), from the world's
   * wallet; the suite then checks that the state applied from the logs equals a fresh read.
   */
  changeLiquidity?: ((parameters: { world: SourceConformanceWorld; pool: Pool }) => Promise<void>) | undefined
  /** Random amounts compared with `referenceQuote`, per pool, direction and state. Default 12. */
  referenceRuns?: number | undefined
  /** fast-check seed of the random amounts. Default: a fixed seed. */
  seed?: number | undefined
}

/** What `referenceQuote` is asked. */
export type ReferenceQuoteParameters = {
  client: PublicClient
  pool: Pool
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  blockNumber: bigint
}

const DEFAULT_FRACTIONS = [1e-7, 1e-5, 1e-3]
const FAR_DEADLINE = 2n ** 40n
/**
 * The tests that send swaps one by one (each awaited to its receipt): about 20 s on a quiet 2-core
 * machine for the V3 sandbox, over 60 s (the default limit) at a load average of 10.
 */
const SWAPS_TIMEOUT = 300_000

/**
 * What every source plugin must show on a real chain, as a vitest suite (third-party plugins run
 * it too): discover finds pools and track reads them; each pool's simulator quotes both ways;
 * a simulated exact-in swap equals a real swap through Sluice's router to the wei (and exact-out
 * where the simulator offers it); after the swap, tracking the pool again gives the state the
 * simulator predicted (the same quotes), and only the swapped pool is reported as changed.
 */
export function describeSourceConformance({
  name,
  setup,
  teardown,
  fractions = DEFAULT_FRACTIONS,
  referenceQuote,
  changeLiquidity,
  referenceRuns = 12,
  seed = 0x51c3,
}: DescribeSourceConformanceParameters): void {
  describe(name, () => {
    let world: SourceConformanceWorld
    let simulators: Simulator[]
    let draws = 0
    /** Deterministic random values (a new draw each call, the same sequence every run). */
    const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number): T[] => fc.sample(arbitrary, { seed: seed + draws++, numRuns: count })
    const trackStates = async (blockNumber: bigint): Promise<PoolState[]> => {
      const all: PoolState[] = []
      for (const adapter of world.adapters) {
        const { pools } = await adapter.discover({ client: world.client, toBlock: blockNumber })
        all.push(...(await adapter.track({ client: world.client, pools, blockNumber })))
      }
      return all
    }
    const trackAll = async (): Promise<Simulator[]> =>
      (await trackStates(await world.client.getBlockNumber({ cacheTime: 0 }))).map((state) => adapterOf(state.pool).simulator(state))
    /** One known pool's state at the head, tracked by its adapter (no discovery, no other pool's reads). */
    const trackPool = async (pool: Pool): Promise<PoolState> => {
      const blockNumber = await world.client.getBlockNumber({ cacheTime: 0 })
      const [state] = await adapterOf(pool).track({ client: world.client, pools: [pool], blockNumber })
      expect(state?.pool.id, `tracking ${pool.id}`).toBe(pool.id)
      return state!
    }
    /**
     * The states `loadState` gave, by the state it widened and the simulator's request: a read at a
     * fixed block gives the same state each time, and quotes of many amounts from one state ask for
     * the same words in the same order (a tick-spacing-1 pool's walk past its liquidity: thousands).
     */
    const widened = new WeakMap<PoolState, Map<string, Promise<PoolState>>>()
    const widen = (adapter: SourceAdapter, state: PoolState, request: unknown): Promise<PoolState> => {
      const byRequest = widened.get(state) ?? new Map<string, Promise<PoolState>>()
      widened.set(state, byRequest)
      const key = JSON.stringify(request, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))
      if (!byRequest.has(key)) byRequest.set(key, adapter.loadState!({ client: world.client, state, blockNumber: state.blockNumber, requests: [request] }))
      return byRequest.get(key)!
    }
    /** An exact-in quote on a state, the state widened (`loadState`) as the store does when the simulator asks for more. */
    const quoteOn = async (state: PoolState, tokenIn: Address, amountIn: bigint): Promise<bigint | string> => {
      const adapter = adapterOf(state.pool)
      let current = state
      for (let round = 0; round < 8; round++) {
        try {
          return adapter.simulator(current).quoteExactIn({ tokenIn, amountIn }).amountOut
        } catch (error) {
          if (!isSluiceError(error, 'StateNotLoadedError') || !adapter.loadState) return failureOf(error)
          current = await widen(adapter, current, (error as StateNotLoadedError).request)
        }
      }
      return 'fails:StateNotLoadedError'
    }
    /** Quotes of a state on probe amounts (1 wei to a tenth of the balance, odd), both ways: equal probes mean the same state for a swapper. */
    const probeQuotes = async (state: PoolState) => {
      const quotes: (bigint | string)[] = []
      for (const tokenIn of state.pool.tokens) {
        const balance = await balanceOf(tokenIn)
        for (const amountIn of [1n, 999_983n, balance / 1_000_003n, balance / 10_007n, balance / 10n]) quotes.push(await quoteOn(state, tokenIn, amountIn))
      }
      return quotes
    }
    /** Whether the chain answers reads at a block (a world loaded from a state dump has the blocks of its history, not their state). */
    const hasStateAt = (blockNumber: bigint) =>
      world.client.getBalance({ address: world.wallet.account.address, blockNumber }).then(
        () => true,
        () => false,
      )
    const adapterOf = ({ sourceId }: { sourceId: number }) => world.adapters.find((adapter) => adapter.id === sourceId)!
    const balanceOf = (token: Address) =>
      world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [world.wallet.account.address] })
    /** Runs `body` on the current state and reverts the chain afterwards. */
    const isolated = async <T>(body: () => Promise<T>): Promise<T> => {
      const snapshot = (await world.client.request({ method: 'evm_snapshot' as never })) as `0x${string}`
      try {
        return await body()
      } finally {
        await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
      }
    }
    /** Executes a route for real: what the wallet received and spent, or `undefined` where the chain refuses it (a reverted or unsendable transaction). */
    const trySwap = async (route: Route) => {
      const registry = createSourceRegistry({ adapters: world.adapters })
      const encoded = await encodeSwap({
        client: world.client,
        registry,
        router: world.router,
        route,
        user: world.wallet.account.address,
        slippage: 0,
        deadline: FAR_DEADLINE,
        approveMax: true,
      })
      const tokenOut = route.tokenOut
      const before = await balanceOf(tokenOut)
      const spentBefore = await balanceOf(route.tokenIn)
      for (const transaction of encoded.transactions) {
        const hash = await world.wallet.sendTransaction({
          to: transaction.to,
          data: transaction.data,
          value: transaction.value,
          gas: transaction.gas,
          chain: null,
        })
        const receipt = await waitForReceipt({ client: world.client, hash })
        if (receipt.status !== 'success') return undefined
      }
      return { received: (await balanceOf(tokenOut)) - before, spent: spentBefore - (await balanceOf(route.tokenIn)) }
    }
    const execute = async (route: Route) => {
      const result = await trySwap(route)
      expect(result, 'transaction status: success').toBeDefined()
      return result!
    }
    /** What the chain gives for an exact-in swap the simulator refuses (least output 1 wei), or `undefined` where it refuses it too. */
    const servedByChain = (simulator: Simulator, tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
      isolated(() => trySwap(routeOf(simulator, 'sell', tokenIn, tokenOut, amountIn, 1n)).catch(() => undefined))
    const routeOf = (simulator: Simulator, mode: 'sell' | 'buy', tokenIn: Address, tokenOut: Address, amountIn: bigint, amountOut: bigint): Route => {
      const step = { pool: simulator.pool, tokenIn, tokenOut, amountIn, amountOut, fee: simulator.fee() }
      return { mode, tokenIn, tokenOut, amountIn, amountOut, paths: [{ steps: [step], amountIn, amountOut }], gas: 0n, blockNumber: 0n }
    }

    beforeAll(async () => {
      world = await setup()
    })
    afterAll(async () => {
      await teardown?.()
    })

    it('discovers pools and tracks them; every pool quotes both ways', async () => {
      simulators = await trackAll()
      expect(simulators.length).toBeGreaterThan(0)
      for (const simulator of simulators)
        for (const tokenIn of simulator.pool.tokens) {
          const balance = await balanceOf(tokenIn)
          const result = simulator.quoteExactIn({ tokenIn, amountIn: balance / 10_000_000n })
          expect(result.amountOut, `${simulator.pool.id} from ${tokenIn}`).toBeGreaterThan(0n)
        }
    })

    it('a simulated exact-in swap equals a real swap through the router, to the wei, and tracking follows it', { timeout: SWAPS_TIMEOUT }, async () => {
      for (const simulator of simulators)
        for (const [i, tokenIn] of simulator.pool.tokens.entries()) {
          const tokenOut = simulator.pool.tokens[1 - i]!
          const balance = await balanceOf(tokenIn)
          const odd = sample(fc.tuple(fc.integer({ min: 1_000_000, max: 1_999_999 }), fc.bigInt({ min: 1n, max: 999_999n })), fractions.length)
          for (const [k, fraction] of fractions.entries()) {
            const [scale, offset] = odd[k]!
            const amountIn = (balance * BigInt(Math.round(fraction * 1e9)) * BigInt(scale)) / 1_000_000_000_000_000n + offset
            let quoted: ReturnType<typeof simulator.quoteExactIn>
            try {
              quoted = simulator.quoteExactIn({ tokenIn, amountIn })
            } catch (error) {
              if (!isSluiceError(error, 'SimulationError')) throw error
              // A refusal must be the chain's too: a simulator that refuses what the pool serves loses those trades.
              const served = await servedByChain(simulator, tokenIn, tokenOut, amountIn)
              expect(
                served?.received,
                `${simulator.pool.id} sell ${amountIn} of ${tokenIn}: the simulator refuses it (${(error as SimulationError).message}), the chain serves it`,
              ).toBeUndefined()
              continue
            }
            await isolated(async () => {
              const { received, spent } = await execute(routeOf(simulator, 'sell', tokenIn, tokenOut, amountIn, quoted.amountOut))
              const context = `${simulator.pool.id} sell ${amountIn} of ${tokenIn}`
              expect(received, context).toBe(quoted.amountOut)
              expect(spent, context).toBe(amountIn)
              // The pool's state after the swap is what the simulator predicts.
              const predicted = simulator.clone()
              predicted.swapExactIn({ tokenIn, amountIn })
              const after = adapterOf(simulator.pool).simulator(await trackPool(simulator.pool))
              for (const [j, probeIn] of simulator.pool.tokens.entries()) {
                const probe = (await balanceOf(probeIn)) / 1_000_000n
                const expected = outcome(() => predicted.quoteExactIn({ tokenIn: probeIn, amountIn: probe }).amountOut)
                const actual = outcome(() => after.quoteExactIn({ tokenIn: probeIn, amountIn: probe }).amountOut)
                expect(actual, `${context}: state after, probe ${j}`).toEqual(expected)
              }
              expect(adapterOf(simulator.pool).id).toBe(simulator.pool.sourceId)
            })
          }
        }
    })

    it('a simulated exact-out swap equals a real swap through the router, where the simulator offers it', { timeout: SWAPS_TIMEOUT }, async () => {
      for (const simulator of simulators) {
        if (!simulator.quoteExactOut) continue
        for (const [i, tokenIn] of simulator.pool.tokens.entries()) {
          const tokenOut = simulator.pool.tokens[1 - i]!
          const amountOut = simulator.quoteExactIn({ tokenIn, amountIn: (await balanceOf(tokenIn)) / 100_000n }).amountOut
          const quoted = simulator.quoteExactOut({ tokenOut, amountOut })
          await isolated(async () => {
            const { received, spent } = await execute(routeOf(simulator, 'buy', tokenIn, tokenOut, quoted.amountIn, amountOut))
            expect(received, `${simulator.pool.id} buy ${amountOut} of ${tokenOut}`).toBe(amountOut)
            expect(spent, `${simulator.pool.id} buy ${amountOut} of ${tokenOut}`).toBe(quoted.amountIn)
          })
        }
      }
    })

    it("equals the DEX's own quote for random amounts from 1 wei to past the reserves, before and after a real swap", async ({ skip }) => {
      if (!referenceQuote) return skip('no referenceQuote given')
      const compare = async (state: PoolState, context: string) => {
        for (const [i, tokenIn] of state.pool.tokens.entries()) {
          const tokenOut = state.pool.tokens[1 - i]!
          const balance = await balanceOf(tokenIn)
          const amounts = [1n, ...sample(fc.bigInt({ min: 2n, max: balance > 2n ? balance : 2n }), referenceRuns), balance * 1_000_003n]
          for (const amountIn of amounts) {
            const ours = await quoteOn(state, tokenIn, amountIn)
            let theirs: bigint | 'fails'
            try {
              theirs = await referenceQuote({ client: world.client, pool: state.pool, tokenIn, tokenOut, amountIn, blockNumber: state.blockNumber })
            } catch {
              theirs = 'fails'
            }
            // A reference that gives 0 is a swap the pool would refuse (no output).
            expect(typeof ours === 'string' ? 'fails' : ours, `${context}: ${amountIn} of ${tokenIn}`).toEqual(theirs === 0n ? 'fails' : theirs)
          }
        }
      }
      const start = await world.client.getBlockNumber({ cacheTime: 0 })
      const initial = new Map((await trackStates(start)).map((state) => [state.pool.id, state]))
      for (const simulator of simulators) {
        await compare(initial.get(simulator.pool.id)!, `${simulator.pool.id} before`)
        await isolated(async () => {
          const [tokenIn, tokenOut] = simulator.pool.tokens
          const amountIn = (await balanceOf(tokenIn)) / 997n
          const quoted = outcome(() => simulator.quoteExactIn({ tokenIn, amountIn }).amountOut)
          if (typeof quoted !== 'bigint') return
          await execute(routeOf(simulator, 'sell', tokenIn, tokenOut, amountIn, quoted))
          const after = await trackPool(simulator.pool)
          await compare(after, `${simulator.pool.id} after a swap`)
        })
      }
    })

    it('logs: after real swaps (and liquidity changes), the state applied from the logs equals a fresh read, only the touched pools changed, and logTopics cover every change', {
      timeout: SWAPS_TIMEOUT,
    }, async () => {
      // Each pool's swap runs on the same start (reverted after it): one read of every pool there, whose widened states the probes share.
      const start = await world.client.getBlockNumber({ cacheTime: 0 })
      const before = await trackStates(start)
      for (const simulator of simulators) {
        await isolated(async () => {
          expect(await world.client.getBlockNumber({ cacheTime: 0 }), 'the chain reverted to the start').toBe(start)
          const [tokenIn, tokenOut] = simulator.pool.tokens
          const [amountIn] = sample(fc.bigInt({ min: 1n, max: 999_999n }), 1).map((offset) => offset)
          const sell = (await balanceOf(tokenIn)) / 1_009n + amountIn!
          const quoted = outcome(() => simulator.quoteExactIn({ tokenIn, amountIn: sell }).amountOut)
          if (typeof quoted !== 'bigint') return
          await execute(routeOf(simulator, 'sell', tokenIn, tokenOut, sell, quoted))
          await changeLiquidity?.({ world, pool: simulator.pool })
          const end = await world.client.getBlockNumber({ cacheTime: 0 })
          const states = new Map(before.map((state) => [state.pool.id.toLowerCase(), state]))
          const range = {
            client: world.client,
            states,
            adapterOf: (sourceId: number) => adapterOf({ sourceId }),
            fromBlock: start + 1n,
            toBlock: end,
            addressBatchSize: 500,
          }
          const { changed } = await findChangedPools({ ...range, adapters: world.adapters })
          const context = `${simulator.pool.id}, blocks ${start + 1n}-${end}`
          expect([...changed.keys()], `${context}: the pools the logs change`).toEqual([simulator.pool.id.toLowerCase()])
          // By topic (as the store reads when every source has logTopics) and by address: the same changes.
          const byAddress = await findChangedPools({ ...range, adapters: world.adapters.map(({ logTopics: _, ...adapter }) => adapter) })
          expect(new Map([...changed].map(([key, logs]) => [key, logs.length])), `${context}: logTopics miss a state change`).toEqual(
            new Map([...byAddress.changed].map(([key, logs]) => [key, logs.length])),
          )
          const fresh = new Map((await trackStates(end)).map((state) => [state.pool.id.toLowerCase(), state]))
          for (const [key, state] of states) {
            const adapter = adapterOf(state.pool)
            const now = fresh.get(key)!
            const logs = changed.get(key)
            if (!logs) {
              expect(await probeQuotes(now), `${key}: untouched, yet changed`).toEqual(await probeQuotes(state))
              continue
            }
            const applied = adapter.applyLogs?.({ state, logs, blockNumber: end })
            if (!applied) continue
            expect(applied.blockNumber).toBe(end)
            expect(await probeQuotes(applied), `${key}: the state applied from its logs`).toEqual(await probeQuotes(now))
          }
        })
      }
    })

    it('discoverFromLogs finds, from the logs after a cursor, the pools that discover finds (or says it cannot)', async ({ skip }) => {
      const adapters = world.adapters.filter((adapter) => adapter.discoverFromLogs && adapter.logTopics)
      if (adapters.length === 0) return skip('no source discovers from logs')
      const head = await world.client.getBlockNumber({ cacheTime: 0 })
      for (const adapter of adapters) {
        const all = (await adapter.discover({ client: world.client, toBlock: head })).pools.map((pool) => pool.id.toLowerCase()).sort()
        // The last block before the newest pool existed: a cursor there leaves pools for the logs to find.
        // `discover` may read the factory at `toBlock`: where the chain holds no state of that block (a sandbox
        // world loaded from its cache holds its head's only), the search goes on above it.
        const discoverAt = (toBlock: bigint) =>
          adapter.discover({ client: world.client, toBlock }).catch(async (error: unknown) => {
            if (await hasStateAt(toBlock)) throw error
            return undefined
          })
        let [low, high] = [0n, head]
        while (low < high) {
          const middle = (low + high + 1n) / 2n
          const pools = (await discoverAt(middle))?.pools
          if (pools === undefined || pools.length < all.length) low = middle
          else high = middle - 1n
        }
        let known = await discoverAt(low)
        if (known === undefined) [low, known] = [head, await adapter.discover({ client: world.client, toBlock: head })]
        const raw =
          low === head
            ? []
            : ((await world.client.request({
                method: 'eth_getLogs',
                params: [{ fromBlock: numberToHex(low + 1n), toBlock: numberToHex(head), topics: [adapter.logTopics as Hex[]] }],
              })) as RpcLog[])
        // `undefined`: the logs cannot say (e.g. a new pool's fee needs a read), and the store runs `discover` from the cursor.
        const found =
          adapter.discoverFromLogs!({ logs: raw.map((log) => formatLog(log)), toBlock: head, cursor: known.cursor }) ??
          (await adapter.discover({ client: world.client, toBlock: head, cursor: known.cursor }))
        expect([...known.pools, ...found.pools].map((pool) => pool.id.toLowerCase()).sort(), `${adapter.name}: after block ${low}`).toEqual(all)
        // Its cursor resumes where discover's would: nothing new after the head.
        expect((await adapter.discover({ client: world.client, toBlock: head, cursor: found.cursor })).pools, `${adapter.name}: cursor`).toEqual([])
      }
    })
  })
}

/** A quote's amount, or how it failed (`fails:<error name>`), so that two outcomes compare with `toEqual`. */
function outcome(run: () => bigint): bigint | string {
  try {
    return run()
  } catch (error) {
    return failureOf(error)
  }
}

/** `fails:<error name>` for a simulator's refusal; anything else is a bug, rethrown. */
function failureOf(error: unknown): string {
  if (isSluiceError(error, 'SimulationError')) return `fails:${(error as SimulationError).name}`
  throw error
}
