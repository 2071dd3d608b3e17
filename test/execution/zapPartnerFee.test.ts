import { feeVaultAbi, routerAbi } from '@sluice/contracts'
import { encodeRebalance, encodeZap, quoteRebalance, quoteZap, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionSupport as positions } from '@sluice/plugin-uniswap-v3'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createWalletClient, erc20Abi, http, parseEventLogs, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'
import { setupZapWorld, type ZapWorld } from './setupZapWorld.js'

/** The sandbox deployer (Anvil's first development key) owns the router and the fee vault. */
const OWNER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const deadline = 2n ** 40n

let sandbox: Sandbox
let world: ExecutionWorld
let zapWorld: ZapWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  zapWorld = await setupZapWorld(world)
  // Partner 7 is paid to funded account 3: announced, then applied after the vault's delay.
  const owner = createWalletClient({ account: privateKeyToAccount(OWNER_KEY), transport: http(world.chain.rpcUrl) })
  const announced = await owner.writeContract({
    address: world.contracts.feeVault,
    abi: feeVaultAbi,
    functionName: 'announcePartnerRecipient',
    args: [7, world.wallet(3).account.address],
    chain: null,
  })
  expect((await waitForReceipt({ client: world.client, hash: announced })).status).toBe('success')
  await world.client.request({ method: 'evm_increaseTime' as never, params: [2 * 86_400] as never })
  const hash = await owner.writeContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'applyPartnerRecipient', args: [7], chain: null })
  expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
})
afterAll(() => sandbox?.stop())

const owed = (token: Address) => world.client.readContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'owed', args: [7, token] })
const feeEvents = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
  parseEventLogs({ abi: routerAbi, logs, eventName: 'LiquidityPartnerFee' }).map((event) => [event.args.partnerId, event.args.token, event.args.amount])

describe('partner fee on zap and rebalance', () => {
  let tokenId: bigint
  it('zap: bps of the input go to the fee vault before the swaps, with an event; the partner claims them', async () => {
    const wallet = world.wallet(0)
    const address = zapWorld.pool(3, 'WETH', 'USDC.e', 500)
    const snapshot = await world.snapshot()
    const simulator = snapshot.simulators.find((s) => s.pool.address === address)!
    const { tick, tickSpacing } = positions.poolRange(simulator)
    const tickLower = Math.floor(tick / tickSpacing) * tickSpacing - 30 * tickSpacing
    const tickUpper = tickLower + 61 * tickSpacing
    const WETH = world.token('WETH').address
    const amountIn = parseUnits('2', 18)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn: WETH, amountIn, partnerFeeBps: 50 })
    expect(quote.fee).toBe((amountIn * 50n) / 10_000n)
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: zapWorld.positionManager(3),
      pool: simulator.pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn: WETH,
      amountIn,
      user: wallet.account.address,
      slippage: 0.005,
      deadline,
      partnerFeeBps: 50,
      partnerId: 7,
    })
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(feeEvents(receipts.at(-1)!.logs)).toEqual([[7, WETH, quote.fee]])
    expect(await owed(WETH)).toBe(quote.fee)
    const zapped = parseEventLogs({ abi: routerAbi, logs: receipts.at(-1)!.logs, eventName: 'Zapped' })[0]!
    tokenId = zapped.args.tokenId
    expect((await zapWorld.position(zapWorld.positionManager(3), tokenId)).liquidity).toBe(quote.mint.liquidity)

    const recipient = world.wallet(3)
    const before = await world.client.readContract({ address: WETH, abi: erc20Abi, functionName: 'balanceOf', args: [recipient.account.address] })
    await waitForReceipt({
      client: world.client,
      hash: await recipient.writeContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'claim', args: [7, WETH], chain: null }),
    })
    const after = await world.client.readContract({ address: WETH, abi: erc20Abi, functionName: 'balanceOf', args: [recipient.account.address] })
    expect(after - before).toBe(quote.fee)
    expect(await owed(WETH)).toBe(0n)
  })

  it('rebalance: bps of each withdrawn token go to the fee vault, with an event per token', async () => {
    const wallet = world.wallet(0)
    const manager = zapWorld.positionManager(3)
    const position = await zapWorld.position(manager, tokenId)
    const snapshot = await zapWorld.withdrawnSnapshot(await world.snapshot(), position)
    const address = zapWorld.pool(3, 'WETH', 'USDC.e', 500)
    const pool = snapshot.simulators.find((s) => s.pool.address === address)!.pool
    const quote = quoteRebalance({ snapshot, positions, position, pool: address, partnerFeeBps: 100 })
    expect(quote.fees).toEqual(position.withdrawable.map((amount) => (amount * 100n) / 10_000n))
    const encoded = await encodeRebalance({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      position,
      pool,
      quote,
      user: wallet.account.address,
      slippage: 0.005,
      deadline,
      partnerFeeBps: 100,
      partnerId: 7,
    })
    const before = await Promise.all(pool.tokens.map(owed))
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(feeEvents(receipts.at(-1)!.logs)).toEqual(pool.tokens.map((token, i) => [7, token, quote.fees[i]]).filter(([, , amount]) => (amount as bigint) > 0n))
    const after = await Promise.all(pool.tokens.map(owed))
    expect(after.map((value, i) => value - before[i]!)).toEqual([...quote.fees])
    const rebalanced = parseEventLogs({ abi: routerAbi, logs: receipts.at(-1)!.logs, eventName: 'Rebalanced' })[0]!
    expect((await zapWorld.position(manager, rebalanced.args.tokenId)).liquidity).toBe(quote.mint.liquidity)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })
})
