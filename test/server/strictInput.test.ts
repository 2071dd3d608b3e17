import { createMemoryCompetitionStore, createMetaAggregator } from '@sluice/meta'
import { createApiKey, createApp, createKeyStore, createMetrics, createRateLimiter, listen } from '@sluice/server'
import { pino } from 'pino'
import { getAddress } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

const servers: { close(): Promise<void> }[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

/** The address with the case of its last hex letter flipped: its EIP-55 checksum no longer holds. */
function wrongChecksum(address: string) {
  const checksummed = getAddress(address)
  const index = [...checksummed].findLastIndex((character, i) => i > 1 && /[a-fA-F]/.test(character))
  const character = checksummed[index]!
  const flipped = character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase()
  return `${checksummed.slice(0, index)}${flipped}${checksummed.slice(index + 1)}`
}
const upperCase = (address: string) => `0x${address.slice(2).toUpperCase()}`

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

test('addresses are all lower case, all upper case or correctly checksummed; a wrong checksum is 400 with the field’s code', async () => {
  const server = await startFakeServer()
  servers.push(server)
  const usdc = fakeTokens.usdc.address
  const order = { tokenIn: usdc, tokenOut: fakeTokens.weth.address, amountIn: '1000' }
  for (const tokenIn of [usdc.toLowerCase(), upperCase(usdc), getAddress(usdc)])
    expect((await post(`${server.url}/999/v1/quote`, { ...order, tokenIn })).status, tokenIn).toBe(200)
  const badToken = await post(`${server.url}/999/v1/quote`, { ...order, tokenIn: wrongChecksum(usdc) })
  expect(badToken).toMatchObject({ status: 400, json: { error: 'INVALID_TOKEN' } })
  expect(badToken.json.message).toMatch(/^tokenIn: Mixed-case address with a wrong EIP-55 checksum/)
  const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const badUser = await post(`${server.url}/999/v1/swap`, { ...order, userAddress: wrongChecksum(user) })
  expect(badUser).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  expect(badUser.json.message).toMatch(/^userAddress: /)
})

test('the meta aggregator refuses a wrong checksum too (400 INVALID_PARAMETERS)', async () => {
  const logger = pino({ level: 'silent' })
  const app = createApp({
    engines: [],
    keyStore: createKeyStore({ entries: [createApiKey({ partnerId: 1, feeRecipient: '0x4444444444444444444444444444444444444444' }).entry] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 1_000, infoPerMinute: 1_000, keyMultiplier: 1, metaPerMinute: 1_000 } }),
    metrics: createMetrics(),
    logger,
    version: '0.0.0-test',
    meta: createMetaAggregator({
      adapters: [],
      chains: [],
      store: createMemoryCompetitionStore({ retentionMs: 1_000 }),
      ttlSeconds: 60,
      requestTimeoutMs: 1_000,
      logger,
    }),
  })
  const server = await listen({ app, port: 0 })
  servers.push(server)
  const order = {
    chainId: 999,
    tokenIn: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    tokenOut: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    amountIn: '1000000',
    userAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    slippage: 0.01,
  }
  for (const field of ['tokenIn', 'userAddress'] as const) {
    const answer = await post(`${server.url}/competitions`, { ...order, [field]: wrongChecksum(order[field]) })
    expect(answer, field).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
    expect(answer.json.message).toContain('EIP-55')
  }
  // Well-formed, it gets past validation (no chain is open to competitions here).
  expect((await post(`${server.url}/competitions`, order)).json.message).toMatch(/not open to competitions/)
})

test('a chain ID in a path is canonical decimal: /0999/ names no endpoint (404 in the error shape), /999/ is served', async () => {
  const server = await startFakeServer()
  servers.push(server)
  const order = { tokenIn: fakeTokens.usdc.address, tokenOut: fakeTokens.weth.address, amountIn: '1000' }
  expect((await post(`${server.url}/999/v1/quote`, order)).status).toBe(200)
  for (const path of ['/0999/v1/quote', '/00999/v1/quote', '/00/v1/quote']) {
    const answer = await post(`${server.url}${path}`, order)
    expect(answer, path).toEqual({ status: 404, json: { error: 'INVALID_PARAMETERS', message: `No endpoint POST ${path}.` } })
  }
  const sources = await fetch(`${server.url}/01868/v1/sources`)
  expect(sources.status).toBe(404)
  // An unknown chain in canonical form stays the spec's 400.
  expect((await post(`${server.url}/10/v1/quote`, order)).status).toBe(400)
})
