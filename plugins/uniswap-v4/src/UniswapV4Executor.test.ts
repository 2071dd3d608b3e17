import {
  createSourceAdapters,
  createSourceRegistry,
  encodePackedRoute,
  encodeSwap,
  encodeSwapCall,
  NATIVE_TOKEN_ADDRESS,
  type Route,
  type RouteStep,
  type Simulator,
  type SourceAdapter,
  TransactionSimulationError,
  waitForReceipt,
} from '@sluice/core'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { type Address, createWalletClient, decodeErrorResult, erc20Abi, type Hex, http, isAddressEqual, maxUint256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNISWAP_V4_SWAP_GAS, UNISWAP_V4_TICK_CROSS_GAS } from './createUniswapV4Simulator.js'
import { uniswapV4ExecutorAbi } from './generated/uniswapV4Executor.js'
import { setUpUniswapV4World, type UniswapV4World } from './testing/setUpUniswapV4World.js'

let world: UniswapV4World
let adapters: SourceAdapter[]
let user: ReturnType<typeof privateKeyToAccount>

beforeAll(async () => {
  world = await setUpUniswapV4World()
  const { chain } = world
  const [v3] = createSourceAdapters({
    plugins: [uniswapV3Plugin],
    sources: chain.sources.filter((source) => source.kind === uniswapV3Plugin.kind).slice(0, 1),
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executors: chain.contracts!.executors,
  })
  adapters = [world.adapter as SourceAdapter, v3!]
  user = privateKeyToAccount(chain.accounts[1]!.privateKey)
}, 180_000)
afterAll(() => world?.sandbox.stop())

/** Every pool's simulator at the head, by lower-cased `Pool.id` (V4: the pool ID). */
async function simulators(): Promise<Map<string, Simulator>> {
  const blockNumber = await world.client.getBlockNumber()
  const map = new Map<string, Simulator>()
  for (const adapter of adapters) {
    const { pools } = await adapter.discover({ client: world.client, toBlock: blockNumber })
    for (const state of await adapter.track({ client: world.client, pools, blockNumber })) map.set(state.pool.id.toLowerCase(), adapter.simulator(state))
  }
  return map
}

/** The pool of a source kind holding both tokens (V3: the lowest fee). */
async function poolOf(kind: 'v4' | 'v3', a: string, b: string): Promise<string> {
  const [x, y] = [world.token(a).address, world.token(b).address]
  const sims = await simulators()
  const sourceId = kind === 'v4' ? world.adapter.id : adapters[1]!.id
  const match = [...sims.values()]
    .filter((s) => s.pool.sourceId === sourceId && s.pool.tokens.some((t) => isAddressEqual(t, x)) && s.pool.tokens.some((t) => isAddressEqual(t, y)))
    .sort((p, q) => p.pool.fee - q.pool.fee)[0]
  if (!match) throw new Error(`No ${kind} pool for ${a}/${b}.`)
  return match.pool.id.toLowerCase()
}

/** A one-path route through `pools` (in order), amounts from the simulators at the head; `native`: the wrapped native end is native. */
async function route(mode: 'sell' | 'buy', symbols: string[], pools: string[], amount: bigint, native?: 'in' | 'out'): Promise<Route> {
  const sims = await simulators()
  const tokens = symbols.map((s) => world.token(s).address)
  const steps: RouteStep[] = []
  let gas = 0n
  if (mode === 'sell') {
    let current = amount
    pools.forEach((address, i) => {
      const sim = sims.get(address)!
      const { amountOut, gas: stepGas } = sim.quoteExactIn({ tokenIn: tokens[i]!, amountIn: current })
      gas += stepGas
      steps.push({ pool: sim.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn: current, amountOut, fee: sim.fee() })
      current = amountOut
    })
  } else {
    let current = amount
    for (let i = pools.length - 1; i >= 0; i--) {
      const sim = sims.get(pools[i]!)!
      const { amountIn, gas: stepGas } = sim.quoteExactOut!({ tokenOut: tokens[i + 1]!, amountOut: current })
      gas += stepGas
      steps.unshift({ pool: sim.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn, amountOut: current, fee: sim.fee() })
      current = amountIn
    }
  }
  const amountIn = steps[0]!.amountIn
  const amountOut = steps.at(-1)!.amountOut
  return {
    mode,
    tokenIn: native === 'in' ? NATIVE_TOKEN_ADDRESS : tokens[0]!,
    tokenOut: native === 'out' ? NATIVE_TOKEN_ADDRESS : tokens.at(-1)!,
    amountIn,
    amountOut,
    paths: [{ steps, amountIn, amountOut }],
    gas,
    blockNumber: await world.client.getBlockNumber(),
  }
}

