import { renamedCallbackPoolAbi, renamedCallbackPoolBytecode, routerAbi } from '@sluice/contracts'
import { encodeSwap, findRoute, NATIVE_TOKEN_ADDRESS, type Route, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, erc20Abi, maxUint256, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

let sandbox: Sandbox
let world: ExecutionWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
})
afterAll(() => sandbox?.stop())

const pool = (sourceId: number, a: string, b: string, fee?: number): Address => {
  const [x, y] = [world.token(a).address.toLowerCase(), world.token(b).address.toLowerCase()]
  const found = world.chain.pools.find(
    (p) =>
      p.sourceId === sourceId &&
      (fee === undefined || p.fee === fee) &&
      new Set(p.tokens.map((t) => t.toLowerCase())).size === 2 &&
      p.tokens.every((t) => [x, y].includes(t.toLowerCase())),
  )
  if (!found) throw new Error(`no pool ${a}/${b} in source ${sourceId}`)
  return found.address
}

async function balances(owner: Address, tokens: Address[]) {
  return Promise.all(
    tokens.map((token) =>
      token === NATIVE_TOKEN_ADDRESS
        ? world.client.getBalance({ address: owner })
        : world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    ),
  )
}

/** Nothing of any token (nor native) stays in Sluice's contracts. */
async function expectContractsEmpty() {
  const { router, swapLogic } = world.contracts
  for (const holder of [router, swapLogic]) {
    expect(await world.client.getBalance({ address: holder })).toBe(0n)
    for (const token of world.chain.tokens) expect(await balances(holder, [token.address])).toEqual([0n])
  }
}

describe('sell (exact input)', () => {
  it('ERC20 to ERC20 through one V3 pool: approve, swap, balances change by exactly the quote', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const [USDT0, UETH] = [world.token('USDT0').address, world.token('UETH').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: USDT0,
      tokenOut: UETH,
      paths: [{ pools: [pool(3, 'USDT0', 'UETH')], amount: 25_000n * 10n ** 6n }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    expect(encoded.transactions.map((t) => t.to)).toEqual([USDT0, world.contracts.router])
    expect(encoded.transactionExplanations).toHaveLength(2)
    const before = await balances(user, [USDT0, UETH])
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    const after = await balances(user, [USDT0, UETH])
    expect(before[0]! - after[0]!).toBe(route.amountIn)
    expect(after[1]! - before[1]!).toBe(route.amountOut)
    expect(await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'allowance', args: [user, world.contracts.router] })).toBe(0n)
    // No partner: the router adds no event of its own (partnerFee.test.ts sees Swapped with one).
    expect(parseEventLogs({ abi: routerAbi, logs: receipts[1]!.logs, eventName: 'Swapped' })).toEqual([])
    await expectContractsEmpty()
  })

  it('ERC20 to ERC20 through one V2 pair, with an unlimited approve that the next swap reuses', async () => {
    const wallet = world.wallet(1)
    const user = wallet.account.address
    const [WHYPE, USDT0] = [world.token('WHYPE').address, world.token('USDT0').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: WHYPE,
      tokenOut: USDT0,
      paths: [{ pools: [pool(1, 'WHYPE', 'USDT0')], amount: 500n * 10n ** 18n }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.01,
      deadline: 2n ** 40n,
      approveMax: true,
    })
    const before = await balances(user, [WHYPE, USDT0])
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [WHYPE, USDT0])
    expect(before[0]! - after[0]!).toBe(route.amountIn)
    expect(after[1]! - before[1]!).toBe(route.amountOut)
    expect(await world.client.readContract({ address: WHYPE, abi: erc20Abi, functionName: 'allowance', args: [user, world.contracts.router] })).toBe(maxUint256)
    // The allowance suffices now: the swap alone.
    const again = await world.route({ mode: 'sell', tokenIn: WHYPE, tokenOut: USDT0, paths: [{ pools: [pool(1, 'WHYPE', 'USDT0')], amount: 10n ** 18n }] })
    const second = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route: again,
      user,
      slippage: 0.01,
      deadline: 2n ** 40n,
    })
    expect(second.transactions).toHaveLength(1)
    expect(second.transactions[0]!.to).toBe(world.contracts.router)
    await expectContractsEmpty()
  })

  it('native in, split across a V2 pair and a V3 pool: value is the input, output exact', async () => {
    const wallet = world.wallet(2)
    const user = wallet.account.address
    const [WHYPE, USDT0] = [world.token('WHYPE').address, world.token('USDT0').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: WHYPE,
      tokenOut: USDT0,
      routeTokenIn: NATIVE_TOKEN_ADDRESS,
      paths: [
        { pools: [pool(1, 'WHYPE', 'USDT0')], amount: 300n * 10n ** 18n },
        { pools: [pool(3, 'WHYPE', 'USDT0', 500)], amount: 700n * 10n ** 18n },
      ],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    expect(encoded.transactions).toHaveLength(1)
    expect(encoded.value).toBe(1000n * 10n ** 18n)
    const before = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0, WHYPE])
    const { gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0, WHYPE])
    expect(before[0]! - after[0]!).toBe(route.amountIn + gasCost)
    expect(after[1]! - before[1]!).toBe(route.amountOut)
    expect(after[2]).toBe(before[2])
    await expectContractsEmpty()
  })

  it('ERC20 to native out through 3 hops across V3, V2 and a V3 fork', async () => {
    const wallet = world.wallet(3)
    const user = wallet.account.address
    const [PURR, WHYPE] = [world.token('PURR').address, world.token('WHYPE').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: PURR,
      tokenOut: WHYPE,
      routeTokenOut: NATIVE_TOKEN_ADDRESS,
      paths: [{ pools: [pool(3, 'PURR', 'USDT0'), pool(1, 'UBTC', 'USDT0'), pool(4, 'UBTC', 'WHYPE')], amount: 20_000n * 10n ** 18n }],
    })
    expect(route.paths[0]!.steps).toHaveLength(3)
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    const before = await balances(user, [NATIVE_TOKEN_ADDRESS, PURR, WHYPE])
    const { gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [NATIVE_TOKEN_ADDRESS, PURR, WHYPE])
    expect(before[1]! - after[1]!).toBe(route.amountIn)
    expect(after[0]! - before[0]! + gasCost).toBe(route.amountOut)
    expect(after[2]).toBe(before[2])
    await expectContractsEmpty()
  })

  it('price moved beyond the slippage: the swap reverts and the user loses only gas', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const [WHYPE, USDT0] = [world.token('WHYPE').address, world.token('USDT0').address]
    const v3 = pool(3, 'WHYPE', 'USDT0', 3000)
    const route = await world.route({ mode: 'sell', tokenIn: USDT0, tokenOut: WHYPE, paths: [{ pools: [v3], amount: 10_000n * 10n ** 6n }] })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    // Someone else buys WHYPE in the same pool first, moving the price by more than 0.5%.
    const mover = world.wallet(1)
    const move = await world.route({ mode: 'sell', tokenIn: USDT0, tokenOut: WHYPE, paths: [{ pools: [v3], amount: 200_000n * 10n ** 6n }] })
    const moved = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route: move,
      user: mover.account.address,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    await executeTransactions({ client: world.client, wallet: mover, transactions: moved.transactions })

    const before = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0, WHYPE])
    const { receipts, gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions, gas: 1_000_000n })
    expect(receipts.at(-1)!.status).toBe('reverted')
    const after = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0, WHYPE])
    expect(before[0]! - after[0]!).toBe(gasCost)
    expect(after.slice(1)).toEqual(before.slice(1))
    // And the encoder, simulating on the moved pool, refuses the stale route.
    await expect(
      encodeSwap({ client: world.client, registry: world.registry, router: world.contracts.router, route, user, slippage: 0.005, deadline: 2n ** 40n }),
    ).rejects.toThrow(/InsufficientOutput/)
  })
})

