import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InvalidAmountError } from '@sluice/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRelayAdapter } from './createRelayAdapter.js'
import { RelayApiError } from './errors.js'
import { parseRelayConfig } from './parseRelayConfig.js'

/**
 * Relay's API cannot be reached from the test machine: a loopback HTTP server stands in for it,
 * answering with responses in the shape Relay documents for `POST /quote/v2` and
 * `GET /requests/v2?hash=` (recorded shape, made-up values).
 */
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_999 = '0xb88339CB7199b77E23DB6E890353E22632Ba630f'
const USDC_1868 = '0xbA9986D2381edf1DA03B0B9c1f8b00dc4AacC369'
const DEPOSIT_TX = `0x${'1a'.repeat(32)}`
const FILL_TX = `0x${'2b'.repeat(32)}`
const REQUEST_ID = `0x${'3c'.repeat(32)}`

let server: Server
let url = ''
const seen: { method: string; path: string; body: unknown }[] = []
let requestsAnswer: { status: number; body: unknown } = { status: 200, body: { requests: [] } }
let quoteAnswer: { status: number; body: unknown }

const recordedQuote = {
  steps: [
    {
      id: 'approve',
      action: 'Confirm transaction in your wallet',
      description: 'Sign an approval for USDC',
      kind: 'transaction',
      requestId: REQUEST_ID,
      items: [{ status: 'incomplete', data: { from: USER, to: USDC_999, data: '0x095ea7b3', value: '0', chainId: 999 } }],
    },
    {
      id: 'deposit',
      action: 'Confirm transaction in your wallet',
      description: 'Depositing funds to the relayer to execute the swap for USDC',
      kind: 'transaction',
      requestId: REQUEST_ID,
      items: [
        {
          status: 'incomplete',
          data: {
            from: USER,
            to: '0xf70da97812CB96acDF810712Aa562db8dfA3dbEF',
            data: '0x00fad611',
            value: '0',
            maxFeePerGas: '1000',
            maxPriorityFeePerGas: '1',
            chainId: 999,
          },
          check: { endpoint: `/intents/status?requestId=${REQUEST_ID}`, method: 'GET' },
        },
      ],
    },
  ],
  fees: {
    gas: { currency: { chainId: 999, address: '0x0000000000000000000000000000000000000000', symbol: 'HYPE', decimals: 18 }, amount: '21000000000000' },
    relayer: { currency: { chainId: 999, address: USDC_999, symbol: 'USDC', decimals: 6 }, amount: '35000' },
  },
  details: {
    operation: 'bridge',
    currencyIn: { currency: { chainId: 999, address: USDC_999 }, amount: '100000000', amountFormatted: '100.0' },
    currencyOut: { currency: { chainId: 1868, address: USDC_1868 }, amount: '99965000', minimumAmount: '99900000' },
    timeEstimate: 3,
  },
}

const body = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : undefined
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = request.url ?? ''
    seen.push({ method: request.method ?? '', path, body: await body(request) })
    const answer = path.startsWith('/quote/v2')
      ? quoteAnswer
      : path.startsWith('/requests/v2')
        ? requestsAnswer
        : { status: 404, body: { message: 'not found' } }
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const adapter = () => {
  // The chains' RPC clients are not used by Relay's adapter (everything comes from its API).
  const client = createPublicClient({ transport: http('http://127.0.0.1:9') }) as PublicClient
  const route = (token: string, destinationChainId: number, destinationToken: string) => ({
    token,
    symbol: 'USDC',
    decimals: 6,
    destinationChainId,
    destinationToken,
  })
  return createRelayAdapter({
    chains: [
      {
        chainId: 999,
        client,
        wrappedNative: '0x5555555555555555555555555555555555555555',
        config: parseRelayConfig({ apiUrl: url, apiKey: 'k', routes: [route(USDC_999, 1868, USDC_1868)] }),
      },
      {
        chainId: 1868,
        client,
        wrappedNative: '0x4200000000000000000000000000000000000006',
        config: parseRelayConfig({ apiUrl: url, routes: [route(USDC_1868, 999, USDC_999)] }),
      },
    ],
  })
}

