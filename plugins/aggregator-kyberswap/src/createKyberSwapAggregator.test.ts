import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AggregatorRequestError, NoRouteFoundError } from '@sluice/core'
import { afterAll, expect, test } from 'vitest'
import { createKyberSwapAggregator } from './createKyberSwapAggregator.js'
import { kyberSwapAggregatorPlugin } from './kyberSwapAggregatorPlugin.js'

/*
 * KyberSwap's API cannot be reached from here: a loopback HTTP server stands in for it, answering
 * with bodies shaped like the documented ones (recorded shapes, made-up values), and with its
 * failures: HTTP errors, error envelopes, malformed bodies and no answer at all.
 */
type Seen = { method: string; url: URL; headers: IncomingHttpHeaders; body: unknown }
let answer: (seen: Seen) => { status: number; body: string } | 'hang' = () => ({ status: 500, body: '' })
const seen: Seen[] = []
const api = createServer((request, response) => {
  let text = ''
  request.on('data', (chunk) => (text += chunk))
  request.on('end', () => {
    const entry = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://x'),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
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

const usdc = '0xb88339CB7199b77E23DB6E890353E22632Ba630f'
const whype = '0x5555555555555555555555555555555555555555'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const router = '0x6131B5fae19EA4f9D964eAc0408E4408b66337b5'
const routeSummary = {
  tokenIn: usdc,
  amountIn: '1000000000',
  amountInUsd: '999.8',
  tokenOut: whype,
  amountOut: '24913077315626870154',
  amountOutUsd: '996.1',
  gas: '184000',
  gasPrice: '100000000',
  gasUsd: '0.0007',
  extraFee: { feeAmount: '', chargeFeeBy: '', isInBps: false, feeReceiver: '' },
  route: [
    [
      {
        pool: '0x1111111111111111111111111111111111111111',
        tokenIn: usdc,
        tokenOut: whype,
        swapAmount: '1000000000',
        amountOut: '24913077315626870154',
        exchange: 'uniswapv3',
        poolType: 'uniswapv3',
        extra: {},
      },
    ],
  ],
  routeID: 'b7e8b2f1-route',
  checksum: '1234567890',
  timestamp: 1763900000,
}
const adapter = createKyberSwapAggregator({ baseUrl, clientId: 'sluice-test', chainSlugs: { 999: 'hyperevm', 1868: 'soneium' } })
const order = { chainId: 999, tokenIn: usdc, tokenOut: whype, amountIn: 1_000_000_000n, userAddress: user, slippage: 0.005, tokenInDecimals: 6 } as const

test('quote: GET routes with the client ID; the route summary is kept for the build', async () => {
  answer = () => ({ status: 200, body: JSON.stringify({ code: 0, message: 'successfully', data: { routeSummary, routerAddress: router }, requestId: 'r1' }) })
  const quote = await adapter.quote(order)
  expect(quote).toMatchObject({ amountOut: 24913077315626870154n, gasEstimate: 184000n })
  const request = seen.at(-1)!
  expect(request.method).toBe('GET')
  expect(request.url.pathname).toBe('/hyperevm/api/v1/routes')
  expect(Object.fromEntries(request.url.searchParams)).toMatchObject({ tokenIn: usdc, tokenOut: whype, amountIn: '1000000000' })
  expect(request.headers['x-client-id']).toBe('sluice-test')

  answer = () => ({
    status: 200,
    body: JSON.stringify({
      code: 0,
      message: 'successfully',
      data: {
        amountIn: '1000000000',
        amountInUsd: '999.8',
        amountOut: '24913077315626870154',
        amountOutUsd: '996.1',
        gas: '190000',
        gasUsd: '0.0007',
        additionalCostUsd: '0',
        additionalCostMessage: '',
        outputChange: { amount: '0', percent: 0, level: 0 },
        data: '0xe21fd0e9abcdef',
        routerAddress: router,
        transactionValue: '0',
      },
    }),
  })
  const swap = await adapter.swap({ ...order, quote })
  expect(swap).toEqual({ to: router, data: '0xe21fd0e9abcdef', value: 0n, allowanceTarget: router, amountOut: 24913077315626870154n })
  const build = seen.at(-1)!
  expect(build.method).toBe('POST')
  expect(build.url.pathname).toBe('/hyperevm/api/v1/route/build')
  expect(build.body).toMatchObject({ routeSummary, sender: user, recipient: user, slippageTolerance: 50, source: 'sluice-test' })
})

test('failures: no route, HTTP 500, malformed bodies, no answer', async () => {
  answer = () => ({ status: 400, body: JSON.stringify({ code: 4008, message: 'route not found' }) })
  await expect(adapter.quote(order)).rejects.toThrow(NoRouteFoundError)
  answer = () => ({ status: 500, body: JSON.stringify({ code: 500, message: 'internal server error' }) })
  await expect(adapter.quote(order)).rejects.toThrow(AggregatorRequestError)
  answer = () => ({ status: 502, body: '<html>Bad gateway</html>' })
  await expect(adapter.quote(order)).rejects.toThrow(/not JSON/)
  answer = () => ({ status: 200, body: JSON.stringify({ code: 0, data: { routeSummary: { amountOut: 'lots' }, routerAddress: router } }) })
  await expect(adapter.quote(order)).rejects.toThrow(/malformed answer/)
  answer = () => 'hang'
  const controller = new AbortController()
  const pending = adapter.quote({ ...order, signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toThrow(/aborted/)
  await expect(adapter.quote({ ...order, chainId: 1 })).rejects.toThrow(/does not serve chain 1/)
})

test('declares its router (the same address on every chain, or the one configured) as the only contract it may call and be approved for', () => {
  expect(adapter.contracts(999)).toEqual({ to: [router], allowanceTargets: [router] })
  expect(adapter.contracts(1)).toEqual({ to: [], allowanceTargets: [] })
  const other = '0x3F95eF3f2eAca871858dbE20A93c01daF6C2e923'
  const configured = kyberSwapAggregatorPlugin.createAdapter({
    config: kyberSwapAggregatorPlugin.parseConfig({ baseUrl, routers: { '1868': other } }),
    chains: [],
  })
  expect(configured.contracts(1868)).toEqual({ to: [other], allowanceTargets: [other] })
})
