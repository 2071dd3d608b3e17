import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { feeVaultAbi } from '@sluice/contracts'
import { decodeRouterCall, NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { BIG_BLOCK_GAS, type Sandbox, startSandbox } from '@sluice/sandbox'
import { addKeyToFile, createApiKey, quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import fc from 'fast-check'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

/** The native token as the API writes it (lower case, as the spec does). */
const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase() as `0x${string}`

let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let key: string
beforeAll(async () => {
  // Routing across sources at sizes that split wider than HyperEVM's 2M-gas fast blocks hold: its
  // 30M-gas big blocks here, for users who opted into them, and no block gas limit in the server
  // (blockGas.test.ts covers the fast blocks).
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868], blockGasLimits: { 999: BIG_BLOCK_GAS } })
  const keysFile = join(mkdtempSync(join(tmpdir(), 'sluice-e2e-')), 'keys.json')
  const created = createApiKey({ partnerId: 5, feeRecipient: '0x4444444444444444444444444444444444444444' })
  addKeyToFile({ path: keysFile, entry: created.entry })
  key = created.key
  server = await startSandboxServer({ manifest: sandbox.manifest, keysFile, chains: (entry) => ({ ...entry, blockGasLimit: null }) })
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const chain = (chainId = 999) => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const token = (symbol: string, chainId = 999) => chain(chainId).tokens.find((t) => t.symbol === symbol)!.address

/** Posts without waiting for the server to poll: an answer never comes from a block older than the request. */
async function post(endpoint: 'quote' | 'swap', body: object, headers: Record<string, string> = {}, chainId = 999) {
  const { status, json } = await postJson({ url: `${server.url}/${chainId}/v1/${endpoint}`, body, headers })
  if (status !== 200) throw new Error(`${endpoint} answered ${status}: ${JSON.stringify(json)}`)
  return json
}

/** Sends the swap's transactions in order from the account and returns the balance changes and gas paid. */
async function execute(
  swap: { transactions: { to: Address; data: Hex; value: string; from: Address; gas: string }[] },
  accountIndex: number,
  tokens: Address[],
  chainId = 999,
) {
  const { client, wallet } = sandboxClients({ chain: chain(chainId), accountIndex })
  for (const transaction of swap.transactions) expect(transaction.from).toBe(wallet.account.address)
  const { receipts, deltas, gasCost } = await executeTransactions({ client, wallet, transactions: swap.transactions, tokens })
  expect(receipts.map((receipt) => receipt.status)).toEqual(swap.transactions.map(() => 'success'))
  return { deltas, gasPaid: gasCost }
}

/** About `usd` worth of a token, in wei. */
const worth = (address: Address, usd: number, chainId: number) => {
  const { decimals, fixturePriceUsd } = chain(chainId).tokens.find((t) => t.address === address)!
  return (BigInt(Math.round((usd / fixturePriceUsd!) * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n
}

/** Quote then swap (the same request) and execute from the last funded account: the balances move by exactly the quote. */
async function quoteSwapExecute(request: Record<string, unknown> & { tokenIn: Address; tokenOut: Address }, chainId: number) {
  const userAddress = chain(chainId).accounts[3]!.address
  const quote = quoteResponseSchema.parse(await post('quote', request, {}, chainId))
  const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress }, {}, chainId))
  expect(swap.quote.swaps).toEqual(quote.swaps)
  const { deltas } = await execute(swap as never, 3, [request.tokenIn, request.tokenOut], chainId)
  expect(deltas[0]).toBe(-BigInt(swap.quote.amountIn))
  expect(deltas[1]).toBe(BigInt(swap.quote.amountOut))
  return swap.quote
}

describe('quote → swap → execute on the sandbox', () => {
  test('sell ERC-20 for native: balances change by exactly the quoted amounts', async () => {
    const userAddress = chain().accounts[0]!.address
    const request = { tokenIn: token('USDT0'), tokenOut: NATIVE, amountIn: '2500000000', slippage: 0.01 }
    const quote = quoteResponseSchema.parse(await post('quote', request))
    const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress }))
    expect(swap.quote.amountOut).toBe(quote.amountOut)
    expect(swap.quote.minOutputAmount).toBe(quote.minOutputAmount)
    expect(swap.quote.blockNumber).toBe(quote.blockNumber)
    expect(swap.transactions).toHaveLength(2)
    expect(swap.transactionExplanations).toHaveLength(2)
    expect(BigInt(swap.txCostNative!)).toBeGreaterThan(0n)
    expect(swap.txCostUsd).toBeGreaterThan(0)
    const { deltas, gasPaid } = await execute(swap as never, 0, [token('USDT0'), NATIVE])
    expect(deltas[0]).toBe(-2_500_000_000n)
    expect(deltas[1]! + gasPaid).toBe(BigInt(swap.quote.amountOut))
    expect(quote.sourcesAndSinks).toEqual([
      [token('USDT0'), '-2500000000'],
      [NATIVE, quote.amountOut],
    ])
  })

  test('sell an ERC-20 along a two-hop path', async () => {
    const userAddress = chain().accounts[1]!.address
    const request = { tokenIn: token('WHYPE'), tokenOut: token('UBTC'), amountIn: '50000000000000000000', userAddress }
    const swap = swapResponseSchema.parse(await post('swap', request))
    expect(swap.quote.swaps.length).toBeGreaterThanOrEqual(2)
    const { deltas } = await execute(swap as never, 1, [token('WHYPE'), token('UBTC')])
    expect(deltas[0]).toBe(-50_000_000_000_000_000_000n)
    expect(deltas[1]).toBe(BigInt(swap.quote.amountOut))
    expect(swap.quote.tokens.map((t) => t.priceUsd).every((price) => price > 0)).toBe(true)
  })

  test('sell native for an ERC-20: the swap carries value = amountIn, no approve', async () => {
    const userAddress = chain().accounts[3]!.address
    const request = { tokenIn: NATIVE, tokenOut: token('UETH'), amountIn: '20000000000000000000', userAddress }
    const swap = swapResponseSchema.parse(await post('swap', request))
    expect(swap.transactions).toHaveLength(1)
    expect(swap.transactions![0]!.value).toBe('20000000000000000000')
    const { deltas, gasPaid } = await execute(swap as never, 3, [NATIVE, token('UETH')])
    expect(deltas[0]! + gasPaid).toBe(-20_000_000_000_000_000_000n)
    expect(deltas[1]).toBe(BigInt(swap.quote.amountOut))
  })

  test('buy a large amount through a split of multi-hop paths: the input is exactly the quote (the router runs buy paths backwards)', async () => {
    const userAddress = chain().accounts[2]!.address
    const request = { tokenIn: token('PURR'), tokenOut: token('UETH'), amountOut: '50000000000000000000', slippage: 0.01, userAddress }
    const swap = swapResponseSchema.parse(await post('swap', request))
    const paths = swap.quote.swaps.filter((step) => step.tokenOut === token('UETH'))
    expect(paths.length).toBeGreaterThan(1)
    expect(swap.quote.swaps.length).toBeGreaterThan(paths.length)
    expect(paths.reduce((sum, step) => sum + BigInt(step.amountOut), 0n)).toBe(50_000_000_000_000_000_000n)
    // The router calldata, decoded by the route codec: one packed path per quoted path, each with its exact output.
    const [packed] = decodeRouterCall({ data: swap.transactions!.at(-1)!.data as Hex }).routes
    expect(packed!.paths).toHaveLength(paths.length)
    expect(packed!.paths.reduce((sum, path) => sum + path.amount, 0n)).toBe(50_000_000_000_000_000_000n)
    expect(packed!.paths.reduce((sum, path) => sum + path.steps.length, 0)).toBe(swap.quote.swaps.length)
    const { deltas } = await execute(swap as never, 2, [token('PURR'), token('UETH')])
    expect(deltas[0]).toBe(-BigInt(swap.quote.amountIn))
    expect(deltas[1]).toBe(50_000_000_000_000_000_000n)
    // The next quote, asked right after the receipt (long before the next poll), already sees the swap.
    const head = await createPublicClient({ transport: http(chain().rpcUrl) }).getBlockNumber({ cacheTime: 0 })
    const next = quoteResponseSchema.parse(await post('quote', { ...request, amountOut: '1000000000000000000' }))
    expect(BigInt(next.blockNumber)).toBe(head)
  })

  test('chain 1868: buy exactly 1 native ETH with USDC.e', async () => {
    const userAddress = chain(1868).accounts[0]!.address
    const request = { tokenIn: token('USDC.e', 1868), tokenOut: NATIVE, amountOut: '1000000000000000000', userAddress }
    const swap = swapResponseSchema.parse(await post('swap', request, {}, 1868))
    expect(swap.quote).toMatchObject({ amountOut: '1000000000000000000', minOutputAmount: null })
    expect(swap.quote.tokens.find((t) => t.address === NATIVE)).toMatchObject({ symbol: 'ETH', decimals: 18 })
    const { deltas, gasPaid } = await execute(swap as never, 0, [token('USDC.e', 1868), NATIVE], 1868)
    expect(deltas[0]).toBe(-BigInt(swap.quote.amountIn))
    expect(deltas[1]! + gasPaid).toBe(1_000_000_000_000_000_000n)
  })

  test('buy with a partner key: exactly amountOut received, exactly the quoted input spent, fee in the output token', async () => {
    const userAddress = chain().accounts[2]!.address
    const request = { tokenIn: token('USDT0'), tokenOut: token('UETH'), amountOut: '1000000000000000000', partnerFeeBps: 50, userAddress, approveMax: true }
    const swap = swapResponseSchema.parse(await post('swap', request, { authorization: `Bearer ${key}` }))
    expect(swap.quote).toMatchObject({
      amountOut: '1000000000000000000',
      partnerId: 5,
      partnerFee: { feeBps: 50, partnerId: 5, feeToken: token('UETH') },
      minOutputAmount: null,
    })
    expect(BigInt(swap.quote.partnerFee!.feeAmount)).toBeGreaterThan(0n)
    expect(BigInt(swap.quote.maxInputAmount!)).toBeGreaterThanOrEqual(BigInt(swap.quote.amountIn))
    const client = createPublicClient({ transport: http(chain().rpcUrl) })
    const owed = () => client.readContract({ address: chain().contracts!.feeVault, abi: feeVaultAbi, functionName: 'owed', args: [5, token('UETH')] })
    const owedBefore = await owed()
    const { deltas } = await execute(swap as never, 2, [token('USDT0'), token('UETH')])
    expect(deltas[0]).toBe(-BigInt(swap.quote.amountIn))
    expect(deltas[1]).toBe(1_000_000_000_000_000_000n)
    expect((await owed()) - owedBefore).toBe(BigInt(swap.quote.partnerFee!.feeAmount))
  })
})

