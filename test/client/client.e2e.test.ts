import {
  createSluiceClient,
  getQuote,
  SluiceAbortError,
  SluiceApiError,
  type SluiceClient,
  SluiceConnectionError,
  SluiceNetworkError,
  SluiceTimeoutError,
} from '@sluice/client'
import { executeSluiceTransactions } from '@sluice/client/viem'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, type Hex, http, type PublicClient, parseAbi, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configOf } from '../support/configOf.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitForSync } from '../support/waitForSync.js'

/**
 * `@sluice/client` against the real server on the sandbox (both chains, the real DEXes and Across
 * contracts, the sandbox relayer), over HTTP on loopback: every action of the three APIs, and
 * `executeSluiceTransactions` executing answers on Anvil.
 */
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let sluice: SluiceClient

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, bridgePlugins: defaultBridgePlugins, chains: [999, 1868] })
  server = await startSandboxServer({ manifest: sandbox.manifest })
  sluice = createSluiceClient({ url: `${server.url}/` })
  await Promise.all([waitForChainSync(999), waitForChainSync(1868)])
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const chain = (chainId: number) => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const token = (chainId: number, symbol: string) => chain(chainId).tokens.find((t) => t.symbol === symbol)!.address
// Receipts polled every 100 ms, not viem's default 4 s: each transaction waited about 4 s for its poll.
const publicClient = (chainId: number) => createPublicClient({ transport: http(chain(chainId).rpcUrl), cacheTime: 0, pollingInterval: 100 }) as PublicClient
const walletClient = (chainId: number, index: number) =>
  createWalletClient({ account: privateKeyToAccount(chain(chainId).accounts[index]!.privateKey), transport: http(chain(chainId).rpcUrl) })

/** Until the server's pool state has reached the chain's head and a quote no longer answers 503 (token metadata loading). */
const waitForChainSync = (chainId: number) => waitForSync({ serverUrl: server.url, chain: chain(chainId), quotable: true, timeoutMs: 120_000 })

