import { connect, type Socket } from 'node:net'
import { ChainUnavailableError } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { createApiKey, createKeyStore, serverConfigSchema, startServer } from '@sluice/server'
import { pino } from 'pino'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { waitFor } from '../support/waitFor.js'
import { createFakeEngine, fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

const servers: { close(): Promise<void> }[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})
async function start(parameters: Parameters<typeof startFakeServer>[0] = {}) {
  const server = await startFakeServer(parameters)
  servers.push(server)
  return server
}

const quoteBody = JSON.stringify({ tokenIn: fakeTokens.usdc.address, tokenOut: fakeTokens.weth.address, amountIn: '1000' })

/**
 * A raw TCP connection to the server, from `localAddress` (any 127.x.y.z is this machine: each
 * stands for another client): what it has answered, and whether it has closed.
 */
function rawConnection(url: string, localAddress?: string) {
  const { hostname, port } = new URL(url)
  const socket: Socket = connect({ port: Number(port), host: hostname, localAddress })
  let received = ''
  let isClosed = false
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      isClosed = true
      resolve()
    }),
  )
  socket.on('data', (chunk) => {
    received += chunk.toString()
  })
  socket.on('error', () => undefined)
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()))
  return { socket, connected, closed, received: () => received, isClosed: () => isClosed }
}
type RawConnection = ReturnType<typeof rawConnection>

const openConnections = (server: { server: { getConnections(callback: (error: Error | null, count: number) => void): void } }) =>
  new Promise<number>((resolve) => server.server.getConnections((_, count) => resolve(count)))

/** Waits until the server has dealt with every connection: each is open there or closed here. */
async function settled(server: Parameters<typeof openConnections>[0], connections: RawConnection[]) {
  await vi.waitFor(
    async () => expect((await openConnections(server)) + connections.filter((connection) => connection.isClosed()).length).toBe(connections.length),
    { timeout: 30_000, interval: 20 },
  )
}

/** A quote request whose body is only half sent: a request in flight on that connection until the rest comes. */
function startSlowQuote(connection: RawConnection) {
  connection.socket.write(`POST /999/v1/quote HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${quoteBody.length}\r\nConnection: close\r\n\r\n`)
  connection.socket.write(quoteBody.slice(0, 10))
  return async () => {
    connection.socket.write(quoteBody.slice(10))
    await connection.closed
    return connection.received()
  }
}

