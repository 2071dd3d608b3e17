import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InvalidAmountError } from '@sluice/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { acrossPublishedConfig } from './acrossPublishedConfig.js'
import { createAcrossAdapter } from './createAcrossAdapter.js'
import { AcrossApiError } from './errors.js'

/**
 * Across's API cannot be reached from the test machine: a loopback HTTP server stands in for it,
 * answering `GET /suggested-fees` in the shape Across documents (recorded shape, made-up values).
 * The SpokePool addresses are the published ones of chains 999 and 1868 from the npm package.
 */
const USDC_999 = '0xb88339CB7199b77E23DB6E890353E22632Ba630f'
const USDC_1868 = '0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369'
let server: Server
let url = ''
let lastQuery: URLSearchParams | undefined
let answer: { status: number; body: unknown }

const recorded = {
  estimatedFillTimeSec: 3,
  capitalFeePct: '78930919924823',
  capitalFeeTotal: '7893',
  relayGasFeePct: '155441286164',
  relayGasFeeTotal: '15',
  relayFeePct: '79086361210987',
  relayFeeTotal: '7908',
  lpFeePct: '100000000000000',
  timestamp: '1795428000',
  isAmountTooLow: false,
  quoteBlock: '23000000',
  exclusiveRelayer: '0x0000000000000000000000000000000000000000',
  exclusivityDeadline: 0,
  spokePoolAddress: '0x35E63eA3eb0fb7A3bc543C71FB66412e1F6B0E04',
  destinationSpokePoolAddress: '0x3baD7AD0728f9917d1Bf08af5782dCbD516cDd96',
  totalRelayFee: { pct: '179086361210987', total: '17908' },
  relayerCapitalFee: { pct: '78930919924823', total: '7893' },
  relayerGasFee: { pct: '155441286164', total: '15' },
  lpFee: { pct: '100000000000000', total: '10000' },
  limits: {
    minDeposit: '500000',
    maxDeposit: '2000000000000',
    maxDepositInstant: '500000000000',
    maxDepositShortDelay: '1000000000000',
    recommendedDepositInstant: '500000000000',
  },
  fillDeadline: '1795438800',
  outputAmount: '99982092',
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x')
    lastQuery = target.pathname === '/api/suggested-fees' ? target.searchParams : undefined
    response.writeHead(lastQuery ? answer.status : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(lastQuery ? answer.body : { message: 'not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const adapter = () => {
  // Quotes with an API configured read no chain: the client is never called.
  const client = createPublicClient({ transport: http('http://127.0.0.1:9') }) as PublicClient
  return createAcrossAdapter({
    chains: [
      {
        chainId: 999,
        client,
        wrappedNative: '0x5555555555555555555555555555555555555555',
        config: acrossPublishedConfig({
          chainId: 999,
          apiUrl: url,
          routes: [{ token: USDC_999, symbol: 'USDC', decimals: 6, destinationChainId: 1868, destinationToken: USDC_1868 }],
        }),
      },
      {
        chainId: 1868,
        client,
        wrappedNative: '0x4200000000000000000000000000000000000006',
        config: acrossPublishedConfig({ chainId: 1868, apiUrl: url, routes: [] }),
      },
    ],
  })
}

describe('Across on real deployments: published SpokePools, fees from a loopback stand-in of Across’s API', () => {
  test('the published SpokePool and MulticallHandler of 999 and 1868 come from @across-protocol/contracts', () => {
    expect(acrossPublishedConfig({ chainId: 999, apiUrl: url, routes: [] })).toMatchObject({
      spokePool: '0x35E63eA3eb0fb7A3bc543C71FB66412e1F6B0E04',
      multicallHandler: '0x5E7840E06fAcCb6d1c3b5F5E0d1d3d07F2829bba',
    })
    expect(acrossPublishedConfig({ chainId: 1868, apiUrl: url, routes: [] })).toMatchObject({
      spokePool: '0x3baD7AD0728f9917d1Bf08af5782dCbD516cDd96',
      multicallHandler: '0x0F7Ae28dE1C8532170AD4ee566B5801485c13a0E',
    })
  })

  test('a quote takes output, fees, limits, deadline and fill time from /suggested-fees', async () => {
    answer = { status: 200, body: recorded }
    const across = adapter()
    const route = across.routes()[0]!
    const quote = await across.quote({ route, inputAmount: 100_000_000n })
    expect(Object.fromEntries(lastQuery!)).toEqual({
      inputToken: USDC_999,
      outputToken: USDC_1868,
      originChainId: '999',
      destinationChainId: '1868',
      amount: '100000000',
    })
    expect(quote.outputAmount).toBe(99_982_092n)
    expect(quote.fees).toEqual([
      { kind: 'lp', amount: 10_000n, pct: 0.0001 },
      { kind: 'relayer', amount: 7_908n, pct: 0.000079 },
    ])
    expect(quote.limits).toEqual({ minDeposit: 500_000n, maxDeposit: 2_000_000_000_000n })
    expect([quote.quoteTimestamp, quote.fillDeadline, quote.timeEstimateSeconds]).toEqual([1795428000, 1795438800, 3])
    expect(quote.depositContract).toBe('0x35E63eA3eb0fb7A3bc543C71FB66412e1F6B0E04')
  })

  test('an amount outside the limits, a refusal or a broken answer become clear errors', async () => {
    const route = adapter().routes()[0]!
    answer = { status: 200, body: recorded }
    await expect(adapter().quote({ route, inputAmount: 100_000n })).rejects.toBeInstanceOf(InvalidAmountError)
    answer = { status: 200, body: { ...recorded, isAmountTooLow: true } }
    await expect(adapter().quote({ route, inputAmount: 100_000_000n })).rejects.toBeInstanceOf(InvalidAmountError)
    answer = { status: 400, body: { message: 'Amount exceeds max deposit limit' } }
    await expect(adapter().quote({ route, inputAmount: 100_000_000n })).rejects.toThrow(/Amount exceeds max deposit limit/)
    answer = { status: 500, body: {} }
    await expect(adapter().quote({ route, inputAmount: 100_000_000n })).rejects.toBeInstanceOf(AcrossApiError)
    answer = { status: 200, body: { lpFee: 'x' } }
    await expect(adapter().quote({ route, inputAmount: 100_000_000n })).rejects.toBeInstanceOf(AcrossApiError)
  })
})