describe('Relay adapter against a loopback stand-in of Relay’s API', () => {
  test('quotes through POST /quote/v2 and returns Relay’s transactions in order', async () => {
    quoteAnswer = { status: 200, body: recordedQuote }
    const relay = adapter()
    expect(relay.routes().map((r) => `${r.originChainId}->${r.destinationChainId}`)).toEqual(['999->1868', '1868->999'])
    const route = relay.routes()[0]!
    const quote = await relay.quote({ route, inputAmount: 100_000_000n, depositor: USER, recipient: USER })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/quote/v2',
      body: {
        user: USER,
        recipient: USER,
        originChainId: 999,
        destinationChainId: 1868,
        originCurrency: USDC_999,
        destinationCurrency: USDC_1868,
        amount: '100000000',
        tradeType: 'EXACT_INPUT',
      },
    })
    expect(quote.outputAmount).toBe(99_900_000n)
    expect(quote.fees).toEqual([{ kind: 'relayer', amount: 35_000n, pct: 0.00035 }])
    expect(quote.timeEstimateSeconds).toBe(3)
    const { transactions, explanations } = await relay.transactions({ quote, depositor: USER, recipient: USER })
    expect(transactions.map((t) => [t.chainId, t.to, t.data, t.value])).toEqual([
      [999, USDC_999, '0x095ea7b3', 0n],
      [999, '0xf70da97812CB96acDF810712Aa562db8dfA3dbEF', '0x00fad611', 0n],
    ])
    expect(explanations).toHaveLength(2)
    await expect(relay.transactions({ quote, depositor: USER, recipient: USDC_1868 })).rejects.toThrow(/bound to the quoted recipient/)
  })

  test('a refused quote is the caller’s error (400); a broken API is Relay’s (500)', async () => {
    const route = adapter().routes()[0]!
    quoteAnswer = { status: 400, body: { message: 'Amount is too low', errorCode: 'AMOUNT_TOO_LOW' } }
    await expect(adapter().quote({ route, inputAmount: 1n, depositor: USER })).rejects.toBeInstanceOf(InvalidAmountError)
    // Relay's words never reach the client, only its plain error code; the text is kept for the log.
    const phishing = 'Too low\u202e\u0007 — support at sluice-support\uFF0Ecom or +1 (555) 010-9999'
    quoteAnswer = { status: 400, body: { message: phishing, errorCode: 'AMOUNT_TOO_LOW' } }
    const refused = await adapter()
      .quote({ route, inputAmount: 1n, depositor: USER })
      .catch((error: InvalidAmountError) => error)
    expect(refused).toMatchObject({ message: 'Relay refused the request (AMOUNT_TOO_LOW).', thirdPartyText: phishing })
    quoteAnswer = { status: 400, body: { message: phishing, errorCode: 'call wallet-verify.help' } }
    await expect(adapter().quote({ route, inputAmount: 1n, depositor: USER })).rejects.toThrow(/^Relay refused the request \(status 400\)\.$/)
    quoteAnswer = { status: 502, body: {} }
    await expect(adapter().quote({ route, inputAmount: 1n, depositor: USER })).rejects.toBeInstanceOf(RelayApiError)
    quoteAnswer = { status: 200, body: { steps: 'nonsense' } }
    await expect(adapter().quote({ route, inputAmount: 1n, depositor: USER })).rejects.toBeInstanceOf(RelayApiError)
  })

  test('status by origin hash: success → filled, refund → refunded, waiting → pending, unknown → undefined', async () => {
    const record = (status: string, outTxs: unknown[]) => ({
      requests: [
        {
          id: REQUEST_ID,
          status,
          user: USER.toLowerCase(),
          recipient: USER.toLowerCase(),
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:00:05.000Z',
          data: {
            inTxs: [{ hash: DEPOSIT_TX, chainId: 999, timestamp: 1795428000, block: 100 }],
            outTxs,
            metadata: {
              currencyIn: { currency: { chainId: 999, address: USDC_999 }, amount: '100000000' },
              currencyOut: { currency: { chainId: 1868, address: USDC_1868 }, amount: '99965000' },
            },
          },
        },
      ],
    })
    requestsAnswer = { status: 200, body: record('success', [{ hash: FILL_TX, chainId: 1868, timestamp: 1795428004, block: 200 }]) }
    const filled = await adapter().status({ txHash: DEPOSIT_TX as `0x${string}` })
    expect(seen.at(-1)?.path).toBe(`/requests/v2?hash=${DEPOSIT_TX}`)
    expect(filled?.state).toBe('filled')
    expect(filled?.fill).toMatchObject({ chainId: 1868, hash: FILL_TX, blockNumber: 200n, timestamp: 1795428004, outputAmount: 99_965_000n })
    expect(filled?.deposit).toMatchObject({ chainId: 999, destinationChainId: 1868, inputAmount: 100_000_000n, tag: REQUEST_ID })
    requestsAnswer = { status: 200, body: record('refund', []) }
    expect((await adapter().status({ txHash: DEPOSIT_TX as `0x${string}` }))?.state).toBe('refunded')
    requestsAnswer = { status: 200, body: record('waiting', []) }
    expect((await adapter().status({ txHash: DEPOSIT_TX as `0x${string}` }))?.state).toBe('pending')
    requestsAnswer = { status: 200, body: { requests: [] } }
    expect(await adapter().status({ txHash: DEPOSIT_TX as `0x${string}` })).toBeUndefined()
  })
})
