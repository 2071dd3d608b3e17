import { createSourceRegistry, encodeSwap, type Route, SimulationError, type Simulator, waitForReceipt } from '@sluice/core'
import type { SourceConformanceWorld } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import fc from 'fast-check'
import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'

// The executor against the simulator over random amounts, through Sluice's router on the
// sandbox (the vendored official pools): a sell receives exactly the quoted output and a buy
// spends exactly the quoted input, on stable and volatile pools, both directions. A buy's input
// is found on chain by the executor's own search over the pool's `getAmountOut`, so this proves
// that search equal to the simulator's.

let sandbox: Sandbox | undefined
let world: SourceConformanceWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [solidlyV1Plugin], chains: [999] })
  world = sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [solidlyV1Plugin] })
})
afterAll(async () => {
  await sandbox?.stop()
})

const balanceOf = (token: Address) =>
  world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [world.wallet.account.address] })

async function simulators(): Promise<Simulator[]> {
  const blockNumber = await world.client.getBlockNumber({ cacheTime: 0 })
  const all: Simulator[] = []
  for (const adapter of world.adapters) {
    const { pools } = await adapter.discover({ client: world.client, toBlock: blockNumber })
    all.push(...(await adapter.track({ client: world.client, pools, blockNumber })).map((state) => adapter.simulator(state)))
  }
  return all
}

/** Executes a one-step route through the router on a snapshot that is reverted afterwards; returns what the wallet received and spent. */
async function execute(route: Route): Promise<{ received: bigint; spent: bigint }> {
  const snapshot = (await world.client.request({ method: 'evm_snapshot' as never })) as `0x${string}`
  try {
    const encoded = await encodeSwap({
      client: world.client,
      registry: createSourceRegistry({ adapters: world.adapters }),
      router: world.router,
      route,
      user: world.wallet.account.address,
      slippage: 0,
      deadline: 2n ** 40n,
      approveMax: true,
    })
    const [outBefore, inBefore] = await Promise.all([balanceOf(route.tokenOut), balanceOf(route.tokenIn)])
    for (const transaction of encoded.transactions) {
      const hash = await world.wallet.sendTransaction({
        to: transaction.to,
        data: transaction.data,
        value: transaction.value,
        gas: transaction.gas,
        chain: null,
      })
      expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
    }
    const [outAfter, inAfter] = await Promise.all([balanceOf(route.tokenOut), balanceOf(route.tokenIn)])
    return { received: outAfter - outBefore, spent: inBefore - inAfter }
  } finally {
    await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
  }
}

const routeOf = (simulator: Simulator, mode: 'sell' | 'buy', tokenIn: Address, tokenOut: Address, amountIn: bigint, amountOut: bigint): Route => {
  const step = { pool: simulator.pool, tokenIn, tokenOut, amountIn, amountOut, fee: simulator.fee() }
  return { mode, tokenIn, tokenOut, amountIn, amountOut, paths: [{ steps: [step], amountIn, amountOut }], gas: 0n, blockNumber: 0n }
}

describe('SolidlyV1Executor through the router', () => {
  it('sells and buys exactly as simulated over random amounts, stable and volatile pools, both directions', { timeout: 600_000 }, async () => {
    const all = await simulators()
    expect(all.some((s) => s.pool.extra?.stable === true) && all.some((s) => s.pool.extra?.stable === false)).toBe(true)
    let executed = 0
    for (const [p, simulator] of all.entries())
      for (const [i, tokenIn] of simulator.pool.tokens.entries()) {
        const tokenOut = simulator.pool.tokens[1 - i]!
        const budget = (await balanceOf(tokenIn)) / 4n
        const amounts = fc.sample(fc.bigInt({ min: 1n, max: budget }), { numRuns: 12, seed: 300 + p * 2 + i })
        for (const amount of amounts) {
          let sell: ReturnType<Simulator['quoteExactIn']> | undefined
          try {
            sell = simulator.quoteExactIn({ tokenIn, amountIn: amount })
          } catch (error) {
            expect(error).toBeInstanceOf(SimulationError)
          }
          if (sell) {
            const { received, spent } = await execute(routeOf(simulator, 'sell', tokenIn, tokenOut, amount, sell.amountOut))
            expect({ received, spent }, `${simulator.pool.address} sell ${amount}`).toEqual({ received: sell.amountOut, spent: amount })
            executed++
            // Buy what that sell gave, and a random share of it: the executor finds the simulator's input.
            for (const amountOut of [sell.amountOut, (sell.amountOut * BigInt(1 + (Number(amount % 97n) % 97))) / 97n]) {
              if (amountOut === 0n) continue
              const buy = simulator.quoteExactOut!({ tokenOut, amountOut })
              const bought = await execute(routeOf(simulator, 'buy', tokenIn, tokenOut, buy.amountIn, amountOut))
              expect(bought, `${simulator.pool.address} buy ${amountOut}`).toEqual({ received: amountOut, spent: buy.amountIn })
              executed++
            }
          }
        }
      }
    expect(executed).toBeGreaterThanOrEqual(2 * 2 * 12 * 2)
  })
})
