import { feeVaultAbi, routerAbi, sluiceErrorsAbi } from '@sluice/contracts'
import { encodeSwap, grossAmountOutForBuy, NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createWalletClient, erc20Abi, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

/** The sandbox deployer (Anvil's first development key) owns the router and the fee vault. */
const OWNER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const FAR = 2n ** 40n

let sandbox: Sandbox
let world: ExecutionWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
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

const poolOf = (sourceId: number, a: string, b: string, fee: number): Address => {
  const [x, y] = [world.token(a).address, world.token(b).address]
  const found = world.chain.pools.find((p) => p.sourceId === sourceId && p.fee === fee && p.tokens.includes(x) && p.tokens.includes(y))
  if (!found) throw new Error(`no pool ${a}/${b}`)
  return found.address
}
const balanceOf = (token: Address, owner: Address) =>
  token === NATIVE_TOKEN_ADDRESS
    ? world.client.getBalance({ address: owner })
    : world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const owed = (token: Address) => world.client.readContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'owed', args: [7, token] })

describe('partner fee in the output token', () => {
  it('sell: deducted from the output, credited to the partner exactly, claimable only by its recipient', async () => {
    const wallet = world.wallet(0)
    const [WETH, USDC] = [world.token('WETH').address, world.token('USDC.e').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: WETH,
      tokenOut: USDC,
      paths: [{ pools: [poolOf(3, 'WETH', 'USDC.e', 500)], amount: 2n * 10n ** 18n }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user: wallet.account.address,
      slippage: 0.005,
      deadline: FAR,
      partnerFeeBps: 30,
      partnerId: 7,
    })
    const fee = (route.amountOut * 30n) / 10_000n
    expect(encoded.partnerFee).toEqual({ feeBps: 30, partnerId: 7, feeToken: USDC, feeAmount: fee })
    expect(encoded.amountOut).toBe(route.amountOut - fee)
    const before = await balanceOf(USDC, wallet.account.address)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect((await balanceOf(USDC, wallet.account.address)) - before).toBe(route.amountOut - fee)
    expect(await owed(USDC)).toBe(fee)
    const events = parseEventLogs({ abi: [...routerAbi, ...feeVaultAbi], logs: receipts.at(-1)!.logs })
    expect(events.find((e) => e.eventName === 'FeeCredited')?.args).toEqual({ partnerId: 7, token: USDC, amount: fee })
    expect(events.find((e) => e.eventName === 'Swapped')?.args).toMatchObject({
      amountIn: route.amountIn,
      amountOut: route.amountOut - fee,
      partnerId: 7,
      feeAmount: fee,
    })

    // Someone else cannot claim; the recipient gets exactly the fee.
    await expect(
      world.client.simulateContract({
        address: world.contracts.feeVault,
        abi: [...feeVaultAbi, ...sluiceErrorsAbi],
        functionName: 'claim',
        args: [7, USDC],
        account: world.wallet(1).account.address,
      }),
    ).rejects.toThrow(/NotPartnerRecipient/)
    const recipient = world.wallet(3)
    const beforeClaim = await balanceOf(USDC, recipient.account.address)
    const hash = await recipient.writeContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'claim', args: [7, USDC], chain: null })
    expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
    expect((await balanceOf(USDC, recipient.account.address)) - beforeClaim).toBe(fee)
    expect(await owed(USDC)).toBe(0n)
    expect(await balanceOf(USDC, world.contracts.feeVault)).toBe(0n)
  })

  it('buy: the user still gets exactly amountOut, the fee is the extra output the route buys', async () => {
    const wallet = world.wallet(1)
    const [USDC, WBTC] = [world.token('USDC.e').address, world.token('WBTC').address]
    const amountOut = 5_000_000n // 0.05 WBTC
    const gross = grossAmountOutForBuy({ amountOut, partnerFeeBps: 100 })
    // As the solver may, the route delivers a few wei more than needed: the encoder trims it.
    const route = await world.route({
      mode: 'buy',
      tokenIn: USDC,
      tokenOut: WBTC,
      paths: [
        { pools: [poolOf(3, 'WBTC', 'USDC.e', 3000)], amount: gross / 2n + 7n },
        { pools: [poolOf(1, 'USDC.e', 'WETH', 3000), poolOf(4, 'WBTC', 'WETH', 500)], amount: gross - gross / 2n },
      ],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user: wallet.account.address,
      slippage: 0.01,
      deadline: FAR,
      partnerFeeBps: 100,
      partnerId: 7,
      amountOut,
    })
    expect(encoded.amountOut).toBe(amountOut)
    expect(encoded.partnerFee?.feeAmount).toBe(gross - amountOut)
    const before = await Promise.all([balanceOf(WBTC, wallet.account.address), balanceOf(USDC, wallet.account.address)])
    await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    const after = await Promise.all([balanceOf(WBTC, wallet.account.address), balanceOf(USDC, wallet.account.address)])
    expect(after[0] - before[0]).toBe(amountOut)
    expect(await owed(WBTC)).toBe(gross - amountOut)
    // Trimmed by 7 wei of output, the swaps cost at most the route's input.
    expect(before[1] - after[1]).toBeLessThanOrEqual(route.amountIn)
    expect(before[1] - after[1]).toBeGreaterThan((route.amountIn * 999n) / 1000n)
    expect(await balanceOf(WBTC, world.contracts.router)).toBe(0n)
  })

  it('native output: the fee is credited in native and claimed as native', async () => {
    const wallet = world.wallet(2)
    const [USDC, WETH] = [world.token('USDC.e').address, world.token('WETH').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: USDC,
      tokenOut: WETH,
      routeTokenOut: NATIVE_TOKEN_ADDRESS,
      paths: [{ pools: [poolOf(1, 'WETH', 'USDC.e', 3000)], amount: 7_000n * 10n ** 6n }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user: wallet.account.address,
      slippage: 0.005,
      deadline: FAR,
      partnerFeeBps: 50,
      partnerId: 7,
    })
    const fee = (route.amountOut * 50n) / 10_000n
    const before = await balanceOf(NATIVE_TOKEN_ADDRESS, wallet.account.address)
    const { gasCost } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect((await balanceOf(NATIVE_TOKEN_ADDRESS, wallet.account.address)) - before + gasCost).toBe(route.amountOut - fee)
    expect(await owed(NATIVE_TOKEN_ADDRESS)).toBe(fee)
    const recipient = world.wallet(3)
    const beforeClaim = await balanceOf(NATIVE_TOKEN_ADDRESS, recipient.account.address)
    const hash = await recipient.writeContract({
      address: world.contracts.feeVault,
      abi: feeVaultAbi,
      functionName: 'claim',
      args: [7, NATIVE_TOKEN_ADDRESS],
      chain: null,
    })
    const receipt = await waitForReceipt({ client: world.client, hash })
    expect((await balanceOf(NATIVE_TOKEN_ADDRESS, recipient.account.address)) - beforeClaim + receipt.gasUsed * receipt.effectiveGasPrice).toBe(fee)
    expect(await balanceOf(NATIVE_TOKEN_ADDRESS, world.contracts.router)).toBe(0n)
  })
})