/** Encodes the route with core's encoder and sends its transactions from the user; the user's balance changes. */
async function execute(r: Route): Promise<{ spent: bigint; received: bigint; gasUsed: bigint }> {
  const { client, chain } = world
  const wallet = createWalletClient({ account: user, transport: http(chain.rpcUrl) })
  // Native balances count the gas paid back in.
  let gasPaid = 0n
  const balance = async (token: Address) =>
    isAddressEqual(token, NATIVE_TOKEN_ADDRESS)
      ? (await client.getBalance({ address: user.address })) + gasPaid
      : client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
  const [before0, before1] = await Promise.all([balance(r.tokenIn), balance(r.tokenOut)])
  const encoded = await encodeSwap({
    client,
    registry: createSourceRegistry({ adapters }),
    router: chain.contracts!.router,
    route: r,
    user: user.address,
    slippage: 0,
    deadline: 2n ** 40n,
  })
  let gasUsed = 0n
  for (const transaction of encoded.transactions) {
    // The encoder's gas limit (its estimate with a margin), as a wallet sends it: a bare estimate may fall
    // short when the block is mined a second later and a V3 pool on the route also writes an observation.
    const hash = await wallet.sendTransaction({ to: transaction.to, data: transaction.data, value: transaction.value, gas: transaction.gas, chain: null })
    const receipt = await waitForReceipt({ client: client, hash })
    expect(receipt.status).toBe('success')
    gasUsed = receipt.gasUsed
    gasPaid += receipt.gasUsed * receipt.effectiveGasPrice
  }
  const [after0, after1] = await Promise.all([balance(r.tokenIn), balance(r.tokenOut)])
  return { spent: before0 - after0, received: after1 - before1, gasUsed }
}