describe('buy (exact output)', () => {
  it('ERC20 to ERC20 through one V3 pool: exactly amountOut, input as quoted', async () => {
    const wallet = world.wallet(1)
    const user = wallet.account.address
    const [USDT0, UBTC] = [world.token('USDT0').address, world.token('UBTC').address]
    const amountOut = 12_345_678n // 0.12345678 UBTC
    const route = await world.route({ mode: 'buy', tokenIn: USDT0, tokenOut: UBTC, paths: [{ pools: [pool(3, 'UBTC', 'USDT0')], amount: amountOut }] })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.01,
      deadline: 2n ** 40n,
    })
    expect(encoded.maxAmountIn).toBeGreaterThan(route.amountIn)
    const before = await balances(user, [USDT0, UBTC])
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [USDT0, UBTC])
    expect(after[1]! - before[1]!).toBe(amountOut)
    expect(before[0]! - after[0]!).toBe(route.amountIn)
    // The exact approve of maxAmountIn leaves the unspent part as allowance, never as tokens.
    expect(await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'allowance', args: [user, world.contracts.router] })).toBe(
      encoded.maxAmountIn! - route.amountIn,
    )
    await expectContractsEmpty()
  })

  it('native in through 3 hops across V2, V3 and a V2 fork: exactly amountOut, unspent native refunded', async () => {
    const wallet = world.wallet(2)
    const user = wallet.account.address
    const [WHYPE, UETH] = [world.token('WHYPE').address, world.token('UETH').address]
    const amountOut = 3n * 10n ** 17n
    const route = await world.route({
      mode: 'buy',
      tokenIn: WHYPE,
      tokenOut: UETH,
      routeTokenIn: NATIVE_TOKEN_ADDRESS,
      paths: [{ pools: [pool(1, 'WHYPE', 'USDT0'), pool(3, 'UBTC', 'USDT0'), pool(2, 'UBTC', 'UETH')], amount: amountOut }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.02,
      deadline: 2n ** 40n,
    })
    expect(encoded.value).toBe(encoded.maxAmountIn)
    const before = await balances(user, [NATIVE_TOKEN_ADDRESS, UETH, WHYPE])
    const { gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [NATIVE_TOKEN_ADDRESS, UETH, WHYPE])
    expect(after[1]! - before[1]!).toBe(amountOut)
    expect(before[0]! - after[0]!).toBe(route.amountIn + gasCost)
    expect(after[2]).toBe(before[2])
    await expectContractsEmpty()
  })

  it('ERC20 to native out split across a V2 pair and a V3 pool', async () => {
    const wallet = world.wallet(3)
    const user = wallet.account.address
    const [USDT0, WHYPE] = [world.token('USDT0').address, world.token('WHYPE').address]
    const route = await world.route({
      mode: 'buy',
      tokenIn: USDT0,
      tokenOut: WHYPE,
      routeTokenOut: NATIVE_TOKEN_ADDRESS,
      paths: [
        { pools: [pool(1, 'WHYPE', 'USDT0')], amount: 40n * 10n ** 18n },
        { pools: [pool(3, 'WHYPE', 'USDT0', 500)], amount: 60n * 10n ** 18n },
      ],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.01,
      deadline: 2n ** 40n,
    })
    const before = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0])
    const { gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [NATIVE_TOKEN_ADDRESS, USDT0])
    expect(after[0]! - before[0]! + gasCost).toBe(100n * 10n ** 18n)
    expect(before[1]! - after[1]!).toBe(route.amountIn)
    await expectContractsEmpty()
  })
})