/** `GET /chains` on a new connection from `localAddress`: the answer, or '' when the connection was refused. */
async function chainsFrom(url: string, localAddress: string) {
  const connection = rawConnection(url, localAddress)
  connection.socket.write('GET /chains HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
  await connection.closed
  return connection.received()
}

describe('bodies and connections (item 3)', () => {
  test('a chunked body past 64 KiB is refused while it streams: the 400 comes before the body ends', async () => {
    const server = await start()
    const connection = rawConnection(server.url)
    await connection.connected
    connection.socket.write('POST /999/v1/quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    const chunk = 'x'.repeat(16 * 1024)
    // 128 KiB in chunks, and the body never ends (no final zero-length chunk).
    for (let i = 0; i < 8; i++) connection.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    await waitFor({ what: 'the answer’s head', probe: () => connection.received().includes('\r\n\r\n'), timeoutMs: 10_000, intervalMs: 20 })
    expect(connection.received()).toMatch(/^HTTP\/1\.1 400 /)
    connection.socket.destroy()
  })

  test('headers that never finish, and a body that never arrives, are cut off by the server', async () => {
    const server = await start({ listenOptions: { headersTimeoutMs: 400, requestTimeoutMs: 800 } })
    const slowHeaders = rawConnection(server.url)
    await slowHeaders.connected
    slowHeaders.socket.write('POST /999/v1/quote HTTP/1.1\r\nHost: localhost\r\n')
    await slowHeaders.closed
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /)

    const slowBody = rawConnection(server.url)
    await slowBody.connected
    slowBody.socket.write(`POST /999/v1/quote HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n${quoteBody.slice(0, 10)}`)
    await slowBody.closed
    expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  test('a connection beyond maxConnections is answered 503 with Retry-After, then closed; the others still work', async () => {
    const server = await start({ listenOptions: { maxConnections: 2, headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 } })
    const held = [rawConnection(server.url), rawConnection(server.url)]
    await Promise.all(held.map((connection) => connection.connected))
    // Both with a request in flight (idle ones would be closed to make room).
    const requests = new Promise<void>((resolve) => {
      let seen = 0
      server.server.on('request', () => ++seen === 2 && resolve())
    })
    const finish = held.map(startSlowQuote)
    await requests
    const extra = rawConnection(server.url)
    extra.socket.write('GET /chains HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await extra.closed
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503 [\s\S]*retry-after: 1\r\n[\s\S]*connection: close\r\n/i)
    expect(extra.received()).toContain('"error":"INTERNAL_ERROR"')
    expect(await finish[0]!()).toMatch(/^HTTP\/1\.1 200 /)
    held[1]!.socket.destroy()
  })
})

describe('connection exhaustion (issue 18, item 7)', () => {
  test('1,100 idle sockets from one address take 64 slots; another address is served, the flooder only trades its own idle ones', async () => {
    // Default bounds (1,024 connections, 64 per address); no timeout frees a slot during the test.
    const server = await start({ listenOptions: { headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 } })
    const flood: RawConnection[] = []
    try {
      for (let batch = 0; batch < 11; batch++) {
        const sockets = Array.from({ length: 100 }, () => rawConnection(server.url, '127.0.0.2'))
        flood.push(...sockets)
        await Promise.all(sockets.map((connection) => Promise.race([connection.connected, connection.closed])))
      }
      await settled(server, flood)
      expect(flood.filter((connection) => !connection.isClosed())).toHaveLength(64)
      expect(await chainsFrom(server.url, '127.0.0.3')).toMatch(/^HTTP\/1\.1 200 /)
      // Its request takes the place of one of its own idle sockets: it never holds more than 64.
      expect(await chainsFrom(server.url, '127.0.0.2')).toMatch(/^HTTP\/1\.1 200 /)
      await settled(server, flood)
      expect(flood.filter((connection) => !connection.isClosed())).toHaveLength(63)
    } finally {
      for (const connection of flood) connection.socket.destroy()
    }
  })

  test('near the cap, idle sockets are closed to make room; a connection with a request in flight is kept', async () => {
    const listenOptions = { maxConnections: 40, maxConnectionsPerAddress: 8, reservedConnections: 8, headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 }
    const server = await start({ listenOptions })
    const busy = rawConnection(server.url, '127.0.1.1')
    const flood: RawConnection[] = []
    try {
      await busy.connected
      const request = new Promise((resolve) => server.server.once('request', resolve))
      const finish = startSlowQuote(busy)
      await request
      // Six addresses, eight idle sockets each: 49 connections for 32 shared slots.
      for (let address = 1; address <= 6; address++) {
        const sockets = Array.from({ length: 8 }, () => rawConnection(server.url, `127.0.2.${address}`))
        flood.push(...sockets)
        await Promise.all(sockets.map((connection) => Promise.race([connection.connected, connection.closed])))
      }
      await settled(server, [busy, ...flood])
      expect(busy.isClosed()).toBe(false)
      expect(await openConnections(server)).toBe(32)
      expect(await chainsFrom(server.url, '127.0.3.1')).toMatch(/^HTTP\/1\.1 200 /)
      expect(await finish()).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      busy.socket.destroy()
      for (const connection of flood) connection.socket.destroy()
    }
  })

  test('a keep-alive connection idle after its request is closed for room; those with a request in flight are not', async () => {
    const server = await start({
      listenOptions: { maxConnections: 4, maxConnectionsPerAddress: 4, reservedConnections: 1, headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 },
    })
    // Node's keep-alive timeout frees no slot during the test.
    server.server.keepAliveTimeout = 60_000
    const keepAlive = rawConnection(server.url, '127.0.5.1')
    const busy = [rawConnection(server.url, '127.0.5.2'), rawConnection(server.url, '127.0.5.2')]
    try {
      keepAlive.socket.write('GET /chains HTTP/1.1\r\nHost: localhost\r\n\r\n')
      await vi.waitFor(() => expect(keepAlive.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\n/), { timeout: 30_000, interval: 20 })
      let seen = 0
      server.server.on('request', () => void seen++)
      const finish = busy.map(startSlowQuote)
      await vi.waitFor(() => expect(seen).toBe(2), { timeout: 30_000, interval: 20 })
      // Three of the three shared slots are open: a new client's connection takes the idle one's place.
      expect(await chainsFrom(server.url, '127.0.5.3')).toMatch(/^HTTP\/1\.1 200 /)
      await vi.waitFor(() => expect(keepAlive.isClosed()).toBe(true), { timeout: 10_000, interval: 20 })
      for (const done of finish) expect(await done()).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      keepAlive.socket.destroy()
      for (const connection of busy) connection.socket.destroy()
    }
  })

  test('an exempt address (a proxy) is not held to the per-address cap; another address at its cap is answered 503', async () => {
    const server = await start({
      listenOptions: { maxConnectionsPerAddress: 1, exemptAddresses: ['127.0.9.0/24'], headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 },
    })
    const busy = [rawConnection(server.url, '127.0.9.1'), rawConnection(server.url, '127.0.10.1')]
    try {
      let seen = 0
      server.server.on('request', () => void seen++)
      await Promise.all(busy.map((connection) => connection.connected))
      const finish = busy.map(startSlowQuote)
      await vi.waitFor(() => expect(seen).toBe(2), { timeout: 30_000, interval: 20 })
      expect(await chainsFrom(server.url, '127.0.9.1')).toMatch(/^HTTP\/1\.1 200 /)
      expect(await chainsFrom(server.url, '127.0.10.1')).toMatch(/^HTTP\/1\.1 503 [\s\S]*retry-after: 1\r\n/i)
      for (const done of finish) expect(await done()).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      for (const connection of busy) connection.socket.destroy()
    }
  })

  test('bounds that cannot hold are refused before the server listens', async () => {
    await expect(startFakeServer({ listenOptions: { maxConnections: 10, reservedConnections: 10 } })).rejects.toThrow(/reservedConnections/)
    await expect(startFakeServer({ listenOptions: { maxConnections: 10, maxConnectionsPerAddress: 11 } })).rejects.toThrow(/maxConnectionsPerAddress/)
  })

  test('the reserve is kept for new addresses: with every shared slot busy, a connected address gets no more, a new one is served', async () => {
    const listenOptions = { maxConnections: 40, maxConnectionsPerAddress: 8, reservedConnections: 8, headersTimeoutMs: 60_000, requestTimeoutMs: 120_000 }
    const server = await start({ listenOptions })
    const held: RawConnection[] = []
    try {
      let seen = 0
      server.server.on('request', () => void seen++)
      const withRequests = async (sockets: RawConnection[]) => {
        held.push(...sockets)
        await Promise.all(sockets.map((connection) => connection.connected))
        for (const connection of sockets) startSlowQuote(connection)
        await vi.waitFor(() => expect(seen).toBe(held.length), { timeout: 30_000, interval: 20 })
      }
      // Four addresses, eight connections each, every one with a request in flight: the 32 shared slots.
      for (let address = 1; address <= 4; address++) await withRequests(Array.from({ length: 8 }, () => rawConnection(server.url, `127.0.4.${address}`)))
      await withRequests([rawConnection(server.url, '127.0.4.5')])
      // 127.0.4.5 took a reserved slot as a new address; its second connection is answered 503, then closed.
      expect(await chainsFrom(server.url, '127.0.4.5')).toMatch(/^HTTP\/1\.1 503 [\s\S]*retry-after: 1\r\n/i)
      expect(await chainsFrom(server.url, '127.0.4.6')).toMatch(/^HTTP\/1\.1 200 /)
      expect(held.filter((connection) => connection.isClosed())).toHaveLength(0)
    } finally {
      for (const connection of held) connection.socket.destroy()
    }
  })
})

describe('invalid keys (item 4)', () => {
  test('wrong keys spend the address budget before they are checked: 401 twice, then 429', async () => {
    // Three attempts per minute with an unverified key; the partner's own first use takes one.
    const server = await start({ limits: { apiPerMinute: 3 } })
    expect((await fetch(`${server.url}/1868/v1/sources`, { headers: { authorization: `Bearer ${server.key}` } })).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const headers = { authorization: `Bearer sluice_deadbeef_${'A'.repeat(30)}${i}` }
      statuses.push((await fetch(`${server.url}/999/v1/quote`, { method: 'POST', body: quoteBody, headers })).status)
    }
    expect(statuses).toEqual([401, 401, ...Array(18).fill(429)])
    // A key verified before keeps its own budget (10x), untouched by the attack.
    const keyed = await fetch(`${server.url}/1868/v1/sources`, { headers: { authorization: `Bearer ${server.key}` } })
    expect(keyed.status).toBe(200)
  })

  test('scrypt keys are checked off the event loop: other work runs while a key is hashed', async () => {
    const { key, entry } = createApiKey({ partnerId: 1, feeRecipient: '0x4444444444444444444444444444444444444444', algorithm: 'scrypt' })
    const store = createKeyStore({ entries: [entry] })
    let ranMeanwhile = false
    setImmediate(() => {
      ranMeanwhile = true
    })
    const pending = store.authenticate(`Bearer ${key}`)
    expect(ranMeanwhile).toBe(false)
    expect((await pending)?.partnerId).toBe(1)
    expect(ranMeanwhile).toBe(true)
    expect(store.verified(`Bearer ${key}`)?.partnerId).toBe(1)
  })
})

describe('client addresses behind a proxy (item 5)', () => {
  const quote = (url: string, forwardedFor: string) =>
    fetch(`${url}/999/v1/quote`, { method: 'POST', body: quoteBody, headers: { 'x-forwarded-for': forwardedFor } })

  test('one trusted hop: rotating the client-controlled left of X-Forwarded-For gains nothing', async () => {
    const server = await start({ limits: { apiPerMinute: 2 }, trustProxy: 1 })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await quote(server.url, `10.9.8.${i}, 203.0.113.7`)).status)
    expect(statuses).toEqual([200, 200, ...Array(8).fill(429)])
    // Another client (what the proxy appended differs) has its own budget.
    expect((await quote(server.url, '203.0.113.8')).status).toBe(200)
  })

  test('IPv6 clients share one budget per /64; garbage in the trusted position is not a fresh bucket', async () => {
    const server = await start({ limits: { apiPerMinute: 2 }, trustProxy: ['127.0.0.1/32'] })
    const statuses: number[] = []
    for (let i = 1; i <= 5; i++) statuses.push((await quote(server.url, `2001:db8:1:2::${i.toString(16)}`)).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429])
    expect((await quote(server.url, '2001:db8:1:3::1')).status).toBe(200)
    const garbage: number[] = []
    for (let i = 0; i < 4; i++) garbage.push((await quote(server.url, `not-an-ip-${i}`)).status)
    expect(garbage).toEqual([200, 200, 429, 429])
  })
})

