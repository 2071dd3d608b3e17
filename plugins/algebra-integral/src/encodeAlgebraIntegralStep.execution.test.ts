import { createSourceRegistry, encodeSwap, type Route, type RoutePath, type RouteStep, type Simulator, waitForReceipt } from '@sluice/core'
import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWorld, type TestWorld } from './test/startTestWorld.js'

// Real swaps through Sluice's Router and the Algebra Integral executor on the test world: routes
// built from the simulators over the tracked state (sell and buy, one pool, two hops, split over
// two paths, through the owner-fee pools), encoded by core's `encodeSwap` (which also eth_calls
// the swap), sent by a funded wallet: balances change by exactly the simulated amounts.

let world: TestWorld
beforeAll(async () => {
  world = await startTestWorld()
}, 60_000)
afterAll(() => world?.stop())

async function simulators(): Promise<Map<Address, Simulator>> {
  const blockNumber = await world.client.getBlockNumber()
  const { pools } = await world.adapter.discover({ client: world.client, toBlock: blockNumber })
  const states = await world.adapter.track({ client: world.client, pools, blockNumber })
  return new Map(states.map((state) => [state.pool.address, world.adapter.simulator(state)]))
}

/** A route along the given pools (`tokens`: the path's token sequence), amounts from the simulators. */
async function route(mode: 'sell' | 'buy', paths: { tokens: Address[]; pools: Address[]; amount: bigint }[]): Promise<Route> {
  const sims = await simulators()
  const built: RoutePath[] = paths.map(({ tokens, pools, amount }) => {
    const hops = pools.map((address) => sims.get(address)!.clone())
    const steps: RouteStep[] = []
    if (mode === 'sell') {
      let current = amount
      hops.forEach((sim, i) => {
        const r = sim.swapExactIn({ tokenIn: tokens[i]!, amountIn: current })
        steps.push({ pool: sim.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn: r.amountIn, amountOut: r.amountOut, fee: sim.fee() })
        current = r.amountOut
      })
      return { steps, amountIn: amount, amountOut: current }
    }
    let needed = amount
    for (let i = hops.length - 1; i >= 0; i--) {
      const r = hops[i]!.swapExactOut!({ tokenOut: tokens[i + 1]!, amountOut: needed })
      steps.unshift({ pool: hops[i]!.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn: r.amountIn, amountOut: r.amountOut, fee: hops[i]!.fee() })
      needed = r.amountIn
    }
    return { steps, amountIn: needed, amountOut: amount }
  })
  return {
    mode,
    tokenIn: paths[0]!.tokens[0]!,
    tokenOut: paths[0]!.tokens[paths[0]!.tokens.length - 1]!,
    amountIn: built.reduce((sum, p) => sum + p.amountIn, 0n),
    amountOut: built.reduce((sum, p) => sum + p.amountOut, 0n),
    paths: built,
    gas: 0n,
    blockNumber: await world.client.getBlockNumber(),
  }
}

const balance = (token: Address) => world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [world.user.account.address] })

async function execute(r: Route) {
  const registry = createSourceRegistry({ adapters: [world.adapter] })
  const encoded = await encodeSwap({
    client: world.client,
    registry,
    router: world.sluice.router,
    route: r,
    user: world.user.account.address,
    slippage: 0.001,
    deadline: 2n ** 40n,
  })
  // The world approved the router already: the swap alone.
  expect(encoded.transactions).toHaveLength(1)
  const before = [await balance(r.tokenIn), await balance(r.tokenOut)]
  for (const tx of encoded.transactions) {
    // The encoder's gas limit (its estimate with a margin), as a wallet sends it: a bare estimate may fall
    // short when the block is mined a second later and the pool's plugin also writes a timepoint.
    const hash = await world.user.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, gas: tx.gas, chain: null })
    expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
  }
  const after = [await balance(r.tokenIn), await balance(r.tokenOut)]
  expect(before[0]! - after[0]!).toBe(r.amountIn)
  expect(after[1]! - before[1]!).toBe(r.amountOut)
  for (const holder of [world.sluice.router, world.sluice.swapLogic, world.sluice.executors['algebra-integral']!])
    for (const token of Object.values(world.tokens))
      expect(await world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(0n)
}

describe('swaps through the router and AlgebraIntegralExecutor', () => {
  it('sell through one pool, deep enough to cross ticks', async () => {
    const { A, B } = world.tokens
    const r = await route('sell', [{ tokens: [A, B], pools: [world.pool('A/B default fee').address], amount: 900n * 10n ** 18n }])
    expect(r.paths[0]!.steps[0]!.amountOut).toBeGreaterThan(0n)
    await execute(r)
  })

  it('sell through two hops, one of them an owner-set fee pool', async () => {
    const { A, B, C } = world.tokens
    await execute(
      await route('sell', [
        { tokens: [B, A, C], pools: [world.pool('A/B default fee').address, world.pool('A/C owner fee 0.3%').address], amount: 25_000n * 10n ** 6n },
      ]),
    )
  })

  it('sell split over two paths', async () => {
    const { A, B, C } = world.tokens
    await execute(
      await route('sell', [
        { tokens: [C, B], pools: [world.pool('B/C thin 1%').address], amount: 2_000n * 10n ** 18n },
        { tokens: [C, A, B], pools: [world.pool('A/C owner fee 0.3%').address, world.pool('A/B default fee').address], amount: 30_000n * 10n ** 18n },
      ]),
    )
  })

  it('buy (exact out) through one pool and through two hops', async () => {
    const { A, B, C } = world.tokens
    await execute(await route('buy', [{ tokens: [B, A], pools: [world.pool('A/B default fee').address], amount: 7n * 10n ** 18n + 12_345n }]))
    await execute(
      await route('buy', [
        { tokens: [C, A, B], pools: [world.pool('A/C owner fee 0.3%').address, world.pool('A/B default fee').address], amount: 15_000n * 10n ** 6n + 7n },
      ]),
    )
  })
})
