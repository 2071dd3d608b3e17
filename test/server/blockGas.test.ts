import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// HyperEVM's fast blocks hold 2M gas (Hyperliquid's docs, "Dual-block architecture"): the sandbox's 999 runs with that block gas limit.
const FAST_BLOCK_GAS = 2_000_000n

let sandbox: Sandbox
let chain: ChainManifest
const servers: { close(): Promise<void> }[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  chain = sandbox.manifest.chains[0]!
})
afterAll(async () => {
  for (const server of servers) await server.close()
  await sandbox?.stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address

async function serve(blockGasLimit?: number | null) {
  const server = await startSandboxServer({ manifest: sandbox.manifest, chains: (entry) => ({ ...entry, blockGasLimit }) })
  servers.push(server)
  const post = (endpoint: 'quote' | 'swap', body: object) => postJson({ url: `${server.url}/999/v1/${endpoint}`, body, retryUnavailable: true })
  return { post }
}

const paths = (quote: { swaps: unknown[] }) => quote.swaps.length

describe("HyperEVM's block gas (999: 2,000,000 by default)", () => {
  it('a large split never gets a route or a transaction over 2M gas, and executes exactly as quoted', async () => {
    const unlimited = await serve(null)
    const limited = await serve()
    const userAddress = chain.accounts[1]!.address
    // 200,000 HYPE for USDT0: without the limit the route splits over more paths than a fast block holds.
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '200000000000000000000000', slippage: 0.01 }
    const wide = quoteResponseSchema.parse((await unlimited.post('quote', request)).json)
    const quote = quoteResponseSchema.parse((await limited.post('quote', request)).json)
    expect(paths(quote)).toBeGreaterThan(1)
    expect(paths(quote)).toBeLessThan(paths(wide))
    const answer = await limited.post('swap', { ...request, userAddress })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const swap = swapResponseSchema.parse(answer.json)
    const transactions = swap.transactions!
    for (const transaction of transactions) expect(BigInt(transaction.gas!)).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    const { client, wallet } = sandboxClients({ chain, accountIndex: 1 })
    const { receipts, deltas } = await executeTransactions({ client, wallet, transactions: transactions as never, tokens: [token('USDT0') as Address] })
    expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
    for (const receipt of receipts) expect(receipt.gasUsed).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    expect(deltas[0]).toBe(BigInt(swap.quote.amountOut))
  })

  it('an order no route of which fits the limit answers 422 GAS_LIMIT_EXCEEDED, naming big blocks', async () => {
    const tight = await serve(250_000)
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000', slippage: 0.01 }
    for (const answer of [await tight.post('quote', request), await tight.post('swap', { ...request, userAddress: chain.accounts[1]!.address })]) {
      expect(answer.status).toBe(422)
      expect(answer.json).toEqual({
        error: 'GAS_LIMIT_EXCEEDED',
        message: 'No route for this order fits the 250000 gas a transaction may use on this chain: it would only fit a big block. Try a smaller amount.',
      })
    }
  })
})
