import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDirectDexAggregator } from './createDirectDexAggregator.js'
import { directDexAggregatorPlugin } from './directDexAggregatorPlugin.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
})
afterAll(async () => {
  await sandbox?.stop()
})

const chain = () => sandbox.manifest.chains[0]!
const token = (symbol: string) => (symbol === 'native' ? NATIVE_TOKEN_ADDRESS : chain().tokens.find((t) => t.symbol === symbol)!.address)

type SourceConfig = { factory: Address; router?: Address; swapRouter?: Address; quoter?: Address }

/** The sandbox's deployments of one kind that have the DEX's own router (and quoter). */
function deploymentsOf(sources: readonly { kind: string; config: unknown }[], kind: 'uniswap-v2' | 'uniswap-v3') {
  return sources.flatMap((source) => {
    const config = source.config as SourceConfig
    const router = kind === 'uniswap-v2' ? config.router : config.swapRouter
    if (source.kind !== kind || !router || (kind === 'uniswap-v3' && !config.quoter)) return []
    return [{ chainId: 999, kind, factory: config.factory, router, quoter: config.quoter }]
  })
}

/** Quotes with the deployments of one kind only, then sends the swap and compares the balances, on a snapshot. */
async function quoteAndExecute(kind: 'uniswap-v2' | 'uniswap-v3', sell: string, buy: string, amountIn: bigint) {
  const { rpcUrl, chainId, wrappedNative, multicall3, accounts, sources } = chain()
  const viemChain = defineChain({
    id: chainId,
    name: 'sandbox',
    nativeCurrency: { name: 'HYPE', symbol: 'HYPE', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain: viemChain, transport: http(rpcUrl) }) as PublicClient
  const account = privateKeyToAccount(accounts[2]!.privateKey)
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(rpcUrl) })
  const anvil = createTestClient({ mode: 'anvil', chain: viemChain, transport: http(rpcUrl) })
  const config = directDexAggregatorPlugin.parseConfig({
    deployments: deploymentsOf(sources, kind),
  })
  const adapter = createDirectDexAggregator({ config, chains: [{ chainId, client, wrappedNative, multicall3 }] })
  const order = { chainId, tokenIn: token(sell), tokenOut: token(buy), amountIn, userAddress: account.address, slippage: 0.005, tokenInDecimals: 18 }
  const quote = await adapter.quote(order)
  const swap = await adapter.swap({ ...order, quote })
  const balance = (address: Address) =>
    address === NATIVE_TOKEN_ADDRESS
      ? client.getBalance({ address: account.address })
      : client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
  const snapshot = await anvil.snapshot()
  try {
    if (order.tokenIn !== NATIVE_TOKEN_ADDRESS)
      await waitForReceipt({
        client,
        hash: await wallet.writeContract({ address: order.tokenIn, abi: erc20Abi, functionName: 'approve', args: [swap.allowanceTarget, amountIn] }),
      })
    const before = await balance(order.tokenOut)
    // Ample gas (all a HyperEVM fast block holds): a V2 pair writes its price accumulators and a V3 pool an
    // observation only in a block of a new second, so a bare estimate may fall short.
    const receipt = await waitForReceipt({ client, hash: await wallet.sendTransaction({ to: swap.to, data: swap.data, value: swap.value, gas: 2_000_000n }) })
    expect(receipt.status).toBe('success')
    const gas = order.tokenOut === NATIVE_TOKEN_ADDRESS ? receipt.gasUsed * receipt.effectiveGasPrice : 0n
    return { quote, swap, received: (await balance(order.tokenOut)) - before + gas }
  } finally {
    await anvil.revert({ id: snapshot })
  }
}

describe.each(['uniswap-v2', 'uniswap-v3'] as const)('%s through its own router', (kind) => {
  test.each([
    ['USDT0', 'native', 1_000_000_000n],
    ['native', 'USDT0', 5n * 10n ** 18n],
    ['UETH', 'USDT0', 10n ** 17n],
    ['PURR', 'USDT0', 10_000n * 10n ** 18n],
    // Two hops through the wrapped native token in one deployment.
    ['kHYPE', 'USDT0', 10n ** 18n],
  ])('sell %s for %s: the transaction delivers exactly the quote', async (sell, buy, amountIn) => {
    const { quote, swap, received } = await quoteAndExecute(kind, sell as string, buy as string, amountIn as bigint)
    if (sell === 'kHYPE') expect((quote.swapData as { path: unknown[] }).path).toHaveLength(3)
    expect(quote.amountOut).toBeGreaterThan(0n)
    expect(quote.gasEstimate).toBeGreaterThan(0n)
    expect(swap.amountOut).toBe(quote.amountOut)
    expect(received).toBe(quote.amountOut)
  })
})

test('no deployment connects the tokens: NoRouteFoundError', async () => {
  const { chainId, wrappedNative, multicall3, rpcUrl, sources } = chain()
  const client = createPublicClient({ transport: http(rpcUrl) }) as PublicClient
  const config = directDexAggregatorPlugin.parseConfig({
    deployments: deploymentsOf(sources, 'uniswap-v2'),
    connectors: { '999': [] },
  })
  const adapter = createDirectDexAggregator({ config, chains: [{ chainId, client, wrappedNative, multicall3 }] })
  await expect(
    adapter.quote({
      chainId,
      tokenIn: token('PURR'),
      tokenOut: token('kHYPE'),
      amountIn: 10n ** 18n,
      userAddress: chain().accounts[0]!.address,
      slippage: 0.01,
      tokenInDecimals: 18,
    }),
  ).rejects.toThrow(/No single DEX deployment/)
  expect(() =>
    directDexAggregatorPlugin.parseConfig({ deployments: [{ chainId, kind: 'uniswap-v3', factory: wrappedNative, router: wrappedNative }] }),
  ).toThrow(/quoter/)
})
