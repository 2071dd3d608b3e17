import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { resultsResponseSchema } from '@sluice/server'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startRedis } from '../server/startRedis.js'
import { startMetaServer } from './startMetaServer.js'

let sandbox: Sandbox
let redis: Awaited<ReturnType<typeof startRedis>>
let servers: Awaited<ReturnType<typeof startMetaServer>>[] = []
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  redis = await startRedis()
  servers = [
    // Two instances on one Redis, with a short TTL.
    await startMetaServer({ sandbox, redisUrl: redis.url, meta: { ttlSeconds: 3 } }),
    await startMetaServer({ sandbox, redisUrl: redis.url, meta: { ttlSeconds: 3 } }),
    // One on its own memory.
    await startMetaServer({ sandbox, meta: { ttlSeconds: 1 } }),
  ]
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await redis?.stop()
  await sandbox?.stop()
})

const chain = () => sandbox.manifest.chains[0]!
const order = () => ({
  chainId: 999,
  tokenIn: chain().tokens.find((t) => t.symbol === 'USDT0')!.address,
  tokenOut: chain().tokens.find((t) => t.symbol === 'WHYPE')!.address,
  amountIn: '1000000000',
  userAddress: chain().accounts[0]!.address,
  slippage: 0.01,
})
async function call(url: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, { method, body: body === undefined ? null : JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
/** Waits until every server follows the chain (its quotes do not answer 503). */
async function waitForHealth() {
  for (const server of servers) while ((await fetch(`${server.url}/healthz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50))
}
async function waitUntil(iso: string) {
  while (Date.now() <= Date.parse(iso) + 50) await new Promise((resolve) => setTimeout(resolve, 100))
}

test('two instances share one competition through Redis, until it expires (410 on both)', async () => {
  const [a, b] = servers as [Awaited<ReturnType<typeof startMetaServer>>, Awaited<ReturnType<typeof startMetaServer>>]
  await waitForHealth()
  const { json: competition } = await call(a.url, 'POST', '/competitions', order())
  const id = String(competition.competitionId)
  // Quotes through B, in parallel; results and the swap through A.
  const quotes = await Promise.all(['sluice', 'direct-dex'].map((aggregator) => call(b.url, 'POST', `/quotes?aggregator=${aggregator}&competitionId=${id}`)))
  expect(
    quotes.map((quote) => quote.status),
    JSON.stringify(quotes),
  ).toEqual([200, 200])
  const results = resultsResponseSchema.parse((await call(a.url, 'GET', `/competitions/${id}/results`)).json)
  expect(results.quotes.map((quote) => quote.aggregator).sort()).toEqual(['direct-dex', 'sluice'])
  // The direct-dex route found by B travels through Redis to A's swap.
  const swap = await call(a.url, 'POST', `/swap?aggregator=direct-dex&competitionId=${id}`)
  expect(swap.status, JSON.stringify(swap.json)).toBe(200)
  expect(swap.json.amountOut).toBe(results.quotes.find((quote) => quote.aggregator === 'direct-dex')!.amountOut)
  const probe = new Redis(redis.url)
  expect(await probe.exists(`sluice:meta:${id}`, `sluice:meta:${id}:quotes`)).toBe(2)
  probe.disconnect()

  await waitUntil(String(competition.expiresAt))
  for (const server of [a, b]) {
    expect(await call(server.url, 'GET', `/competitions/${id}/results`)).toMatchObject({ status: 410, json: { error: 'COMPETITION_EXPIRED' } })
    expect(await call(server.url, 'POST', `/quotes?aggregator=sluice&competitionId=${id}`)).toMatchObject({
      status: 410,
      json: { error: 'COMPETITION_EXPIRED' },
    })
    expect(await call(server.url, 'POST', `/swap?aggregator=sluice&competitionId=${id}`)).toMatchObject({ status: 410, json: { error: 'COMPETITION_EXPIRED' } })
  }
  // A competition of the memory-only instance is unknown to the others.
  const { json: local } = await call(servers[2]!.url, 'POST', '/competitions', order())
  expect(await call(a.url, 'GET', `/competitions/${local.competitionId}/results`)).toMatchObject({ status: 404, json: { error: 'COMPETITION_NOT_FOUND' } })
})

test('in memory too, an expired competition answers 410', async () => {
  const server = servers[2]!
  const { json: competition } = await call(server.url, 'POST', '/competitions', order())
  expect(Date.parse(String(competition.expiresAt)) - Date.now()).toBeLessThanOrEqual(1_000)
  await waitUntil(String(competition.expiresAt))
  expect(await call(server.url, 'POST', `/quotes?aggregator=sluice&competitionId=${competition.competitionId}`)).toMatchObject({
    status: 410,
    json: { error: 'COMPETITION_EXPIRED' },
  })
  expect(await call(server.url, 'GET', `/competitions/${competition.competitionId}/results`)).toMatchObject({ status: 410 })
})
