import { routerAbi } from '@sluice/contracts'
import {
  encodeRebalance,
  encodeSwap,
  encodeZap,
  NATIVE_TOKEN_ADDRESS,
  type Pool,
  type QuoteZapReturnType,
  quoteRebalance,
  quoteZap,
  waitForReceipt,
} from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionSupport as positions } from '@sluice/plugin-uniswap-v3'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, decodeEventLog, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'
import { setupZapWorld, uniswapV3PositionManagerAbi, type ZapWorld } from './setupZapWorld.js'

let sandbox: Sandbox
let world: ExecutionWorld
let zapWorld: ZapWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  zapWorld = await setupZapWorld(world)
})
afterAll(() => sandbox?.stop())

const deadline = 2n ** 40n

/** The pool's simulator (and its `Pool`) in a fresh snapshot. */
async function target(address: Address) {
  const snapshot = await world.snapshot()
  const simulator = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === address.toLowerCase())!
  return { snapshot, simulator, pool: simulator.pool as Pool }
}

/** A range of `spacings` tick spacings on each side of the current tick. */
function rangeAround(simulator: Parameters<typeof positions.poolRange>[0], spacings: number) {
  const { tick, tickSpacing } = positions.poolRange(simulator)
  const center = Math.floor(tick / tickSpacing) * tickSpacing
  return { tickLower: center - spacings * tickSpacing, tickUpper: center + (spacings + 1) * tickSpacing }
}

/** The new position's ID from the router's Zapped or Rebalanced event. */
function newTokenId(logs: readonly { address: Address; data: `0x${string}`; topics: readonly `0x${string}`[] }[]): bigint {
  for (const log of logs) {
    if (log.address.toLowerCase() !== world.contracts.router.toLowerCase()) continue
    try {
      const event = decodeEventLog({ abi: routerAbi, data: log.data, topics: log.topics as [`0x${string}`, ...`0x${string}`[]] })
      if (event.eventName === 'Zapped') return event.args.tokenId
      if (event.eventName === 'Rebalanced') return event.args.tokenId
    } catch {}
  }
  throw new Error('no Zapped/Rebalanced event')
}

/** What the user gets back of each pool token: offered to the manager but not taken. */
const refunds = (quote: QuoteZapReturnType) => [quote.offered[0] - quote.mint.amount0, quote.offered[1] - quote.mint.amount1]

let mintedId: bigint
let mintedManager: Address