test('every source routes alone (includedSources = [id]) on both chains, sell and buy, through its own pools', async () => {
  for (const chainId of [999, 1868]) {
    for (const source of chain(chainId).sources) {
      const pool = chain(chainId).pools.find((p) => p.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens
      const decimals = (address: string) => chain(chainId).tokens.find((t) => t.address === address)!.decimals
      for (const [mode, amount] of [
        ['amountIn', 10n ** BigInt(decimals(tokenIn!) - 2)],
        ['amountOut', 10n ** BigInt(decimals(tokenOut!) - 2)],
      ] as const) {
        const quote = quoteResponseSchema.parse(
          await post('quote', { tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id] }, {}, chainId),
        )
        expect(
          quote.swaps.map((step) => step.dexName).every((name) => name === source.name),
          `${chainId} ${source.name} ${mode}`,
        ).toBe(true)
      }
    }
  }
})

test('near-valid junk against the real engine never yields a 500', async () => {
  const tokens = [...chain().tokens.map((t) => t.address), NATIVE, '0x0000000000000000000000000000000000000001']
  const amount = fc
    .oneof(fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.constantFrom(1n, 2n ** 256n - 1n, 2n ** 128n, 10n ** 18n))
    .map(String)
  const request = fc
    .record({
      tokenIn: fc.constantFrom(...tokens),
      tokenOut: fc.constantFrom(...tokens),
      side: fc.constantFrom('amountIn', 'amountOut'),
      amount,
      slippage: fc.double({ min: 0, max: 0.5, noNaN: true }),
      includedSources: fc.option(fc.subarray([1, 2, 3, 4], { minLength: 1 }), { nil: undefined }),
      excludedSources: fc.option(fc.subarray([1, 2, 3, 4]), { nil: undefined }),
      partnerFeeBps: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      withKey: fc.boolean(),
      userAddress: fc.constantFrom(chain().accounts[3]!.address, '0x000000000000000000000000000000000000dEaD'),
    })
    .map(({ side, amount, withKey, ...rest }) => ({
      body: { ...rest, [side]: amount },
      headers: (withKey ? { authorization: `Bearer ${key}` } : {}) as Record<string, string>,
    }))
  const seen = new Set<string>()
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('quote', 'swap'), request, async (endpoint, { body, headers }) => {
      const response = await fetch(`${server.url}/999/v1/${endpoint}`, { method: 'POST', headers, body: JSON.stringify(body) })
      const json = (await response.json()) as { error?: string }
      seen.add(`${endpoint} ${response.status} ${json.error ?? ''}`)
      expect(response.status, JSON.stringify({ body, json })).toBeLessThan(500)
      if (response.status === 200) (endpoint === 'quote' ? quoteResponseSchema : swapResponseSchema).parse(json)
    }),
    { numRuns: 200 },
  )
  // The junk reached the engine: routes were found, and big amounts ran out of liquidity.
  expect(seen).toContain('quote 200 ')
  expect(seen).toContain('swap 200 ')
  expect([...seen].some((outcome) => outcome.endsWith('404 INSUFFICIENT_LIQUIDITY'))).toBe(true)
})

