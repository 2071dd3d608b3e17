import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AggregatorRequestError, InvalidTokenError, NoRouteFoundError } from '@sluice/core'
import { afterAll, expect, test } from 'vitest'
import { kyoAggregatorPlugin } from './kyoAggregatorPlugin.js'

/*
 * KYO.ag cannot be reached from here: a loopback HTTP server stands in for it, answering with
 * bodies shaped like its documented ones (the aggregator API's QuoteResponse and SwapResponse;
 * made-up values), and with its failures: error bodies, HTTP errors, malformed bodies, no answer.
 */
type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }
let answer: (seen: Seen) => { status: number; body: string } | 'hang' = () => ({ status: 500, body: '' })
const seen: Seen[] = []
const api = createServer((request, response) => {
  let text = ''
  request.on('data', (chunk) => (text += chunk))
  request.on('end', () => {
    const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : {} }
    seen.push(entry)
    const result = answer(entry)
    if (result !== 'hang') response.writeHead(result.status, { 'content-type': 'application/json' }).end(result.body)
  })
})
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
afterAll(async () => {
  api.closeAllConnections()
  await new Promise((resolve) => api.close(resolve))
})

const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const usdc = '0xb88339CB7199b77E23DB6E890353E22632Ba630f'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0x4e1FEd5c1Bc7a1c9d3e2F0A96B8E5A5D3D0C1b2A'
const quoteBody = {
  tokenIn: native,
  tokenOut: usdc,
  amountIn: '1000000000000000000',
  amountOut: '39871200',
  slippage: 0.01,
  tokens: [
    { address: native, symbol: 'HYPE', name: 'HYPE', decimals: 18, priceUsd: 40.01 },
    { address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1 },
  ],
  swaps: [
    {
      poolAddress: '0x1111111111111111111111111111111111111111',
      dexName: 'HyperSwapV3',
      poolFee: 0.0005,
      tokenIn: native,
      tokenOut: usdc,
      amountIn: '1000000000000000000',
      amountOut: '39871200',
    },
  ],
  sourcesAndSinks: [
    [native, '-1000000000000000000'],
    [usdc, '39871200'],
  ],
  blockNumber: 18712345,
  minOutputAmount: '39472488',
  maxInputAmount: null,
  partnerFee: null,
  partnerId: null,
  priceImpactPct: 0.02,
}
const adapter = kyoAggregatorPlugin.createAdapter({
  config: kyoAggregatorPlugin.parseConfig({ baseUrl, apiKey: 'kyo-key', routers: { '999': router, '1868': router } }),
  chains: [],
})
const order = { chainId: 999, tokenIn: native, tokenOut: usdc, amountIn: 10n ** 18n, userAddress: user, slippage: 0.01, tokenInDecimals: 18 } as const

test('quote and swap through the aggregator API shape, with the bearer key', async () => {
  expect(adapter).toMatchObject({ name: 'kyo', chains: [999, 1868] })
  // Its transactions may only go to, and ask approval for, the router its config declares.
  const declared = adapter.contracts(999)
  expect([...declared.to, ...declared.allowanceTargets].map((address) => address.toLowerCase())).toEqual([router.toLowerCase(), router.toLowerCase()])
  expect(adapter.contracts(1)).toEqual({ to: [], allowanceTargets: [] })
  answer = () => ({ status: 200, body: JSON.stringify(quoteBody) })
  const quote = await adapter.quote(order)
  expect(quote).toEqual({ amountOut: 39871200n, gasEstimate: null, swapData: null })
  expect(seen.at(-1)).toMatchObject({
    method: 'POST',
    path: '/999/v1/quote',
    headers: { authorization: 'Bearer kyo-key' },
    body: { tokenIn: native, tokenOut: usdc, amountIn: '1000000000000000000', slippage: 0.01 },
  })

  answer = () => ({
    status: 200,
    body: JSON.stringify({
      userAddress: user,
      quote: quoteBody,
      toAddress: router,
      calldata: '0x5f3bd1c8cafe',
      transactions: [{ to: router, data: '0x5f3bd1c8cafe', value: '1000000000000000000', from: user }],
      transactionExplanations: ['Swap 1 HYPE for at least 39.472488 USDC'],
      txCostNative: '21000000000000',
      txCostUsd: 0.00084,
    }),
  })
  expect(await adapter.swap({ ...order, quote })).toEqual({
    to: router,
    data: '0x5f3bd1c8cafe',
    value: 10n ** 18n,
    allowanceTarget: router,
    amountOut: 39871200n,
  })
  expect(seen.at(-1)).toMatchObject({ path: '/999/v1/swap', body: { userAddress: user } })
})

test('failures: error bodies become core errors; HTTP errors, malformed bodies and no answer become AggregatorRequestError', async () => {
  answer = () => ({ status: 404, body: JSON.stringify({ error: 'NO_ROUTE_FOUND', message: 'No route between the tokens.' }) })
  await expect(adapter.quote(order)).rejects.toThrow(NoRouteFoundError)
  answer = () => ({ status: 400, body: JSON.stringify({ error: 'INVALID_TOKEN', message: 'tokenOut is not supported.' }) })
  await expect(adapter.quote(order)).rejects.toThrow(InvalidTokenError)
  answer = () => ({ status: 401, body: JSON.stringify({ error: 'INVALID_PARAMETERS', message: 'Invalid API key.' }) })
  await expect(adapter.quote(order)).rejects.toThrow(/API key was refused/)
  answer = () => ({ status: 503, body: 'Service Unavailable' })
  await expect(adapter.quote(order)).rejects.toThrow(AggregatorRequestError)
  answer = () => ({ status: 200, body: JSON.stringify({ ...quoteBody, amountOut: 12 }) })
  await expect(adapter.quote(order)).rejects.toThrow(/malformed answer \(amountOut/)
  answer = () => ({ status: 200, body: JSON.stringify({ userAddress: user, quote: quoteBody, toAddress: router, calldata: '0x', transactions: [] }) })
  await expect(adapter.swap({ ...order, quote: { amountOut: 1n, gasEstimate: null, swapData: null } })).rejects.toThrow(/no transaction to the router/)
  answer = () => 'hang'
  const controller = new AbortController()
  const pending = adapter.quote({ ...order, signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toThrow(/aborted/)
  expect(() => kyoAggregatorPlugin.parseConfig({ baseUrl: 'not a url' })).toThrow(/Invalid kyo aggregator config/)
  // Without a router for each of its chains, nothing it answers could be checked.
  expect(() => kyoAggregatorPlugin.parseConfig({ baseUrl, routers: { '999': router } })).toThrow(/Every chain needs its router/)
})
