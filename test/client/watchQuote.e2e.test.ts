import { createSluiceClient, type GetQuoteReturnType, SluiceApiError, type SluiceClient, type SluiceClientError, watchQuote } from '@sluice/client'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'
import { waitForSync } from '../support/waitForSync.js'

/**
 * `watchQuote` against the real server on the sandbox (HyperEVM's real DEX bytecode on Anvil),
 * over HTTP on loopback: a swap mined on the chain moves the pool, and the stream pushes the new
 * quote at the block that holds it.
 */
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let sluice: SluiceClient

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  server = await startSandboxServer({ manifest: sandbox.manifest })
  sluice = createSluiceClient({ url: server.url })
  await waitForSync({ serverUrl: server.url, chain: chain(), quotable: true, timeoutMs: 120_000 })
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const chain = () => sandbox.manifest.chains.find((c) => c.chainId === 999)!
const usdt0 = () => chain().tokens.find((t) => t.symbol === 'USDT0')!.address as Address

test('watchQuote pushes a new quote after a block that moves the pool, and stops when unsubscribed', async () => {
  const quotes: GetQuoteReturnType[] = []
  const errors: SluiceClientError[] = []
  const order = { chainId: 999, tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: usdt0(), amountIn: 10n ** 18n, slippage: 0.01 }
  const unsubscribe = watchQuote(sluice, { ...order, onQuote: (quote) => quotes.push(quote), onError: (error) => errors.push(error) })
  const first = await waitFor({ what: 'the first quote', probe: () => quotes[0] })
  expect(first).toEqual({ ...(await sluice.getQuote(order)), blockNumber: first.blockNumber })

  // Another account sells 20 HYPE into the same pools (its own swap from the server), mined at once.
  const account = privateKeyToAccount(chain().accounts[1]!.privateKey as Hex)
  const publicClient = createPublicClient({ transport: http(chain().rpcUrl), cacheTime: 0 }) as PublicClient
  const walletClient = createWalletClient({ account, transport: http(chain().rpcUrl) })
  const swap = await sluice.getSwap({ ...order, amountIn: 20n * 10n ** 18n, userAddress: account.address })
  let mined = 0n
  for (const transaction of swap.transactions ?? []) {
    const hash = await walletClient.sendTransaction({
      chain: null,
      to: transaction.to as Address,
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      // The server's gas limit, as a wallet sends it: a bare estimate may fall short when the block is
      // mined a second later and a pool also writes its oracle.
      ...(transaction.gas === undefined ? {} : { gas: BigInt(transaction.gas) }),
    })
    const receipt = await waitForReceipt({ client: publicClient, hash })
    expect(receipt.status).toBe('success')
    mined = receipt.blockNumber
  }

  const second = await waitFor({ what: 'the quote at the swap’s block', probe: () => quotes[1], timeoutMs: 30_000 })
  expect(BigInt(second.blockNumber)).toBeGreaterThanOrEqual(mined)
  // The pool holds more HYPE now: the same order gets less USDT0, exactly what /quote answers at that block.
  expect(BigInt(second.amountOut)).toBeLessThan(BigInt(first.amountOut))
  expect(second).toEqual({ ...(await sluice.getQuote(order)), blockNumber: second.blockNumber })
  expect(errors).toEqual([])
  unsubscribe()
})

test('an invalid order is refused with the API error; an aborted signal stops the watch', async () => {
  const refused = await new Promise<SluiceClientError>((resolve) =>
    watchQuote(sluice, {
      chainId: 999,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      tokenOut: usdt0(),
      amountIn: 10n ** 18n,
      slippage: 0.9,
      onQuote: () => {},
      onError: resolve,
    }),
  )
  expect(refused).toBeInstanceOf(SluiceApiError)
  expect([(refused as SluiceApiError).status, (refused as SluiceApiError).code]).toEqual([400, 'INVALID_PARAMETERS'])

  const controller = new AbortController()
  const quotes: GetQuoteReturnType[] = []
  watchQuote(sluice, {
    chainId: 999,
    tokenIn: NATIVE_TOKEN_ADDRESS,
    tokenOut: usdt0(),
    amountIn: 10n ** 17n,
    signal: controller.signal,
    onQuote: (quote) => quotes.push(quote),
  })
  await waitFor({ what: 'the first quote', probe: () => quotes.length > 0 })
  controller.abort()
  expect(quotes).toHaveLength(1)
})