describe('routes from the solver', () => {
  it('sell: the solver’s split, multi-source route executes to the wei', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const [USDT0, UETH] = [world.token('USDT0').address, world.token('UETH').address]
    const route = findRoute({ snapshot: await world.snapshot(), tokenIn: USDT0, tokenOut: UETH, mode: 'sell', amount: 400_000n * 10n ** 6n })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
    })
    const before = await balances(user, [USDT0, UETH])
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [USDT0, UETH])
    expect(before[0]! - after[0]!).toBe(route.amountIn)
    expect(after[1]! - before[1]!).toBe(route.amountOut)
    await expectContractsEmpty()
  })

  it('buy: the solver’s route delivers exactly the amount asked, for no more than it quoted', async () => {
    const wallet = world.wallet(1)
    const user = wallet.account.address
    const [USDT0, UBTC] = [world.token('USDT0').address, world.token('UBTC').address]
    const amountOut = 2n * 10n ** 8n // 2 UBTC
    const route = findRoute({ snapshot: await world.snapshot(), tokenIn: USDT0, tokenOut: UBTC, mode: 'buy', amount: amountOut })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0.005,
      deadline: 2n ** 40n,
      amountOut,
    })
    const before = await balances(user, [USDT0, UBTC])
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await balances(user, [USDT0, UBTC])
    expect(after[1]! - before[1]!).toBe(amountOut)
    expect(before[0]! - after[0]!).toBeLessThanOrEqual(route.amountIn)
    await expectContractsEmpty()
  })
})

describe('V3 forks', () => {
  it('a fork that renames the swap callback (hyperswapV3SwapCallback) is served by the same executor', async () => {
    const wallet = world.wallet(2)
    const user = wallet.account.address
    const [WHYPE, USDT0] = [world.token('WHYPE').address, world.token('USDT0').address]
    const wait = async (hash: Promise<`0x${string}`>) => (await waitForReceipt({ client: world.client, hash: await hash })).contractAddress
    const mock = (await wait(wallet.deployContract({ abi: renamedCallbackPoolAbi, bytecode: renamedCallbackPoolBytecode, args: [WHYPE, USDT0], chain: null })))!
    await wait(wallet.writeContract({ address: WHYPE, abi: erc20Abi, functionName: 'transfer', args: [mock, 10n ** 18n], chain: null }))
    const token0 = await world.client.readContract({ address: mock, abi: renamedCallbackPoolAbi, functionName: 'token0' })
    const token1 = await world.client.readContract({ address: mock, abi: renamedCallbackPoolAbi, functionName: 'token1' })
    // 1:1 raw price: 1e11 wei of USDT0 in, 1e11 wei of WHYPE out. Encoded by the Uniswap V3 source’s adapter.
    const amount = 10n ** 11n
    const step = {
      pool: { id: mock, address: mock, sourceId: 3, tokens: [token0, token1] as const, fee: 0 },
      tokenIn: USDT0,
      tokenOut: WHYPE,
      amountIn: amount,
      amountOut: amount,
      fee: 0,
    }
    const route: Route = {
      mode: 'sell',
      tokenIn: USDT0,
      tokenOut: WHYPE,
      amountIn: amount,
      amountOut: amount,
      paths: [{ steps: [step], amountIn: amount, amountOut: amount }],
      gas: 0n,
      blockNumber: 0n,
    }
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user,
      slippage: 0,
      deadline: 2n ** 40n,
    })
    const before = await balances(user, [USDT0, WHYPE])
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(receipts.map((r) => r.status)).toEqual(encoded.transactions.map(() => 'success'))
    const after = await balances(user, [USDT0, WHYPE])
    expect([before[0]! - after[0]!, after[1]! - before[1]!]).toEqual([amount, amount])
    expect(await balances(mock, [USDT0])).toEqual([amount])
    await expectContractsEmpty()
  })
})
