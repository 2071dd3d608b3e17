import { encodeRebalance, encodeZap, NATIVE_TOKEN_ADDRESS, type Pool, quoteRebalance, quoteZap, type Route, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionSupport as positions, uniswapV3PositionManagerAbi } from '@sluice/plugin-uniswap-v3'
import { type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { type Address, erc20Abi, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTER_OVERHEAD } from '../../packages/core/src/solver/routeGasBudget.js'
import { LIQUIDITY_OVERHEAD } from '../../packages/core/src/zap/solveLiquiditySplit.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'
import { setupZapWorld, type ZapWorld } from './setupZapWorld.js'

/**
 * The fixed gas a zap's or a rebalance's transaction adds to its swap legs, measured on the
 * sandbox's chain 999 (at HyperEVM's 2M block gas): the node's estimate of the router call less
 * the legs' route gas (`Route.gas`, what `solveLiquiditySplit` budgets) and the router call's own
 * overhead (`ROUTER_OVERHEAD`, budgeted by `routeGasBudget`), for zaps of pool tokens, an outside
 * token and native HYPE of several sizes into narrow and wide ranges, and rebalances with and
 * without a swap. Every one stays within `LIQUIDITY_OVERHEAD`, the constant the split's budget uses.
 */
let sandbox: Sandbox
let world: ExecutionWorld
let zapWorld: ZapWorld
const blockGasLimit = sandboxChains.find((chain) => chain.chainId === 999)!.blockGasLimit!
const deadline = 2n ** 40n
const measured: { what: string; overhead: bigint }[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  zapWorld = await setupZapWorld(world)
  // The inputs approved beforehand: the router call's estimate alone, without an approve's.
  const wallet = world.wallet(0)
  for (const token of world.chain.tokens) {
    const hash = await wallet.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [world.contracts.router, maxUint256],
      chain: null,
    })
    await waitForReceipt({ client: world.client, hash })
  }
})
afterAll(() => {
  // The measurements, for the constant's comment (`pnpm vitest run test/execution/liquidityOverhead.test.ts`).
  if (measured.length > 0) console.info(measured.map(({ what, overhead }) => `${what}: ${overhead}`).join('\n'))
  return sandbox?.stop()
})

const legsGas = (routes: readonly (Route | undefined)[]) => routes.reduce((sum, route) => sum + (route?.gas ?? 0n), 0n)

/** The snapshot and the pool of an address. */
async function target(address: Address) {
  const snapshot = await world.snapshot()
  const simulator = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === address.toLowerCase())!
  const { tick, tickSpacing } = positions.poolRange(simulator)
  const center = Math.floor(tick / tickSpacing) * tickSpacing
  const range = (spacings: number) => ({ tickLower: center - spacings * tickSpacing, tickUpper: center + (spacings + 1) * tickSpacing })
  return { snapshot, pool: simulator.pool as Pool, range }
}

describe('a zap’s and a rebalance’s gas beyond their swap legs', () => {
  it.each([
    { input: 'USDT0', amount: parseUnits('2000', 6), fee: 500, spacings: 2 },
    { input: 'USDT0', amount: parseUnits('250000', 6), fee: 500, spacings: 20 },
    { input: 'WHYPE', amount: parseUnits('500', 18), fee: 3000, spacings: 200 },
    { input: 'UETH', amount: parseUnits('3', 18), fee: 3000, spacings: 10 },
    { input: 'UBTC', amount: parseUnits('2', 8), fee: 500, spacings: 40 },
    { input: 'HYPE', amount: parseUnits('20000', 18), fee: 500, spacings: 20 },
  ])('zap of $amount $input into the WHYPE/USDT0 $fee pool (±$spacings spacings) stays within LIQUIDITY_OVERHEAD', async ({ input, amount, fee, spacings }) => {
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', fee)
    const { snapshot, pool, range } = await target(address)
    // Native HYPE: quoted as the pools trade it (WHYPE), sent as native.
    const tokenIn = input === 'HYPE' ? NATIVE_TOKEN_ADDRESS : world.token(input).address
    const traded = input === 'HYPE' ? world.chain.wrappedNative : tokenIn
    const { tickLower, tickUpper } = range(spacings)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn: traded, amountIn: amount, blockGasLimit })
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: zapWorld.positionManager(3),
      pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn,
      amountIn: amount,
      user: world.wallet(0).account.address,
      slippage: 0.01,
      deadline,
      blockGasLimit,
    })
    expect(encoded.transactions).toHaveLength(1)
    const overhead = encoded.gas - legsGas(quote.routes) - ROUTER_OVERHEAD
    measured.push({ what: `zap ${input} ${amount} (${quote.routes.filter(Boolean).length} legs)`, overhead })
    expect(overhead).toBeLessThanOrEqual(LIQUIDITY_OVERHEAD)
  })

  it.each([
    { what: 'auto-centred in the same pool', fee: 500, spacings: undefined },
    { what: 'into a wide range of the same pool', fee: 500, spacings: 100 },
    { what: 'into another pool of the same pair', fee: 3000, spacings: 10 },
  ])('rebalance $what stays within LIQUIDITY_OVERHEAD', async ({ fee, spacings }) => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const manager = zapWorld.positionManager(3)
    // A position of the user's in the 0.05% pool, to move.
    const from = await target(zapWorld.pool(3, 'WHYPE', 'USDT0', 500))
    const opened = from.range(3)
    const zapQuote = quoteZap({
      snapshot: from.snapshot,
      positions,
      pool: from.pool.address,
      ...opened,
      tokenIn: world.token('USDT0').address,
      amountIn: parseUnits('5000', 6),
    })
    const zap = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: manager,
      pool: from.pool,
      ...opened,
      quote: zapQuote,
      tokenIn: world.token('USDT0').address,
      amountIn: parseUnits('5000', 6),
      user,
      slippage: 0.01,
      deadline,
    })
    for (const transaction of zap.transactions)
      await waitForReceipt({ client: world.client, hash: await wallet.sendTransaction({ ...transaction, chain: null }) })
    const count = await world.client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'balanceOf', args: [user] })
    const tokenId = await world.client.readContract({
      address: manager,
      abi: uniswapV3PositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [user, count - 1n],
    })
    const position = await zapWorld.position(manager, tokenId)
    const approval = await wallet.writeContract({
      address: manager,
      abi: uniswapV3PositionManagerAbi,
      functionName: 'setApprovalForAll',
      args: [world.contracts.router, true],
      chain: null,
    })
    await waitForReceipt({ client: world.client, hash: approval })

    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', fee)
    const snapshot = await zapWorld.withdrawnSnapshot(await world.snapshot(), position)
    const simulator = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === address.toLowerCase())!
    const { tick, tickSpacing } = positions.poolRange(simulator)
    const center = Math.floor(tick / tickSpacing) * tickSpacing
    const range = spacings === undefined ? {} : { tickLower: center - spacings * tickSpacing, tickUpper: center + (spacings + 1) * tickSpacing }
    const quote = quoteRebalance({ snapshot, positions, position, pool: address, ...range, blockGasLimit })
    const encoded = await encodeRebalance({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      position,
      pool: simulator.pool,
      quote,
      user,
      slippage: 0.01,
      deadline,
      blockGasLimit,
    })
    expect(encoded.transactions).toHaveLength(1)
    const overhead = encoded.gas - legsGas(quote.routes) - ROUTER_OVERHEAD
    measured.push({ what: `rebalance ${fee} ${spacings ?? 'auto'} (${quote.routes.filter(Boolean).length} legs)`, overhead })
    expect(overhead).toBeLessThanOrEqual(LIQUIDITY_OVERHEAD)
  })
})
