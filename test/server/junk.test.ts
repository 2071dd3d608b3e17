import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

let server: Awaited<ReturnType<typeof startFakeServer>>
beforeAll(async () => {
  server = await startFakeServer({ limits: { apiPerMinute: 1e9, infoPerMinute: 1e9 } })
})
afterAll(async () => {
  await server.close()
})

const codes = ['INVALID_TOKEN', 'INVALID_AMOUNT', 'NO_ROUTE_FOUND', 'INSUFFICIENT_LIQUIDITY', 'INVALID_PARAMETERS', 'INTERNAL_ERROR']

/** Values that look almost right: near-valid tokens and amounts mixed with junk of every type. */
const field = fc.oneof(
  fc.constantFrom(fakeTokens.usdc.address, fakeTokens.weth.address, fakeTokens.native.address, fakeTokens.lonely.address, '0x', '0xzz', ''),
  fc.constantFrom('0', '1', '-1', '1e3', '1.0', ' 1', '115792089237316195423570985008687907853269984665640564039457584007913129639936', 'NaN'),
  fc.bigInt({ min: -(2n ** 260n), max: 2n ** 260n }).map(String),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 30 }),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 3 }), fc.string({ maxLength: 3 })), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
)
const body = fc.oneof(
  fc
    .record(
      {
        tokenIn: field,
        tokenOut: field,
        amountIn: field,
        amountOut: field,
        slippage: field,
        partnerFeeBps: field,
        includedSources: field,
        excludedSources: field,
        userAddress: field,
        approveMax: field,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 100 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
)
const path = fc.oneof(
  fc.constantFrom('/999/v1/quote', '/999/v1/swap', '/1868/v1/quote', '/999/v1/sources', '/chains', '/openapi.json'),
  fc
    .tuple(
      fc.oneof(fc.constantFrom('999', '1868', '0', '-1', '99999999999999999999', '%', '%ZZ', '..', '%2F'), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
      fc.constantFrom('quote', 'swap', 'sources', '', 'x'),
    )
    .map(([chain, endpoint]) => `/${chain}/v1/${endpoint}`),
  fc.webPath(),
)
const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic Zm9vOmJhcg=='),
      fc
        .string({ maxLength: 40 })
        .map((s) => `Bearer ${s}`)
        .filter((s) => /^[\x20-\x7e]*$/.test(s)),
    ),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
  },
  { requiredKeys: [] },
)

test('junk at every endpoint never yields a 500 or a stack trace', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT'), path, body, headers, async (method, path, body, headers) => {
      const response = await fetch(`${server.url}${path}`, { method, headers, body: method === 'GET' ? null : body })
      const text = await response.text()
      expect(response.status).toBeLessThan(500)
      expect(text).not.toMatch(/\bat .+:\d+:\d+/)
      if (response.status >= 400) {
        const json = JSON.parse(text)
        expect(Object.keys(json).sort()).toEqual(['error', 'message'])
        expect(codes).toContain(json.error)
      }
    }),
    { numRuns: 1000 },
  )
})
