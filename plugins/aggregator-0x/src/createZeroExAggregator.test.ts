import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AggregatorRequestError, InvalidParametersError, NoRouteFoundError } from '@sluice/core'
import { afterAll, expect, test } from 'vitest'
import { createZeroExAggregator } from './createZeroExAggregator.js'
import { zeroExAggregatorPlugin } from './zeroExAggregatorPlugin.js'

/*
 * The 0x API cannot be reached from here: a loopback HTTP server stands in for it, answering with
 * bodies shaped like the documented ones (recorded shapes, made-up values), and with its failures:
 * HTTP errors, no liquidity, malformed bodies and no answer at all.
 */
type Seen = { url: URL; headers: IncomingHttpHeaders }
let answer: (seen: Seen) => { status: number; body: string } | 'hang' = () => ({ status: 500, body: '' })
const seen: Seen[] = []
const api = createServer((request, response) => {
  const entry = { url: new URL(request.url ?? '/', 'http://x'), headers: request.headers }
  seen.push(entry)
  const result = answer(entry)
  if (result !== 'hang') response.writeHead(result.status, { 'content-type': 'application/json' }).end(result.body)
})
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
afterAll(async () => {
  api.closeAllConnections()
  await new Promise((resolve) => api.close(resolve))
})

const usdc = '0xb88339CB7199b77E23DB6E890353E22632Ba630f'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const allowanceHolder = '0x0000000000001fF3684f28c67538d4D072C22734'
const adapter = createZeroExAggregator({ baseUrl, apiKey: 'test-key', chains: [999, 1868] })
const order = { chainId: 999, tokenIn: usdc, tokenOut: native, amountIn: 1_000_000_000n, userAddress: user, slippage: 0.01, tokenInDecimals: 6 } as const
const common = {
  blockNumber: '19000000',
  buyToken: native,
  fees: { integratorFee: null, zeroExFee: { amount: '375000', token: usdc, type: 'volume' }, gasFee: null },
  route: { fills: [{ from: usdc, to: native, source: 'Uniswap_V3', proportionBps: '10000' }], tokens: [] },
  sellAmount: '1000000000',
  sellToken: usdc,
  tokenMetadata: { buyToken: { buyTaxBps: '0', sellTaxBps: '0' }, sellToken: { buyTaxBps: '0', sellTaxBps: '0' } },
  totalNetworkFee: '21000000000000',
  zid: '0x3fa2f1e0c9',
}

test('quote from /price, transaction from /quote, allowance target from the answer', async () => {
  answer = () => ({
    status: 200,
    body: JSON.stringify({
      ...common,
      liquidityAvailable: true,
      allowanceTarget: allowanceHolder,
      buyAmount: '24850000000000000000',
      minBuyAmount: '24601500000000000000',
      gas: '210000',
      gasPrice: '100000000',
      issues: { allowance: { actual: '0', spender: allowanceHolder }, balance: null, simulationIncomplete: false, invalidSourcesPassed: [] },
    }),
  })
  const quote = await adapter.quote(order)
  expect(quote).toEqual({ amountOut: 24850000000000000000n, gasEstimate: 210000n, swapData: null })
  const request = seen.at(-1)!
  expect(request.url.pathname).toBe('/swap/allowance-holder/price')
  expect(Object.fromEntries(request.url.searchParams)).toEqual({
    chainId: '999',
    sellToken: usdc,
    buyToken: native,
    sellAmount: '1000000000',
    taker: user,
    slippageBps: '100',
  })
  expect(request.headers).toMatchObject({ '0x-api-key': 'test-key', '0x-version': 'v2' })

  answer = () => ({
    status: 200,
    body: JSON.stringify({
      ...common,
      liquidityAvailable: true,
      allowanceTarget: allowanceHolder,
      buyAmount: '24849000000000000000',
      minBuyAmount: '24600510000000000000',
      issues: { allowance: { actual: '0', spender: allowanceHolder }, balance: null, simulationIncomplete: false, invalidSourcesPassed: [] },
      transaction: { to: allowanceHolder, data: '0x2213bc0b00ff', gas: '250000', gasPrice: '100000000', value: '0' },
    }),
  })
  expect(await adapter.swap({ ...order, quote })).toEqual({
    to: allowanceHolder,
    data: '0x2213bc0b00ff',
    value: 0n,
    allowanceTarget: allowanceHolder,
    amountOut: 24849000000000000000n,
  })
  expect(seen.at(-1)!.url.pathname).toBe('/swap/allowance-holder/quote')
})

test('failures: no liquidity, refused input, bad key, HTTP 500, malformed bodies, no answer', async () => {
  answer = () => ({ status: 200, body: JSON.stringify({ liquidityAvailable: false, zid: '0x1' }) })
  await expect(adapter.quote(order)).rejects.toThrow(NoRouteFoundError)
  answer = () => ({
    status: 400,
    body: JSON.stringify({ name: 'INPUT_INVALID', message: 'Validation Failed', data: { zid: '0x2', details: [{ field: 'sellAmount', reason: 'Invalid' }] } }),
  })
  await expect(adapter.quote(order)).rejects.toThrow(InvalidParametersError)
  answer = () => ({ status: 401, body: JSON.stringify({ message: 'Invalid API key' }) })
  await expect(adapter.quote(order)).rejects.toThrow(/API key was refused/)
  answer = () => ({ status: 500, body: JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: 'oops' }) })
  await expect(adapter.quote(order)).rejects.toThrow(AggregatorRequestError)
  answer = () => ({ status: 200, body: 'not json' })
  await expect(adapter.quote(order)).rejects.toThrow(/not JSON/)
  answer = () => ({ status: 200, body: JSON.stringify({ liquidityAvailable: true, buyAmount: '-5' }) })
  await expect(adapter.quote(order)).rejects.toThrow(/malformed answer/)
  answer = () => 'hang'
  const controller = new AbortController()
  const pending = adapter.swap({ ...order, quote: { amountOut: 1n, gasEstimate: null, swapData: null }, signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toThrow(/aborted/)
})

test('declares AllowanceHolder as the only contract its transactions go to and are approved for; a chain may name its own', () => {
  expect(adapter.contracts(999)).toEqual({ to: [allowanceHolder], allowanceTargets: [allowanceHolder] })
  expect(adapter.contracts(1)).toEqual({ to: [], allowanceTargets: [] })
  const elsewhere = '0x0000000000005E88410CcDFaDe4a5EfaE4b49562'
  const configured = zeroExAggregatorPlugin.createAdapter({
    config: zeroExAggregatorPlugin.parseConfig({ baseUrl, apiKey: 'k', allowanceHolders: { '1868': elsewhere } }),
    chains: [],
  })
  expect(configured.contracts(1868)).toEqual({ to: [elsewhere], allowanceTargets: [elsewhere] })
  expect(configured.contracts(999)).toEqual({ to: [allowanceHolder], allowanceTargets: [allowanceHolder] })
})