describe('the ve(3,3) source (Velodrome V2) over HTTP: quotes execute exactly as quoted', () => {
  const veSource = (chainId: number) => chain(chainId).sources.find((source) => source.kind === 'velodrome-v2')!
  test.each([999, 1868])('chain %i: includedSources = [VelodromeV2], sell and buy, on its stable and its volatile pools', async (chainId) => {
    const source = veSource(chainId)
    const pools = chain(chainId).pools.filter((pool) => pool.sourceId === source.id)
    expect(pools.some((pool) => pool.extra?.stable === true) && pools.some((pool) => pool.extra?.stable === false)).toBe(true)
    for (const pool of pools)
      for (const [tokenIn, tokenOut] of [pool.tokens, [pool.tokens[1], pool.tokens[0]]] as const)
        for (const mode of ['amountIn', 'amountOut'] as const) {
          const amount = worth(mode === 'amountIn' ? tokenIn : tokenOut, 25_000, chainId)
          const quote = await quoteSwapExecute({ tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }, chainId)
          expect(
            quote.swaps.map((step) => [step.dexName, step.poolAddress]),
            `${chainId} ${mode} ${tokenIn}`,
          ).toEqual([[source.name, pool.address]])
          expect(quote[mode]).toBe(amount.toString())
        }
  })

  test('chain 999: a stable-to-stable order routes through the stable pool among all sources, and a mixed route (VelodromeV2 + UniswapV3 + UniswapV4) executes exactly, sell and buy', async () => {
    const source = veSource(999)
    const stablePool = chain(999).pools.find((pool) => pool.sourceId === source.id && pool.extra?.stable === true)!
    const stableOrder = await quoteSwapExecute(
      { tokenIn: token('USDe'), tokenOut: token('USDT0'), amountIn: (1_000_000n * 10n ** 18n).toString(), slippage: 0.01 },
      999,
    )
    expect(stableOrder.swaps.map((step) => step.poolAddress)).toContain(stablePool.address)

    const uniswapV3 = chain(999).sources.find((s) => s.kind === 'uniswap-v3' && s.name === 'UniswapV3')!
    const uniswapV4 = chain(999).sources.find((s) => s.kind === 'uniswap-v4')!
    const includedSources = [source.id, uniswapV3.id, uniswapV4.id]
    for (const request of [
      { tokenIn: token('USDe'), tokenOut: token('kHYPE'), amountIn: (1_500_000n * 10n ** 18n).toString() },
      { tokenIn: token('USDe'), tokenOut: token('kHYPE'), amountOut: (1_000n * 10n ** 18n).toString() },
    ]) {
      const quote = await quoteSwapExecute({ ...request, includedSources, slippage: 0.02 }, 999)
      expect(new Set(quote.swaps.map((step) => step.dexName)), JSON.stringify(quote.swaps)).toEqual(new Set([source.name, uniswapV3.name, uniswapV4.name]))
    }
  })
})