describe('zap', () => {
  it('a pool token into a new position: liquidity exactly as quoted, balances change by the input less the refunds', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const { snapshot, simulator, pool } = await target(address)
    const { tickLower, tickUpper } = rangeAround(simulator, 20)
    const tokenIn = world.token('USDT0').address
    const amountIn = parseUnits('25000', 6)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn, amountIn })
    // The input is split so that almost nothing is left: less than 0.01% of its value.
    const price0 = simulator.spotPrice(pool.tokens[0])
    const [left0, left1] = refunds(quote)
    const leftValueIn1 = Number(left0!) * price0 + Number(left1!)
    expect(leftValueIn1 / Number(amountIn)).toBeLessThan(1e-4)

    const positionManager = zapWorld.positionManager(3)
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager,
      pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn,
      amountIn,
      user,
      slippage: 0.005,
      deadline,
    })
    expect(encoded.simulatedLiquidity).toBe(quote.mint.liquidity)
    expect(encoded.transactions).toHaveLength(2)
    const before = await zapWorld.balances(user, pool.tokens)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    const after = await zapWorld.balances(user, pool.tokens)
    const tokenId = newTokenId(receipts[1]!.logs)
    const position = await zapWorld.position(positionManager, tokenId)
    expect(position.owner).toBe(user)
    expect(position.liquidity).toBe(quote.mint.liquidity)
    expect([position.tickLower, position.tickUpper]).toEqual([tickLower, tickUpper])
    const inIndex = pool.tokens.findIndex((t) => t.toLowerCase() === tokenIn.toLowerCase())
    for (const i of [0, 1]) expect(after[i]! - before[i]!).toBe((i === inIndex ? -amountIn : 0n) + refunds(quote)[i]!)
    expect(await zapWorld.contractsHold()).toBe(0n)
    mintedId = tokenId
    mintedManager = positionManager
  })

  it('given a gas price, the legs weigh the gas of the swaps they add, as a quote does', async () => {
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const { snapshot, simulator } = await target(address)
    const { tickLower, tickUpper } = rangeAround(simulator, 20)
    const tokenIn = world.token('USDT0').address
    const whype = world.token('WHYPE').address
    const amountIn = parseUnits('25000', 6)
    const swaps = (quote: QuoteZapReturnType) => quote.routes.reduce((n, route) => n + (route?.paths.reduce((m, path) => m + path.steps.length, 0) ?? 0), 0)
    const gas = (quote: QuoteZapReturnType) => quote.routes.reduce((n, route) => n + (route?.gas ?? 0n), 0n)
    const zap = (gasPrice?: bigint) =>
      quoteZap({
        snapshot,
        positions,
        pool: address,
        tickLower,
        tickUpper,
        tokenIn,
        amountIn,
        blockGasLimit: 2_000_000n,
        gasPrice,
        // The one leg buys WHYPE: a native wei is worth a WHYPE wei.
        nativePrice: (token) => (token.toLowerCase() === whype.toLowerCase() ? 1 : 0),
      })
    const blind = zap()
    expect(swaps(blind)).toBeGreaterThan(1)
    // A zero gas price weighs nothing: the same legs.
    expect(swaps(zap(0n))).toBe(swaps(blind))
    // At 100 gwei a swap of ~100k gas costs 0.01 WHYPE, more than splitting gains: one swap, less gas, a little less liquidity.
    const priced = zap(10n ** 11n)
    expect(swaps(priced)).toBeLessThan(swaps(blind))
    expect(gas(priced)).toBeLessThan(gas(blind))
    expect(priced.mint.liquidity).toBeLessThanOrEqual(blind.mint.liquidity)
  })

  it('an outside token into a new position through routes to both pool tokens', async () => {
    const wallet = world.wallet(1)
    const user = wallet.account.address
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 3000)
    const { snapshot, simulator, pool } = await target(address)
    const { tickLower, tickUpper } = rangeAround(simulator, 10)
    const tokenIn = world.token('UETH').address
    const amountIn = parseUnits('3', 18)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn, amountIn })
    expect(quote.routes[0]).toBeDefined()
    expect(quote.routes[1]).toBeDefined()
    const positionManager = zapWorld.positionManager(3)
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager,
      pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn,
      amountIn,
      user,
      slippage: 0.01,
      deadline,
    })
    const before = await zapWorld.balances(user, [tokenIn, ...pool.tokens])
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await zapWorld.balances(user, [tokenIn, ...pool.tokens])
    const position = await zapWorld.position(positionManager, newTokenId(receipts.at(-1)!.logs))
    expect(position.liquidity).toBe(quote.mint.liquidity)
    expect(before[0]! - after[0]!).toBe(amountIn)
    expect(after[1]! - before[1]!).toBe(refunds(quote)[0])
    expect(after[2]! - before[2]!).toBe(refunds(quote)[1])
    expect(await zapWorld.contractsHold()).toBe(0n)
  })

  it('native input: sent as the value, wrapped, leftovers of the wrapped native come back as native', async () => {
    const wallet = world.wallet(2)
    const user = wallet.account.address
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const { snapshot, simulator, pool } = await target(address)
    const { tickLower, tickUpper } = rangeAround(simulator, 5)
    const amountIn = parseUnits('100', 18)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn: world.chain.wrappedNative, amountIn })
    const positionManager = zapWorld.positionManager(3)
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager,
      pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      amountIn,
      user,
      slippage: 0.005,
      deadline,
    })
    expect(encoded.transactions).toHaveLength(1)
    expect(encoded.value).toBe(amountIn)
    const wrappedIndex = pool.tokens.findIndex((t) => t.toLowerCase() === world.chain.wrappedNative.toLowerCase())
    const other = pool.tokens[1 - wrappedIndex]!
    const before = await zapWorld.balances(user, [NATIVE_TOKEN_ADDRESS, other, world.chain.wrappedNative])
    const { receipts, gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await zapWorld.balances(user, [NATIVE_TOKEN_ADDRESS, other, world.chain.wrappedNative])
    const position = await zapWorld.position(positionManager, newTokenId(receipts[0]!.logs))
    expect(position.liquidity).toBe(quote.mint.liquidity)
    expect(after[0]! - before[0]!).toBe(-amountIn - gasCost + refunds(quote)[wrappedIndex]!)
    expect(after[1]! - before[1]!).toBe(refunds(quote)[1 - wrappedIndex]!)
    expect(after[2]).toBe(before[2])
    expect(await zapWorld.contractsHold()).toBe(0n)
  })

  it("increase: more liquidity in the user's position, exactly as quoted; someone else cannot", async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const before = await zapWorld.position(mintedManager, mintedId)
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const { snapshot, pool } = await target(address)
    const tokenIn = world.token('UBTC').address
    const amountIn = parseUnits('0.05', 8)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower: before.tickLower, tickUpper: before.tickUpper, tokenIn, amountIn })
    const common = {
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: mintedManager,
      pool,
      tickLower: before.tickLower,
      tickUpper: before.tickUpper,
      quote,
      tokenIn,
      amountIn,
      slippage: 0.005,
      deadline,
      positionId: mintedId,
    }
    await expect(encodeZap({ ...common, user: world.wallet(3).account.address })).rejects.toThrow(/NotPositionOwner/)
    const encoded = await encodeZap({ ...common, user })
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await zapWorld.position(mintedManager, mintedId)
    expect(after.liquidity - before.liquidity).toBe(quote.mint.liquidity)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })
})

