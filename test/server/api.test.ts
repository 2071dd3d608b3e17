import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fakePool, fakeRouter, fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

let server: Awaited<ReturnType<typeof startFakeServer>>
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(async () => {
  await server.close()
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const sell = { tokenIn: fakeTokens.usdc.address.toLowerCase(), tokenOut: fakeTokens.weth.address, amountIn: '1000' }

describe('GET /chains and /sources', () => {
  test('lists the served chains', async () => {
    const response = await fetch(`${server.url}/chains`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      meta: { chains: [] },
      serviceAg: {
        chains: [
          { chainId: 999, name: 'HyperEVM' },
          { chainId: 1868, name: 'Chain 1868' },
        ],
      },
    })
  })
  test('lists the sources of a chain without kind', async () => {
    const response = await fetch(`${server.url}/999/v1/sources`)
    expect(await response.json()).toEqual({
      chainId: 999,
      sources: [
        { id: 0, name: 'UniswapV2', description: 'Uniswap V2 pools' },
        { id: 1, name: 'UniswapV3', description: 'Uniswap V3 pools' },
      ],
    })
  })
  test('an unsupported chain is a 400', async () => {
    const response = await fetch(`${server.url}/1/v1/sources`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'INVALID_PARAMETERS' })
  })
})

describe('POST /quote', () => {
  test('sell: every field of the spec, checksummed, decimal strings', async () => {
    const response = await post('/999/v1/quote', { ...sell, slippage: 0.01 })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const body = await response.json()
    quoteResponseSchema.parse(body)
    expect(body).toEqual({
      tokenIn: fakeTokens.usdc.address,
      tokenOut: fakeTokens.weth.address,
      amountIn: '1000',
      amountOut: '2000',
      slippage: 0.01,
      tokens: [
        { address: fakeTokens.usdc.address, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: 1 },
        { address: fakeTokens.weth.address, symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18, priceUsd: 1 },
      ],
      swaps: [
        {
          poolAddress: fakePool,
          dexName: 'UniswapV2',
          poolFee: 0.003,
          tokenIn: fakeTokens.usdc.address,
          tokenOut: fakeTokens.weth.address,
          amountIn: '1000',
          amountOut: '2000',
        },
      ],
      sourcesAndSinks: [
        [fakeTokens.usdc.address, '-1000'],
        [fakeTokens.weth.address, '2000'],
      ],
      blockNumber: 42,
      maxInputAmount: null,
      minOutputAmount: '1980',
      partnerFee: null,
      partnerId: null,
      priceImpactPct: 0.01,
      bestSinglePathAmount: '2000',
    })
  })
  test('buy: maxInputAmount, no minOutputAmount, default slippage 0.005', async () => {
    const body = await (
      await post('/999/v1/quote', { tokenIn: fakeTokens.usdc.address, tokenOut: NATIVE_TOKEN_ADDRESS.toLowerCase(), amountOut: '2000' })
    ).json()
    expect(body).toMatchObject({
      amountIn: '1000',
      amountOut: '2000',
      slippage: 0.005,
      maxInputAmount: '1005',
      minOutputAmount: null,
      tokenOut: NATIVE_TOKEN_ADDRESS.toLowerCase(),
    })
  })
  test('partner fee with a key: fee in the output token and partnerId from the key', async () => {
    const response = await post('/999/v1/quote', { ...sell, partnerFeeBps: 100 }, { authorization: `Bearer ${server.key}` })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      amountOut: '1980',
      partnerId: 7,
      partnerFee: { feeBps: 100, partnerId: 7, feeToken: fakeTokens.weth.address, feeAmount: '20' },
    })
  })

  test('a valid key without a partner fee: partnerId from the key, no fee', async () => {
    const body = await (await post('/999/v1/quote', sell, { authorization: `Bearer ${server.key}` })).json()
    expect(body).toMatchObject({ partnerId: 7, partnerFee: null })
    expect(((await (await post('/999/v1/quote', sell)).json()) as { partnerId: unknown }).partnerId).toBeNull()
  })

  const cases: [string, unknown, number, string][] = [
    ['malformed JSON', '{"tokenIn":', 400, 'INVALID_PARAMETERS'],
    ['an empty body', '', 400, 'INVALID_PARAMETERS'],
    ['a body of 64 KiB and one byte', JSON.stringify({ ...sell, pad: 'x'.repeat(64 * 1024) }), 400, 'INVALID_PARAMETERS'],
    ['a JSON array', '[]', 400, 'INVALID_PARAMETERS'],
    ['a non-address token', { ...sell, tokenIn: '0x1234' }, 400, 'INVALID_TOKEN'],
    ['a missing token', { tokenOut: sell.tokenOut, amountIn: '1' }, 400, 'INVALID_TOKEN'],
    ['an unknown token', { ...sell, tokenOut: '0x9999999999999999999999999999999999999999' }, 400, 'INVALID_TOKEN'],
    ['both amounts', { ...sell, amountOut: '5' }, 400, 'INVALID_PARAMETERS'],
    ['neither amount', { tokenIn: sell.tokenIn, tokenOut: sell.tokenOut }, 400, 'INVALID_PARAMETERS'],
    ['a zero amount', { ...sell, amountIn: '0' }, 400, 'INVALID_AMOUNT'],
    ['a negative amount', { ...sell, amountIn: '-5' }, 400, 'INVALID_AMOUNT'],
    ['a fractional amount', { ...sell, amountIn: '1.5' }, 400, 'INVALID_AMOUNT'],
    ['a numeric amount', { ...sell, amountIn: 1000 }, 400, 'INVALID_AMOUNT'],
    ['an amount above uint256', { ...sell, amountIn: (2n ** 256n).toString() }, 400, 'INVALID_AMOUNT'],
    ['slippage above 0.5', { ...sell, slippage: 0.51 }, 400, 'INVALID_PARAMETERS'],
    ['negative slippage', { ...sell, slippage: -0.01 }, 400, 'INVALID_PARAMETERS'],
    ['partnerFeeBps above 100', { ...sell, partnerFeeBps: 101 }, 400, 'INVALID_PARAMETERS'],
    ['partnerFeeBps without a key', { ...sell, partnerFeeBps: 10 }, 400, 'INVALID_PARAMETERS'],
    ['an unknown included source', { ...sell, includedSources: [0, 77] }, 400, 'INVALID_PARAMETERS'],
    ['an unknown excluded source', { ...sell, excludedSources: [78] }, 400, 'INVALID_PARAMETERS'],
    ['tokenIn equal to tokenOut', { ...sell, tokenOut: sell.tokenIn.toUpperCase().replace('0X', '0x') }, 400, 'INVALID_PARAMETERS'],
    ['no route', { ...sell, tokenOut: fakeTokens.lonely.address }, 404, 'NO_ROUTE_FOUND'],
    ['too large an amount', { ...sell, amountIn: (10n ** 31n).toString() }, 404, 'INSUFFICIENT_LIQUIDITY'],
  ]
  test.each(cases)('%s → %i %s', async (_, body, status, error) => {
    const response = await post('/999/v1/quote', body)
    expect(response.status).toBe(status)
    const json = (await response.json()) as { message: string }
    expect(json).toEqual({ error, message: expect.any(String) })
    expect(json.message).not.toMatch(/\n\s+at /)
  })

  test('a body is read as JSON whatever its Content-Type: a form-encoded quote is malformed JSON', async () => {
    const form = new URLSearchParams({ tokenIn: sell.tokenIn, tokenOut: sell.tokenOut, amountIn: '1000' }).toString()
    const response = await post('/999/v1/quote', form, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'INVALID_PARAMETERS', message: expect.any(String) })
  })

  test('an invalid key is a 401, never downgraded', async () => {
    for (const authorization of ['Bearer nope', `Bearer ${server.key.slice(0, -1)}x`, 'Basic abc', `Bearer ${server.key}x`]) {
      const response = await post('/999/v1/quote', sell, { authorization })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(await response.json()).toMatchObject({ error: 'INVALID_PARAMETERS' })
    }
  })

  test('an unavailable chain answers 503 INTERNAL_ERROR at once, and recovers', async () => {
    server.fake.state.down = true
    const response = await post('/999/v1/quote', sell)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toEqual({ error: 'INTERNAL_ERROR', message: expect.stringContaining('Chain 999 is unavailable') })
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503)
    server.fake.state.down = false
    expect((await post('/999/v1/quote', sell)).status).toBe(200)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  })
})