describe('aggregator API', () => {
  test('getChains, getSources, getTokens', async () => {
    const both = [
      { chainId: 999, name: 'HyperEVM' },
      { chainId: 1868, name: 'Soneium' },
    ]
    expect(await sluice.getChains()).toEqual({ meta: { chains: both }, serviceAg: { chains: both } })
    expect((await sluice.getSources({ chainId: 1868 })).sources.map((source) => source.id)).toEqual(chain(1868).sources.map((source) => source.id))
    const { tokens } = await sluice.getTokens({ chainId: 999 })
    expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['USDT0', 'WHYPE']))
  })

  test('getQuote (also as a function of its own) and getSwap, executed exactly as quoted', async () => {
    const wallet = walletClient(999, 0)
    const order = { chainId: 999, tokenIn: token(999, 'USDT0'), tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: 1_000n * 10n ** 6n, slippage: 0.01 }
    const quote = await getQuote(sluice, order)
    expect(quote.amountIn).toBe(1_000_000_000n)
    expect(BigInt(quote.amountOut)).toBeGreaterThan(0n)
    const swap = await sluice.getSwap({ ...order, userAddress: wallet.account.address })
    expect(swap.transactions?.length).toBe(2)
    const result = await executeSluiceTransactions({ walletClient: wallet, publicClient: publicClient(999), answer: swap })
    expect(result.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(result.balanceChanges).toEqual([
      { token: token(999, 'USDT0'), quoted: -1_000_000_000n, actual: -1_000_000_000n },
      { token: expect.stringMatching(/^0xeeee/i), quoted: BigInt(swap.quote.amountOut), actual: BigInt(swap.quote.amountOut) },
    ])
    expect(result.exactAsQuoted).toBe(true)
    expect(result.gasPaid).toBeGreaterThan(0n)
  })

  test('executeSluiceTransactions flags an answer that did not execute as quoted', async () => {
    const wallet = walletClient(999, 1)
    const swap = await sluice.getSwap({
      chainId: 999,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      tokenOut: token(999, 'USDT0'),
      amountIn: 10n ** 18n,
      slippage: 0.05,
      userAddress: wallet.account.address,
    })
    // Another swap in the same pools moves the price before this one is sent: it still executes
    // within its slippage, but not exactly as quoted.
    const other = walletClient(999, 2)
    const first = await sluice.getSwap({
      chainId: 999,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      tokenOut: token(999, 'USDT0'),
      amountIn: 10n ** 18n,
      userAddress: other.account.address,
    })
    expect((await executeSluiceTransactions({ walletClient: other, publicClient: publicClient(999), answer: first })).exactAsQuoted).toBe(true)
    const result = await executeSluiceTransactions({ walletClient: wallet, publicClient: publicClient(999), answer: swap })
    expect(result.receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    expect(result.exactAsQuoted).toBe(false)
    const usdt0 = result.balanceChanges.find((change) => change.token === token(999, 'USDT0'))!
    expect(usdt0.actual).toBeLessThan(usdt0.quoted)
  })

  test('getZap and getRebalance, executed as quoted', async () => {
    const wallet = walletClient(999, 3)
    const manager = configOf(chain(999).sources.find((s) => s.id === 3)!).positionManager as Address
    const pool = chain(999).pools.find(
      (p) => p.sourceId === 3 && p.fee === 500 && [token(999, 'WHYPE'), token(999, 'USDT0')].every((t) => p.tokens.includes(t)),
    )!
    const slot0 = parseAbi([
      'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
      'function tickSpacing() view returns (int24)',
    ])
    const [[, tick], spacing] = await Promise.all([
      publicClient(999).readContract({ address: pool.address as Address, abi: slot0, functionName: 'slot0' }),
      publicClient(999).readContract({ address: pool.address as Address, abi: slot0, functionName: 'tickSpacing' }),
    ])
    const center = Math.floor(tick / spacing) * spacing
    const zap = await sluice.getZap({
      chainId: 999,
      userAddress: wallet.account.address,
      tokenIn: token(999, 'USDT0'),
      amountIn: parseUnits('500', 6),
      poolAddress: pool.address,
      positionManager: manager,
      tickLower: center - 10 * spacing,
      tickUpper: center + 11 * spacing,
      slippage: 0.01,
    })
    const zapped = await executeSluiceTransactions({ walletClient: wallet, publicClient: publicClient(999), answer: zap })
    expect(zapped.exactAsQuoted).toBe(true)
    const count = await publicClient(999).readContract({
      address: manager,
      abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
      functionName: 'balanceOf',
      args: [wallet.account.address],
    })
    const positionId = await publicClient(999).readContract({
      address: manager,
      abi: parseAbi(['function tokenOfOwnerByIndex(address, uint256) view returns (uint256)']),
      functionName: 'tokenOfOwnerByIndex',
      args: [wallet.account.address, count - 1n],
    })
    const rebalance = await sluice.getRebalance({
      chainId: 999,
      userAddress: wallet.account.address,
      positionManager: manager,
      positionId,
      tickLower: center - 20 * spacing,
      tickUpper: center + 21 * spacing,
      slippage: 0.01,
    })
    const rebalanced = await executeSluiceTransactions({ walletClient: wallet, publicClient: publicClient(999), answer: rebalance })
    expect(rebalanced.receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    expect(rebalanced.exactAsQuoted).toBe(true)
  })

  test("errors carry the API's code and HTTP status; no answer is a network error", async () => {
    const error = await sluice.getQuote({ chainId: 999, tokenIn: token(999, 'USDT0'), tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: 0n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SluiceApiError)
    expect(error).toMatchObject({ name: 'SluiceApiError', code: 'INVALID_AMOUNT', status: 400 })
    const keyed = createSluiceClient({ url: server.url, apiKey: 'not-a-key' })
    expect(await keyed.getSources({ chainId: 999 }).catch((e: SluiceApiError) => [e.code, e.status])).toEqual(['INVALID_PARAMETERS', 401])
    expect(await sluice.getSources({ chainId: 10 }).catch((e: SluiceApiError) => [e.code, e.status])).toEqual(['INVALID_PARAMETERS', 400])
    const closed = createSluiceClient({ url: 'http://127.0.0.1:1' })
    await expect(closed.getChains()).rejects.toThrow(SluiceNetworkError)
    await expect(closed.getChains()).rejects.toThrow(SluiceConnectionError)
    await expect(sluice.getChains({ signal: AbortSignal.abort() })).rejects.toThrow(SluiceAbortError)
  })
})

describe('meta aggregator', () => {
  test('createCompetition, getCompetitionQuote, getCompetitionResults, getCompetitionSwap', async () => {
    const user = chain(999).accounts[0]!.address
    const competition = await sluice.createCompetition({
      chainId: 999,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      tokenOut: token(999, 'USDT0'),
      amountIn: 10n ** 18n,
      userAddress: user,
      slippage: 0.01,
    })
    expect(competition.availableAggregators).toContain('sluice')
    const quote = await sluice.getCompetitionQuote({ competitionId: competition.competitionId, aggregator: 'sluice' })
    expect(quote).toMatchObject({ aggregator: 'sluice', competitionId: competition.competitionId, amountIn: 10n ** 18n })
    const results = await sluice.getCompetitionResults({ competitionId: competition.competitionId })
    expect(results.quotes.map((q) => q.aggregator)).toEqual(['sluice'])
    const swap = await sluice.getCompetitionSwap({ competitionId: competition.competitionId, aggregator: 'sluice' })
    expect(swap).toMatchObject({ aggregator: 'sluice', amountOut: quote.amountOut, value: 10n ** 18n })
    const unknown = await sluice
      .getCompetitionResults({ competitionId: '00000000-0000-4000-8000-000000000000' })
      .catch((e: SluiceApiError) => [e.code, e.status])
    expect(unknown).toEqual(['COMPETITION_NOT_FOUND', 404])
  })
})

describe('cross-chain API', () => {
  test('getCrossChainChains, getCrossChainCurrencies, getCrossChainQuote, and waitForCrossChainStatus until filled', async () => {
    const chains = await sluice.getCrossChainChains()
    expect(chains.chains.map((c) => [c.chainId, c.destinations])).toEqual([
      [999, [1868]],
      [1868, [999]],
    ])
    const { currencies } = await sluice.getCrossChainCurrencies({ chainIds: [999, 1868] })
    expect(currencies.filter((c) => c.bridgeable).map((c) => `${c.chainId}:${c.symbol}`)).toContain('999:USDT0')
    const wallet = walletClient(999, 2)
    const quote = await sluice.getCrossChainQuote({
      userAddress: wallet.account.address,
      originChainId: 999,
      destinationChainId: 1868,
      tokenIn: token(999, 'USDT0'),
      tokenOut: token(1868, 'USDT'),
      amountIn: 1_000n * 10n ** 6n,
      slippage: 0.005,
    })
    let deposit: Hex = '0x'
    for (const transaction of quote.transactions) {
      deposit = await wallet.sendTransaction({ to: transaction.to as Address, data: transaction.data as Hex, value: BigInt(transaction.value), chain: null })
      expect((await waitForReceipt({ client: publicClient(999), hash: deposit })).status).toBe('success')
    }
    const seen: string[] = []
    const status = await sluice.waitForCrossChainStatus({
      sourceTxHash: deposit,
      timeoutMs: 120_000,
      pollIntervalMs: 100,
      onStatus: (s) => seen.push(s.status.label),
    })
    expect(status.status).toEqual({ label: 'filled', kind: 'success', final: true })
    expect(status.requestId).toBe(quote.requestId)
    expect(seen.at(-1)).toBe('filled')
    // A hash that is no deposit (404) is asked again until the deadline, then the wait gives up.
    const never = sluice.waitForCrossChainStatus({ sourceTxHash: `0x${'ab'.repeat(32)}`, timeoutMs: 300, pollIntervalMs: 50 })
    await expect(never).rejects.toThrow(SluiceTimeoutError)
    await expect(never).rejects.toThrow(/Last seen: INVALID_PARAMETERS \(HTTP 404\)/)
  })
})
