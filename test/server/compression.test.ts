import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

/**
 * Compressed transport over HTTP on loopback (Node's own client, which decodes nothing): the
 * explorer's and the docs' files and JSON answers over 1 kB arrive in brotli or gzip when the
 * request accepts it, plain when not, with `Vary: Accept-Encoding`, and decode to the plain bytes.
 */
let server: Awaited<ReturnType<typeof startFakeServer>>
beforeAll(async () => {
  server = await startFakeServer()
})
afterAll(async () => {
  await server?.close()
})

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(path: string, acceptEncoding?: string, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding
    if (body !== undefined) headers['content-type'] = 'application/json'
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

const decode = ({ headers, body }: Raw) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body

async function assetPaths(): Promise<string[]> {
  const page = (await get('/explorer')).body.toString()
  return [...page.matchAll(/explorer\/assets\/[\w.-]+/g)].map(([path]) => `/${path}`)
}

describe('compressed transport', () => {
  test("the explorer's and the docs' files: brotli or gzip as accepted, plain when not, the same bytes", async () => {
    const paths = [...(await assetPaths()), '/explorer', '/docs', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/openapi.json']
    expect(paths.filter((path) => path.startsWith('/explorer/assets/')).map((path) => path.slice(-3))).toEqual(['.js', 'css'])
    for (const path of paths) {
      const plain = await get(path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      // The explorer's page is under 1 kB: sent as it is.
      if (plain.body.length < 1024) {
        expect([plain.headers.vary, (await get(path, 'br')).headers['content-encoding']], path).toEqual([undefined, undefined])
        continue
      }
      expect(plain.headers.vary, path).toBe('Accept-Encoding')
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip;q=1', 'gzip'],
        ['*', 'br'],
      ] as const) {
        const compressed = await get(path, accept)
        expect([compressed.status, compressed.headers['content-encoding'], compressed.headers.vary], `${path} ${accept}`).toEqual([
          200,
          encoding,
          'Accept-Encoding',
        ])
        expect(compressed.body.length, path).toBeLessThan(plain.body.length)
        expect(decode(compressed).equals(plain.body), `${path} ${accept}`).toBe(true)
      }
      for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate'])
        expect((await get(path, accept)).headers['content-encoding'], `${path} ${accept}`).toBeUndefined()
    }
  })

  test('JSON answers over 1 kB are compressed; smaller ones are not', async () => {
    const quote = JSON.stringify({
      tokenIn: fakeTokens.weth.address,
      tokenOut: fakeTokens.usdc.address,
      amountIn: '1000',
      userAddress: fakeTokens.lonely.address,
    })
    const small = await get('/healthz', 'gzip, br')
    expect(small.body.length).toBeLessThan(1024)
    expect([small.headers['content-encoding'], small.headers.vary]).toEqual([undefined, undefined])
    const plain = await get('/999/v1/swap', undefined, 'POST', quote)
    expect(plain.body.length).toBeGreaterThan(1024)
    const compressed = await get('/999/v1/swap', 'gzip', 'POST', quote)
    expect([compressed.status, compressed.headers['content-encoding'], compressed.headers['content-type']]).toEqual([200, 'gzip', 'application/json'])
    // The same answer (the stand-in's state does not move).
    expect(JSON.parse(decode(compressed).toString())).toEqual(JSON.parse(plain.body.toString()))
  })
})
