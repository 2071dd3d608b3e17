import { createSluiceClient, SluiceApiError, type SluiceClient } from '@sluice/client'
import { executeSluiceTransactions, sluiceChains } from '@sluice/client/viem'
import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitForSync } from '../support/waitForSync.js'

/**
 * A strict, cast-free integration of `@sluice/client` in viem's terms (type-checked by
 * `pnpm typecheck`): a swap, a cross-chain transfer and a competition's swap, each executed with
 * `executeSluiceTransactions`, against the real server on the sandbox over HTTP on loopback.
 */
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let sluice: SluiceClient

const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, bridgePlugins: defaultBridgePlugins, chains: [999, 1868] })
  server = await startSandboxServer({ manifest: sandbox.manifest })
  sluice = createSluiceClient({ url: server.url, retry: { attempts: 3 } })
  await Promise.all([999, 1868].map((chainId) => waitForSync({ serverUrl: server.url, chain: chain(chainId), quotable: true, timeoutMs: 120_000 })))
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const chain = (chainId: number) => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const token = (chainId: number, symbol: string): Address => chain(chainId).tokens.find((t) => t.symbol === symbol)!.address
const clients = (chainId: number, index: number) => {
  const transport = http(chain(chainId).rpcUrl)
  return {
    walletClient: createWalletClient({ account: privateKeyToAccount(chain(chainId).accounts[index]!.privateKey), transport }),
    // Receipts polled every 100 ms, not viem's default 4 s: each transaction waited about 4 s for its poll.
    publicClient: createPublicClient({ transport, cacheTime: 0, pollingInterval: 100 }),
  }
}

test('viem chains for 999 and 1868', () => {
  expect(sluiceChains[999].id).toBe(999)
  expect(sluiceChains[1868].id).toBe(1868)
})

test('a swap: amounts are bigints, executed exactly as quoted', async () => {
  const { walletClient, publicClient } = clients(999, 0)
  const order = { chainId: 999, tokenIn: token(999, 'USDT0'), tokenOut: NATIVE, amountIn: 1_000n * 10n ** 6n, slippage: 0.01 }
  // @ts-expect-error: an order names exactly one of amountIn and amountOut
  const both = sluice.getQuote({ ...order, amountOut: 10n ** 18n })
  await expect(both).rejects.toThrow(SluiceApiError)
  const swap = await sluice.getSwap({ ...order, userAddress: walletClient.account.address })
  expect(swap.quote.amountIn).toBe(1_000_000_000n)
  const result = await executeSluiceTransactions({ walletClient, publicClient, answer: swap })
  expect(result.balanceChanges).toEqual([
    { token: token(999, 'USDT0'), quoted: -1_000_000_000n, actual: -1_000_000_000n },
    { token: expect.stringMatching(/^0xeeee/i), quoted: swap.quote.amountOut, actual: swap.quote.amountOut },
  ])
  expect(result.exactAsQuoted).toBe(true)
})

test('a cross-chain transfer: approve and deposit on the origin, then filled on the destination', async () => {
  const { walletClient, publicClient } = clients(999, 1)
  const quote = await sluice.getCrossChainQuote({
    userAddress: walletClient.account.address,
    originChainId: 999,
    destinationChainId: 1868,
    tokenIn: token(999, 'USDT0'),
    tokenOut: token(1868, 'USDT'),
    amountIn: 1_000n * 10n ** 6n,
    slippage: 0.005,
  })
  const result = await executeSluiceTransactions({ walletClient, publicClient, answer: quote })
  expect(result.balanceChanges).toEqual([{ token: token(999, 'USDT0'), quoted: -1_000_000_000n, actual: -1_000_000_000n }])
  expect(result.exactAsQuoted).toBe(true)
  const status = await sluice.waitForCrossChainStatus({ sourceTxHash: result.receipts.at(-1)!.transactionHash, timeoutMs: 120_000, pollIntervalMs: 100 })
  expect(status.status.label).toBe('filled')
  expect(status.destination.amount).toBeGreaterThanOrEqual(quote.quote.minAmountOut)
})

test("a competition's swap: the approval of its spender, then the swap, exactly as quoted", async () => {
  const { walletClient, publicClient } = clients(999, 2)
  const competition = await sluice.createCompetition({
    chainId: 999,
    tokenIn: token(999, 'USDT0'),
    tokenOut: NATIVE,
    amountIn: 500n * 10n ** 6n,
    userAddress: walletClient.account.address,
    slippage: 0.01,
  })
  await sluice.getCompetitionQuote({ competitionId: competition.competitionId, aggregator: 'sluice' })
  const swap = await sluice.getCompetitionSwap({ competitionId: competition.competitionId, aggregator: 'sluice' })
  const result = await executeSluiceTransactions({ walletClient, publicClient, answer: swap })
  expect(result.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
  expect(result.balanceChanges).toEqual([
    { token: token(999, 'USDT0'), quoted: -500_000_000n, actual: -500_000_000n },
    { token: expect.stringMatching(/^0xeeee/i), quoted: swap.amountOut, actual: swap.amountOut },
  ])
  expect(result.exactAsQuoted).toBe(true)
})
