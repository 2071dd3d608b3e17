import type { SandboxManifest } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import type { Address, Hex } from 'viem'
import { expect } from 'vitest'
import { executeTransactions } from './executeTransactions.js'
import { postJson } from './postJson.js'
import { sandboxClients } from './sandboxClients.js'

export type HttpSwapsParameters = {
  manifest: SandboxManifest
  /** The server's base URL. */
  url: string
}

/**
 * Quote, swap and execute over HTTP on a sandbox server: the helpers of the per-kind HTTP tests
 * (a kind alone and mixed with others, executed exactly as quoted).
 */
export function httpSwaps({ manifest, url }: HttpSwapsParameters) {
  const chain = (chainId: number) => manifest.chains.find((c) => c.chainId === chainId)!
  const token = (symbol: string, chainId: number) => chain(chainId).tokens.find((t) => t.symbol === symbol)!.address

  async function post(endpoint: 'quote' | 'swap', body: object, chainId: number) {
    const { status, json } = await postJson({ url: `${url}/${chainId}/v1/${endpoint}`, body })
    if (status !== 200) throw new Error(`${endpoint} answered ${status}: ${JSON.stringify(json)}`)
    return json
  }

  /** About `usd` worth of a token, in wei. */
  const worth = (address: Address, usd: number, chainId: number) => {
    const { decimals, fixturePriceUsd } = chain(chainId).tokens.find((t) => t.address === address)!
    return (BigInt(Math.round((usd / fixturePriceUsd!) * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n
  }

  /** Quote then swap (the same request) and execute from a funded account: the balances move by exactly the quote. */
  async function quoteSwapExecute(request: Record<string, unknown> & { tokenIn: Address; tokenOut: Address }, chainId: number) {
    const userAddress = chain(chainId).accounts[3]!.address
    const quote = quoteResponseSchema.parse(await post('quote', request, chainId))
    const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress }, chainId))
    expect(swap.quote.swaps).toEqual(quote.swaps)
    const { client, wallet } = sandboxClients({ chain: chain(chainId), accountIndex: 3 })
    const transactions = swap.transactions as { to: Address; data: Hex; value: string; from: Address; gas: string }[]
    const { receipts, deltas } = await executeTransactions({ client, wallet, transactions, tokens: [request.tokenIn, request.tokenOut] })
    expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
    expect(deltas[0]).toBe(-BigInt(swap.quote.amountIn))
    expect(deltas[1]).toBe(BigInt(swap.quote.amountOut))
    return swap.quote
  }

  return { chain, token, worth, quoteSwapExecute }
}