describe('UniswapV4Executor through the Sluice router (real swaps on Anvil)', () => {
  it('sells exactly as simulated, both directions, small to tick-crossing amounts', async () => {
    const pool = await poolOf('v4', 'WETH', 'USDC.e')
    for (const [symbols, amount, crosses] of [
      [['WETH', 'USDC.e'], 10n ** 15n, false],
      [['WETH', 'USDC.e'], 300n * 10n ** 18n, true],
      [['USDC.e', 'WETH'], 1_234_567n, false],
      [['USDC.e', 'WETH'], 2_500_000n * 10n ** 6n, true],
    ] as const) {
      const r = await route('sell', [...symbols], [pool], amount)
      // The gas model counts crossings: the large amounts cross initialised ticks.
      if (crosses) expect(r.gas, `${symbols.join('→')} ${amount} crosses a tick`).toBeGreaterThanOrEqual(UNISWAP_V4_SWAP_GAS + UNISWAP_V4_TICK_CROSS_GAS)
      const { spent, received } = await execute(r)
      expect({ spent, received }, `${symbols.join('→')} ${amount}`).toEqual({ spent: r.amountIn, received: r.amountOut })
    }
  }, 120_000)

  it('takes native input and delivers native output (wrapped by the router)', async () => {
    const pool = await poolOf('v4', 'WETH', 'USDC.e')
    for (const [mode, symbols, amount, native] of [
      ['sell', ['WETH', 'USDC.e'], 3n * 10n ** 18n, 'in'],
      ['sell', ['USDC.e', 'WETH'], 4_000n * 10n ** 6n, 'out'],
      ['buy', ['WETH', 'USDC.e'], 1_000n * 10n ** 6n, 'in'],
      ['buy', ['USDC.e', 'WETH'], 10n ** 17n, 'out'],
    ] as const) {
      const r = await route(mode, [...symbols], [pool], amount, native)
      const { spent, received } = await execute(r)
      expect({ spent, received }, `${mode} ${symbols.join('→')} native ${native}`).toEqual({ spent: r.amountIn, received: r.amountOut })
    }
  }, 120_000)

  it('buys exactly the amount asked for exactly the simulated input, both directions', async () => {
    const pool = await poolOf('v4', 'WETH', 'USDC.e')
    for (const [symbols, amount] of [
      [['WETH', 'USDC.e'], 3_000n * 10n ** 6n],
      [['WETH', 'USDC.e'], 900_000n * 10n ** 6n],
      [['USDC.e', 'WETH'], 10n ** 17n + 12345n],
    ] as const) {
      const r = await route('buy', [...symbols], [pool], amount)
      const { spent, received } = await execute(r)
      expect({ spent, received }, `${symbols.join('→')} ${amount}`).toEqual({ spent: r.amountIn, received: amount })
    }
  }, 120_000)

  it('runs two-hop routes mixing V4 and V3, in both orders, sell and buy', async () => {
    const v4 = await poolOf('v4', 'WETH', 'USDC.e')
    const v3 = await poolOf('v3', 'USDC.e', 'USDT')
    for (const mode of ['sell', 'buy'] as const) {
      const forward = await route(mode, ['WETH', 'USDC.e', 'USDT'], [v4, v3], mode === 'sell' ? 2n * 10n ** 18n : 5_000n * 10n ** 6n)
      expect(await execute(forward).then(({ spent, received }) => ({ spent, received })), `${mode} V4→V3`).toEqual({
        spent: forward.amountIn,
        received: forward.amountOut,
      })
      const backward = await route(mode, ['USDT', 'USDC.e', 'WETH'], [v3, v4], mode === 'sell' ? 7_000n * 10n ** 6n : 10n ** 18n)
      expect(await execute(backward).then(({ spent, received }) => ({ spent, received })), `${mode} V3→V4`).toEqual({
        spent: backward.amountIn,
        received: backward.amountOut,
      })
    }
  }, 120_000)

  it('sells through two V4 pools in a row (one unlock each)', async () => {
    const r = await route('sell', ['WETH', 'USDC.e', 'USDT'], [await poolOf('v4', 'WETH', 'USDC.e'), await poolOf('v4', 'USDC.e', 'USDT')], 10n ** 18n)
    const { spent, received } = await execute(r)
    expect({ spent, received }).toEqual({ spent: r.amountIn, received: r.amountOut })
  }, 120_000)

  it('refuses a buy route with a V4 step paid by another V4 step (NestedUnlock): the manager is already unlocked', async () => {
    const r = await route('buy', ['WETH', 'USDC.e', 'USDT'], [await poolOf('v4', 'WETH', 'USDC.e'), await poolOf('v4', 'USDC.e', 'USDT')], 1_000n * 10n ** 6n)
    await expect(execute(r)).rejects.toThrow(TransactionSimulationError)
    // The same call made by hand: the executor's own error.
    const registry = createSourceRegistry({ adapters })
    const steps = r.paths[0]!.steps.map((step) => registry.get(step.pool.sourceId).encode({ step, recipient: world.chain.contracts!.router }))
    const calldata = encodeSwapCall({
      tokenIn: r.tokenIn,
      tokenOut: r.tokenOut,
      amountIn: maxUint256 >> 1n,
      amountOut: r.amountOut,
      deadline: 2n ** 40n,
      partnerId: 0,
      partnerFeeBps: 0,
      exactOut: true,
      route: encodePackedRoute({ paths: [{ amount: r.amountOut, steps }] }),
    })
    const error = await world.client.call({ account: user.address, to: world.chain.contracts!.router, data: calldata }).then(
      () => undefined,
      (e: { walk: (f: (e: unknown) => boolean) => { data?: Hex } | null }) => e.walk((inner) => typeof (inner as { data?: unknown }).data === 'string'),
    )
    expect(decodeErrorResult({ abi: uniswapV4ExecutorAbi, data: error!.data! }).errorName).toBe('NestedUnlock')
  }, 120_000)
})