describe('POST /swap', () => {
  test('the quote plus router call and transactions', async () => {
    const userAddress = '0x5555555555555555555555555555555555555556'
    const response = await post('/999/v1/swap', { ...sell, userAddress, approveMax: true })
    expect(response.status).toBe(200)
    const body = await response.json()
    swapResponseSchema.parse(body)
    expect(body).toMatchObject({
      userAddress: '0x5555555555555555555555555555555555555556',
      toAddress: fakeRouter,
      calldata: '0xabcdef',
      transactions: [
        { to: fakeTokens.usdc.address, data: '0x095ea7b3', value: '0', from: userAddress },
        { to: fakeRouter, data: '0xabcdef', value: '0', from: userAddress },
      ],
      transactionExplanations: ['Approve', 'Swap'],
      txCostNative: '21000',
      txCostUsd: 0.01,
      quote: { amountIn: '1000', amountOut: '2000' },
    })
  })
  test('a missing userAddress is a 400', async () => {
    const response = await post('/999/v1/swap', sell)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'INVALID_PARAMETERS', message: expect.stringContaining('userAddress') })
  })
})

describe('operations', () => {
  test('/openapi.json is OpenAPI 3.1 with the request and response schemas', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as any
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/chains',
        '/{chainId}/v1/sources',
        '/{chainId}/v1/tokens',
        '/{chainId}/v1/quote',
        '/{chainId}/v1/swap',
        '/{chainId}/v1/zap',
        '/{chainId}/v1/rebalance',
      ]),
    )
    expect(document.components.schemas.V1ZapResponse.required).toEqual(
      expect.arrayContaining(['userAddress', 'quote', 'toAddress', 'swapLogicAddress', 'calldata', 'blockNumber']),
    )
    expect(document.components.schemas.RebalanceQuoteResponse.required).toEqual(
      expect.arrayContaining(['positionId', 'poolAddress', 'tickLower', 'tickUpper', 'logPriceImpact', 'variableMin', 'liquidityAmount', 'blockNumber']),
    )
    expect(document.components.schemas.QuoteRequest.properties.slippage).toMatchObject({ type: 'number', minimum: 0, maximum: 0.5, default: 0.005 })
    expect(document.components.schemas.QuoteResponse.required).toEqual(
      expect.arrayContaining(['tokenIn', 'tokenOut', 'amountIn', 'amountOut', 'slippage', 'tokens', 'swaps', 'sourcesAndSinks', 'blockNumber']),
    )
    expect(document.paths['/{chainId}/v1/quote'].post.parameters[0].schema.enum).toEqual([999, 1868])
  })
  test('/metrics counts errors by code and observes quote latency', async () => {
    await post('/999/v1/quote', { ...sell, amountIn: '0' })
    const text = await (await fetch(`${server.url}/metrics`)).text()
    expect(text).toMatch(/sluice_http_errors_total\{code="INVALID_AMOUNT",status="400"\} [1-9]/)
    expect(text).toMatch(/sluice_quote_duration_seconds_count\{chain="999",endpoint="quote",status="200"\} [1-9]/)
  })
  test('/healthz shows chain heads and the age of the pool state', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({
      status: 'ok',
      chains: [
        { chainId: 999, ok: true, headBlock: 42, stateBlock: 42, stateAgeSeconds: 1 },
        { chainId: 1868, ok: true, headBlock: 42, stateBlock: 42, stateAgeSeconds: 1 },
      ],
    })
  })
  test('an unknown endpoint or method is a 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['GET', '/999/v1/quote'],
      ['DELETE', '/chains'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'INVALID_PARAMETERS' })
    }
  })
})
