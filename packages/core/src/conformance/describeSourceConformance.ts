import { type Account, type Address, type Chain, erc20Abi, type PublicClient, type Transport, type WalletClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeSwap } from '../encoder/encodeSwap.js'
import { waitForReceipt } from '../encoder/waitForReceipt.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { createSourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
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
   */
  fractions?: readonly number[] | undefined
}

const DEFAULT_FRACTIONS = [1e-7, 1e-5, 1e-3]
const FAR_DEADLINE = 2n ** 40n

/**
 * What every source plugin must show on a real chain, as a vitest suite (third-party plugins run
 * it too): discover finds pools and track reads them; each pool's simulator quotes both ways;
 * a simulated exact-in swap equals a real swap through Sluice's router to the wei (and exact-out
 * where the simulator offers it); after the swap, tracking the pool again gives the state the
 * simulator predicted (the same quotes), and only the swapped pool is reported as changed.
 */
export function describeSourceConformance({ name, setup, teardown, fractions = DEFAULT_FRACTIONS }: DescribeSourceConformanceParameters): void {
  describe(name, () => {
    let world: SourceConformanceWorld
    let simulators: Simulator[]
    const trackAll = async (): Promise<Simulator[]> => {
      const blockNumber = await world.client.getBlockNumber({ cacheTime: 0 })
      const all: Simulator[] = []
      for (const adapter of world.adapters) {
        const { pools } = await adapter.discover({ client: world.client, toBlock: blockNumber })
        const states: PoolState[] = await adapter.track({ client: world.client, pools, blockNumber })
        all.push(...states.map((state) => adapter.simulator(state)))
      }
      return all
    }
    const adapterOf = (simulator: Simulator) => world.adapters.find((adapter) => adapter.id === simulator.pool.sourceId)!
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
    const execute = async (route: Route) => {
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
        expect(receipt.status, 'transaction status').toBe('success')
      }
      return { received: (await balanceOf(tokenOut)) - before, spent: spentBefore - (await balanceOf(route.tokenIn)) }
    }
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
          expect(result.amountOut, `${simulator.pool.address} from ${tokenIn}`).toBeGreaterThan(0n)
        }
    })

    it('a simulated exact-in swap equals a real swap through the router, to the wei, and tracking follows it', async () => {
      for (const simulator of simulators)
        for (const [i, tokenIn] of simulator.pool.tokens.entries()) {
          const tokenOut = simulator.pool.tokens[1 - i]!
          const balance = await balanceOf(tokenIn)
          for (const fraction of fractions) {
            const amountIn = (balance * BigInt(Math.round(fraction * 1e9))) / 1_000_000_000n
            let quoted: ReturnType<typeof simulator.quoteExactIn>
            try {
              quoted = simulator.quoteExactIn({ tokenIn, amountIn })
            } catch (error) {
              if (isSluiceError(error, 'SimulationError')) continue
              throw error
            }
            await isolated(async () => {
              const { received, spent } = await execute(routeOf(simulator, 'sell', tokenIn, tokenOut, amountIn, quoted.amountOut))
              const context = `${simulator.pool.address} sell ${amountIn} of ${tokenIn}`
              expect(received, context).toBe(quoted.amountOut)
              expect(spent, context).toBe(amountIn)
              // The pool's state after the swap is what the simulator predicts.
              const predicted = simulator.clone()
              predicted.swapExactIn({ tokenIn, amountIn })
              const after = (await trackAll()).find((s) => s.pool.address === simulator.pool.address)!
              for (const [j, probeIn] of simulator.pool.tokens.entries()) {
                const probe = (await balanceOf(probeIn)) / 1_000_000n
                const expected = attempt(() => predicted.quoteExactIn({ tokenIn: probeIn, amountIn: probe }).amountOut)
                const actual = attempt(() => after.quoteExactIn({ tokenIn: probeIn, amountIn: probe }).amountOut)
                expect(actual, `${context}: state after, probe ${j}`).toEqual(expected)
              }
              expect(adapterOf(simulator).id).toBe(simulator.pool.sourceId)
            })
          }
        }
    })

    it('a simulated exact-out swap equals a real swap through the router, where the simulator offers it', async () => {
      for (const simulator of simulators) {
        if (!simulator.quoteExactOut) continue
        for (const [i, tokenIn] of simulator.pool.tokens.entries()) {
          const tokenOut = simulator.pool.tokens[1 - i]!
          const amountOut = simulator.quoteExactIn({ tokenIn, amountIn: (await balanceOf(tokenIn)) / 100_000n }).amountOut
          const quoted = simulator.quoteExactOut({ tokenOut, amountOut })
          await isolated(async () => {
            const { received, spent } = await execute(routeOf(simulator, 'buy', tokenIn, tokenOut, quoted.amountIn, amountOut))
            expect(received, `${simulator.pool.address} buy ${amountOut} of ${tokenOut}`).toBe(amountOut)
            expect(spent, `${simulator.pool.address} buy ${amountOut} of ${tokenOut}`).toBe(quoted.amountIn)
          })
        }
      }
    })
  })
}

function attempt(run: () => bigint): bigint | 'fails' {
  try {
    return run()
  } catch (error) {
    if (isSluiceError(error, 'SimulationError')) return 'fails'
    throw error
  }
}