describe('the concentrated-liquidity sibling (Slipstream) over HTTP: quotes execute exactly as quoted', () => {
  const clSource = (chainId: number) => chain(chainId).sources.find((source) => source.kind === 'velodrome-slipstream')!

  test.each([999, 1868])('chain %i: includedSources = [VelodromeSlipstream], sell and buy, both ways on each of its pools', async (chainId) => {
    const source = clSource(chainId)
    const pools = chain(chainId).pools.filter((pool) => pool.sourceId === source.id)
    expect(pools.length).toBeGreaterThanOrEqual(3)
    for (const pool of pools)
      for (const [tokenIn, tokenOut] of [pool.tokens, [pool.tokens[1], pool.tokens[0]]] as const)
        for (const mode of ['amountIn', 'amountOut'] as const) {
          // Enough to cross ticks of the pool's narrowest ranges.
          const amount = worth(mode === 'amountIn' ? tokenIn : tokenOut, 150_000, chainId)
          const quote = await quoteSwapExecute({ tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }, chainId)
          expect(
            quote.swaps.map((step) => [step.dexName, step.poolAddress]),
            `${chainId} ${mode} ${tokenIn}`,
          ).toEqual([[source.name, pool.address]])
          expect(quote[mode]).toBe(amount.toString())
        }
  })

  test('chain 1868: a mixed route (VelodromeV2 + Slipstream + UniswapV3 + UniswapV4) executes exactly, sell and buy', async () => {
    const kinds = ['velodrome-v2', 'velodrome-slipstream', 'uniswap-v3', 'uniswap-v4']
    const sources = chain(1868).sources.filter((source) => kinds.includes(source.kind))
    const includedSources = sources.map((source) => source.id)
    for (const request of [
      { tokenIn: token('USDT', 1868), tokenOut: token('wstETH', 1868), amountIn: (800_000n * 10n ** 6n).toString() },
      { tokenIn: token('USDT', 1868), tokenOut: token('wstETH', 1868), amountOut: (60n * 10n ** 18n).toString() },
    ]) {
      const quote = await quoteSwapExecute({ ...request, includedSources, slippage: 0.02 }, 1868)
      const used = new Set(quote.swaps.map((step) => sources.find((source) => source.name === step.dexName)?.kind))
      expect(used.has('velodrome-slipstream') && used.has('velodrome-v2') && used.size >= 3, JSON.stringify(quote.swaps)).toBe(true)
    }
  })
})