describe('logs (item 7)', () => {
  test('a failure with a huge cause logs one bounded line, its stack only at debug level', async () => {
    const huge = new Error(`RPC error\n${`calldata 0x${'ab'.repeat(2_000)}\n`.repeat(5)}`)
    const engine = createFakeEngine().engine
    engine.quote = async () => {
      throw new ChainUnavailableError({ chainId: 999, cause: huge, details: `Last sync failed: ${huge.message}` })
    }
    for (const level of ['info', 'debug'] as const) {
      const lines: string[] = []
      const server = await start({ engines: [engine], logger: pino({ level }, { write: (line: string) => void lines.push(line) }) })
      const response = await fetch(`${server.url}/999/v1/quote`, { method: 'POST', body: quoteBody })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'Chain 999 is unavailable. Retry shortly.' })
      const requestLines = lines.filter((line) => line.includes('"endpoint":"quote"'))
      expect(requestLines).toHaveLength(1)
      const line = JSON.parse(requestLines[0]!) as { error: string; stack?: string; status: number }
      expect(line.status).toBe(503)
      expect(line.error).toBe('Chain 999 is unavailable. (RPC error)')
      if (level === 'info') {
        expect(requestLines[0]!.length).toBeLessThan(1_000)
        expect(line.stack).toBeUndefined()
      } else expect(line.stack).toContain('ChainUnavailableError')
    }
  })
})

describe('/metrics (hygiene)', () => {
  test('behind a token', async () => {
    const server = await start({ metricsToken: 'metrics-token-0123456789' })
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401)
    const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } })
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('sluice_http_requests_total')
  })

  test('on a listener of its own: not on the API port', async () => {
    // A chain the fake engine stands in for: only the config's shape matters here.
    const chain = {
      chainId: 999,
      name: 'HyperEVM',
      rpcUrl: 'http://127.0.0.1:1',
      wrappedNative: fakeTokens.weth.address,
      sources: [{ id: 0, name: 'Fake', kind: 'uniswap-v2', config: {} }],
    }
    const config = serverConfigSchema.parse({ port: 0, host: '127.0.0.1', chains: [chain], metrics: { port: 0 } })
    const server = await startServer({
      config,
      plugins: defaultSourcePlugins,
      createEngine: async () => createFakeEngine().engine,
      logger: pino({ level: 'silent' }),
    })
    servers.push(server)
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
    expect(server.metricsUrl).toBeDefined()
    const metrics = await fetch(`${server.metricsUrl}/metrics`)
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('sluice_http_requests_total')
    expect((await fetch(`${server.metricsUrl}/999/v1/sources`)).status).toBe(404)
  })
})
