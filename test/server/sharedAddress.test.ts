import { Agent, request } from 'node:http'
import { afterAll, expect, test } from 'vitest'
import { fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

// Many clients behind one address (a NAT, a campus, a mobile carrier): 127.0.8.1 stands for it.
// Each client is its own keep-alive agent, as a browser or an SDK would be; the load generator
// paces them at 0.5 request/s each, staggered over the 2 s period.

const servers: { close(): Promise<void> }[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

const CLIENTS = 200
const ROUNDS = 3
const PERIOD_MS = 2_000
const body = JSON.stringify({ tokenIn: fakeTokens.usdc.address, tokenOut: fakeTokens.weth.address, amountIn: '1000' })

type Outcome = { status: number; retryAfter: string | undefined } | { error: string }

function quote(url: string, agent: Agent) {
  const { hostname, port } = new URL(url)
  return new Promise<Outcome>((resolve) => {
    const outgoing = request(
      {
        host: hostname,
        port: Number(port),
        method: 'POST',
        path: '/999/v1/quote',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }))
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      },
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    outgoing.end(body)
  })
}

test('200 keep-alive clients behind one address at 0.5 request/s each are all answered: 200, or 429/503 with Retry-After, never a reset', async () => {
  // Default connection bounds: 64 connections per address.
  const server = await startFakeServer({ limits: { apiPerMinute: 100_000 } })
  servers.push(server)
  const agents = Array.from({ length: CLIENTS }, () => new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.8.1' }))
  try {
    const started = Date.now()
    const outcomes = await Promise.all(
      agents.map(async (agent, client) => {
        const mine: Outcome[] = []
        for (let round = 0; round < ROUNDS; round++) {
          // Pacing of the load generator: this client's slot in the round.
          const at = started + round * PERIOD_MS + (client * PERIOD_MS) / CLIENTS
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))
          mine.push(await quote(server.url, agent))
        }
        return mine
      }),
    )
    const all = outcomes.flat()
    const failures = all.filter((outcome) => 'error' in outcome)
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([])
    expect(all).toHaveLength(CLIENTS * ROUNDS)
    for (const outcome of all) {
      if ('error' in outcome) continue
      expect([200, 429, 503]).toContain(outcome.status)
      if (outcome.status !== 200) expect(outcome.retryAfter).toMatch(/^[0-9]+$/)
    }
    // Every client got answers, not only the first 64 to connect.
    expect(outcomes.every((mine) => mine.some((outcome) => 'status' in outcome && outcome.status === 200))).toBe(true)
  } finally {
    for (const agent of agents) agent.destroy()
  }
})
