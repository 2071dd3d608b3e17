import SwaggerParser from '@apidevtools/swagger-parser'
import type { CrossChainService } from '@sluice/cross-chain'
import type { MetaAggregator } from '@sluice/meta'
import { createApiKey, createApp, createKeyStore, createMetrics, createRateLimiter, listen } from '@sluice/server'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFakeEngine } from './createFakeEngine.js'

/**
 * `/docs` (Swagger UI served from the swagger-ui-dist package) and `/openapi.json` on a real HTTP
 * server on loopback, with the aggregator API, the meta aggregator and the cross-chain API all on.
 * The engines are the fake ones of the other API tests; the meta aggregator and the cross-chain
 * service are stand-ins that are never called here: only their OpenAPI paths are served.
 */
const notCalled = () => {
  throw new Error('not called by the docs tests')
}
const meta: MetaAggregator = { chains: () => [], createCompetition: notCalled, quote: notCalled, results: notCalled, swap: notCalled }
// `chains` names the bridge the document's examples show.
const crossChain: CrossChainService = {
  enabled: true,
  chains: () => [
    {
      chainId: 999,
      name: 'HyperEVM',
      nativeCurrency: { address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', symbol: 'HYPE', name: 'HYPE', decimals: 18 },
      wrappedNative: '0x5555555555555555555555555555555555555555',
      destinations: [1868],
      bridges: ['bridge-across'],
    },
  ],
  currencies: notCalled,
  quote: notCalled,
  status: notCalled,
}

let server: Awaited<ReturnType<typeof listen>>
beforeAll(async () => {
  const app = createApp({
    engines: [createFakeEngine().engine, createFakeEngine({ chainId: 1868 }).engine],
    keyStore: createKeyStore({ entries: [createApiKey({ partnerId: 7, feeRecipient: '0x4444444444444444444444444444444444444444' }).entry] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 10_000, infoPerMinute: 10_000, keyMultiplier: 10 } }),
    metrics: createMetrics(),
    logger: pino({ level: 'silent' }),
    version: '0.0.0-test',
    meta,
    crossChain: { service: crossChain, prefix: '' },
  })
  server = await listen({ app, port: 0 })
})
afterAll(async () => {
  await server.close()
})

type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { value: unknown }> }
type Operation = { operationId: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> }
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }

const fetchDocument = async () => (await (await fetch(`${server.url}/openapi.json`)).json()) as Document

describe('/docs', () => {
  test('is Swagger UI loading only files of the same origin, each served with its content type', async () => {
    const response = await fetch(`${server.url}/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    const html = await response.text()
    // No inline script: every <script> has a src (the policy allows only files from the server).
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="docs/swagger-ui-bundle.js">', '<script src="docs/init.js">'])
    const urls = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]!)
    expect(urls.sort()).toEqual(['data:,', 'docs/init.js', 'docs/swagger-ui-bundle.js', 'docs/swagger-ui.css', 'openapi.json'])
    const types: Record<string, RegExp> = { '.css': /^text\/css/, '.js': /^text\/javascript/, '.json': /^application\/json/ }
    for (const url of urls.filter((u) => u !== 'data:,')) {
      const resolved = new URL(url, `${server.url}/docs`)
      expect(resolved.origin).toBe(new URL(server.url).origin)
      const asset = await fetch(resolved)
      expect(asset.status, url).toBe(200)
      expect(asset.headers.get('content-type'), url).toMatch(types[url.slice(url.lastIndexOf('.'))]!)
      expect((await asset.text()).length, url).toBeGreaterThan(0)
    }
  })
  test('the renderer is the packaged Swagger UI, started on the server’s own document with try-it-out and no online validator', async () => {
    const bundle = await (await fetch(`${server.url}/docs/swagger-ui-bundle.js`)).text()
    expect(bundle).toContain('SwaggerUIBundle')
    const init = await (await fetch(`${server.url}/docs/init.js`)).text()
    expect(init).toContain("new URL('openapi.json', document.baseURI)")
    expect(init).toContain('tryItOutEnabled: true')
    expect(init).toContain('validatorUrl: null')
  })
  test('an unknown file under /docs is a 404 in the error shape', async () => {
    const response = await fetch(`${server.url}/docs/package.json`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'INVALID_PARAMETERS', message: 'No endpoint GET /docs/package.json.' })
  })
})

describe('/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document of the three APIs', async () => {
    const document = await fetchDocument()
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/chains',
        '/{chainId}/v1/sources',
        '/{chainId}/v1/tokens',
        '/{chainId}/v1/quote',
        '/{chainId}/v1/quote/stream',
        '/{chainId}/v1/swap',
        '/{chainId}/v1/zap',
        '/{chainId}/v1/rebalance',
        '/competitions',
        '/quotes',
        '/competitions/{id}/results',
        '/swap',
        '/v1/chains',
        '/v1/currencies',
        '/v1/quote',
        '/v1/transactions/{sourceTxHash}',
      ].sort(),
    )
  })
  test('every request body and every response has an example that its schema accepts', async () => {
    const document = await fetchDocument()
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    ajv.addSchema({ $id: 'doc', components: document.components })
    const checked: string[] = []
    const check = (where: string, media: Media | undefined) => {
      expect(media?.schema, where).toBeDefined()
      const values = media?.examples ? Object.values(media.examples).map((example) => example.value) : [media?.example]
      expect(values.length, where).toBeGreaterThan(0)
      const validate = ajv.compile({ $ref: `doc${(media!.schema as { $ref: string }).$ref}` })
      for (const value of values) {
        expect(value, `${where}: no example`).toBeDefined()
        expect(validate(value), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      }
      checked.push(where)
    }
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.requestBody) check(`${method} ${path} request`, operation.requestBody.content['application/json'])
        for (const [status, response] of Object.entries(operation.responses)) {
          const events = response.content?.['text/event-stream']
          // A stream's events: each `data:` is a QuoteResponse.
          const data = typeof events?.example === 'string' ? events.example.match(/^data: (.*)$/m)?.[1] : undefined
          if (events) check(`${method} ${path} ${status}`, { schema: { $ref: '#/components/schemas/QuoteResponse' }, example: JSON.parse(data ?? 'null') })
          else check(`${method} ${path} ${status}`, response.content?.['application/json'])
        }
      }
    expect(checked.length).toBeGreaterThan(80)
  })
  test('nested objects are schemas of their own, and units are written out', async () => {
    const { components } = (await fetchDocument()) as { components: { schemas: Record<string, any> } }
    expect(components.schemas.QuoteResponse.properties.swaps.items).toEqual({ $ref: '#/components/schemas/SwapStep' })
    expect(components.schemas.SwapResponse.properties.quote).toEqual({ $ref: '#/components/schemas/QuoteResponse' })
    expect(components.schemas.QuoteResponse.properties.priceImpactPct.description).toMatch(/percent.*LP fees/)
    expect(components.schemas.SwapStep.properties.poolFee.description).toMatch(/fraction/)
    expect(components.schemas.QuoteRequest.properties.slippage.description).toMatch(/fraction/)
  })
})