describe('rebalance', () => {
  it('auto-centred in the same pool: old NFT burned, new position with exactly the quoted liquidity, fees collected', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    // Move the price so the old range is off-centre (and earn the position some fees).
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const push = await world.route({
      mode: 'sell',
      tokenIn: world.token('USDT0').address,
      tokenOut: world.token('WHYPE').address,
      paths: [{ pools: [address], amount: parseUnits('400000', 6) }],
    })
    const swap = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route: push,
      user: world.wallet(3).account.address,
      slippage: 0.05,
      deadline,
    })
    await executeTransactions({ client: world.client, wallet: world.wallet(3), transactions: swap.transactions })

    const position = await zapWorld.position(mintedManager, mintedId)
    expect(position.withdrawable[0] + position.withdrawable[1]).toBeGreaterThan(0n)
    const snapshot = await zapWorld.withdrawnSnapshot(await world.snapshot(), position)
    const pool = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === address.toLowerCase())!.pool
    const quote = quoteRebalance({ snapshot, positions, position, pool: address })
    expect(quote.tickUpper - quote.tickLower).toBe(position.tickUpper - position.tickLower)
    const encoded = await encodeRebalance({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      position,
      pool,
      quote,
      user,
      slippage: 0.005,
      deadline,
      approveMax: true,
    })
    expect(encoded.simulatedLiquidity).toBe(quote.mint.liquidity)
    const before = await zapWorld.balances(user, pool.tokens)
    // A fixed gas limit, as wallets add a margin to estimates: an estimate made within the pools'
    // last oracle second misses the observation the next block's rebalance writes.
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions, gas: 2_000_000n })
    expect(receipts.map((r) => r.status)).toEqual(['success', 'success'])
    const after = await zapWorld.balances(user, pool.tokens)
    await expect(
      world.client.readContract({ address: mintedManager, abi: uniswapV3PositionManagerAbi, functionName: 'ownerOf', args: [mintedId] }),
    ).rejects.toThrow()
    const fresh = await zapWorld.position(mintedManager, newTokenId(receipts[1]!.logs))
    expect(fresh.owner).toBe(user)
    expect(fresh.liquidity).toBe(quote.mint.liquidity)
    expect([fresh.tickLower, fresh.tickUpper]).toEqual([quote.tickLower, quote.tickUpper])
    expect(fresh.tickLower <= positions.poolRange((await target(address)).simulator).tick).toBe(true)
    for (const i of [0, 1]) expect(after[i]! - before[i]!).toBe(quote.offered[i]! - (i === 0 ? quote.mint.amount0 : quote.mint.amount1))
    expect(await zapWorld.contractsHold()).toBe(0n)
    mintedId = fresh.tokenId
  })

  it('explicit range in another pool of the same pair, with the NFT approved for this position only', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const position = await zapWorld.position(mintedManager, mintedId)
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 3000)
    const snapshot = await zapWorld.withdrawnSnapshot(await world.snapshot(), position)
    const simulator = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === address.toLowerCase())!
    const { tickLower, tickUpper } = rangeAround(simulator, 3)
    const quote = quoteRebalance({ snapshot, positions, position, pool: address, tickLower, tickUpper })
    // setApprovalForAll from the previous test: revoke it to exercise the single-NFT approval.
    await waitForReceipt({
      client: world.client,
      hash: await wallet.writeContract({
        address: mintedManager,
        abi: uniswapV3PositionManagerAbi,
        functionName: 'setApprovalForAll',
        args: [world.contracts.router, false],
        chain: null,
      }),
    })
    const encoded = await encodeRebalance({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      position,
      pool: simulator.pool,
      quote,
      user,
      slippage: 0.005,
      deadline,
    })
    expect(encoded.transactions).toHaveLength(2)
    const before = await zapWorld.balances(user, simulator.pool.tokens)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions, gas: 2_000_000n })
    const after = await zapWorld.balances(user, simulator.pool.tokens)
    const fresh = await zapWorld.position(mintedManager, newTokenId(receipts[1]!.logs))
    expect(fresh.liquidity).toBe(quote.mint.liquidity)
    expect(fresh.fee).toBe(3000)
    for (const i of [0, 1]) expect(after[i]! - before[i]!).toBe(quote.offered[i]! - (i === 0 ? quote.mint.amount0 : quote.mint.amount1))
    expect(await zapWorld.contractsHold()).toBe(0n)
  })
})
