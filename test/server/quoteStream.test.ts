import type { ChainEngine, EngineStateChange } from '@sluice/core'
import { createApp, createKeyStore, createMetrics, createQuoteStreams, createRateLimiter, listen, type QuoteStreams } from '@sluice/server'
import { pino } from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from '../support/waitFor.js'
import { createFakeEngine, fakeTokens } from './createFakeEngine.js'

/**
 * `GET /{chainId}/v1/quote/stream` over HTTP on loopback, on the HTTP layer's stand-in engine
 * (`createFakeEngine`) whose state changes the test announces: the events, the bounds, idle and
 * shutdown. The stream over a real chain, block by block, is `watchQuote`'s test
 * (test/client/watchQuote.e2e.test.ts).
 */

type Event = { event: string; data: string }

/** An open stream's events as they arrive (comments as `event: 'comment'`). */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(url, { signal: controller.signal, headers })
  const events: Event[] = []
  let ended = false
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          buffer += value
          let cut = buffer.indexOf('\n\n')
          while (cut >= 0) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            if (block.startsWith(':')) events.push({ event: 'comment', data: block.slice(1).trim() })
            else {
              const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))
              events.push({ event: fields.event ?? 'message', data: fields.data ?? '' })
            }
            cut = buffer.indexOf('\n\n')
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true
    })()
  }
  return { response, events, ended: () => ended, close: () => controller.abort() }
}

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

/** The server over a stand-in engine whose `onStateChange` the test drives. */
async function startServer({ streams }: { streams: QuoteStreams }) {
  const fake = createFakeEngine()
  const listeners = new Set<(change: EngineStateChange) => void>()
  let block = 42n
  const engine: ChainEngine = {
    ...fake.engine,
    onStateChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const app = createApp({
    engines: [engine],
    keyStore: createKeyStore({ entries: [] }),
    rateLimiter: createRateLimiter({ limits: { apiPerMinute: 5, infoPerMinute: 10_000, keyMultiplier: 10 } }),
    metrics: createMetrics(),
    logger: pino({ level: 'silent' }),
    version: '0.0.0-test',
    // One proxy hop: a test names other clients in X-Forwarded-For.
    trustProxy: 1,
    quoteStreams: streams,
  })
  const server = await listen({ app, port: 0 })
  stop = async () => {
    streams.close()
    await server.close()
  }
  const newBlock = () => {
    block++
    for (const listener of listeners) listener({ blockNumber: block, kind: 'logs', changed: [], added: [] })
  }
  return { ...server, fake, listeners, newBlock }
}

const order = (amountIn: string, tokenOut: string = fakeTokens.usdc.address) =>
  `/999/v1/quote/stream?tokenIn=${fakeTokens.weth.address}&tokenOut=${tokenOut}&amountIn=${amountIn}&slippage=0.01`

describe('quote stream', () => {
  test('a quote at once, another only when the answer changes, an error event while quotes fail, pings', async () => {
    const server = await startServer({ streams: createQuoteStreams({ heartbeatMs: 50 }) })
    const stream = await openStream(`${server.url}${order('1000')}`)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('cache-control')).toBe('no-store')
    const first = await waitFor({ what: 'the first quote', probe: () => stream.events.find((event) => event.event === 'quote') })
    // /quote's body, as POST /quote answers it.
    const posted = await fetch(`${server.url}/999/v1/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokenIn: fakeTokens.weth.address, tokenOut: fakeTokens.usdc.address, amountIn: '1000', slippage: 0.01 }),
    })
    expect(JSON.parse(first.data)).toEqual(await posted.json())
    await waitFor({ what: 'a ping', probe: () => stream.events.some((event) => event.event === 'comment' && event.data === 'ping') })

    // A new block with the same answer sends nothing; the chain going down sends its error once.
    const quotes = server.fake.state.quotes
    server.newBlock()
    await waitFor({ what: 'the quote at the new block', probe: () => server.fake.state.quotes > quotes })
    server.fake.state.down = true
    server.newBlock()
    server.newBlock()
    const error = await waitFor({ what: 'the error event', probe: () => stream.events.find((event) => event.event === 'error') })
    expect(JSON.parse(error.data)).toEqual({ error: 'INTERNAL_ERROR', message: expect.stringContaining('unavailable') })
    server.fake.state.down = false
    server.newBlock()
    await waitFor({ what: 'the quote again', probe: () => stream.events.filter((event) => event.event === 'quote').length === 2 })
    expect(stream.events.filter((event) => event.event !== 'comment').map((event) => event.event)).toEqual(['quote', 'error', 'quote'])
    stream.close()
  })

  test('an invalid order is answered with its JSON error, no stream; opening one costs a quote of the rate limit', async () => {
    const server = await startServer({ streams: createQuoteStreams() })
    const bad = await fetch(`${server.url}/999/v1/quote/stream?tokenIn=${fakeTokens.weth.address}&tokenOut=${fakeTokens.usdc.address}&amountIn=1&slippage=2`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'INVALID_PARAMETERS', message: expect.stringContaining('slippage') })
    const both = await fetch(`${server.url}${order('1000')}&amountOut=5`)
    expect(await both.json()).toEqual({ error: 'INVALID_PARAMETERS', message: 'Give exactly one of amountIn (sell) or amountOut (buy).' })
    const unknown = await fetch(`${server.url}${order('1000', '0x9999999999999999999999999999999999999999')}`)
    expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([400, 'INVALID_TOKEN'])
    const sources = await fetch(`${server.url}${order('1000')}&includedSources=0,x`)
    expect(sources.status).toBe(400)
    // A quote failure is not an input error: the stream opens and says it.
    const lonely = await openStream(`${server.url}${order('1000', fakeTokens.lonely.address)}`)
    expect(lonely.response.status).toBe(200)
    const error = await waitFor({ what: 'the error event', probe: () => lonely.events.find((event) => event.event === 'error') })
    expect(JSON.parse(error.data)).toEqual({ error: 'NO_ROUTE_FOUND', message: 'No pool connects the tokens.' })
    lonely.close()
    // The budget is 5 a minute: the four refused orders spent four (the limit runs before validation), the stream the fifth.
    const limited = await fetch(`${server.url}${order('1000')}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).not.toBeNull()
  })

  test('bounded per client (429) and in all (503), in the documented shape; a closed stream frees its slot', async () => {
    const streams = createQuoteStreams({ perClient: 2, total: 3 })
    const server = await startServer({ streams })
    const a = await openStream(`${server.url}${order('1')}`)
    const b = await openStream(`${server.url}${order('2')}`)
    const refused = await fetch(`${server.url}${order('3')}`)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: 'INVALID_PARAMETERS',
      message: 'Too many quote streams: this client holds 2, the most it may; close one first.',
    })
    a.close()
    await waitFor({ what: 'the closed stream to free its slot', probe: () => streams.size() === 1 })
    const c = await openStream(`${server.url}${order('3')}`)
    expect(c.response.status).toBe(200)
    // Another client: the server's total is the bound.
    const other = { 'X-Forwarded-For': '10.0.0.2' }
    const d = await openStream(`${server.url}${order('4')}`, other)
    expect(d.response.status).toBe(200)
    const full = await fetch(`${server.url}${order('5')}`, { headers: other })
    expect(full.status).toBe(503)
    expect(full.headers.get('retry-after')).toBe('1')
    expect(await full.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'The server holds as many quote streams as it may. Retry shortly.' })
    for (const stream of [b, c, d]) stream.close()
    await waitFor({ what: 'every stream to close', probe: () => streams.size() === 0 })
  })

  test('closed when idle and on shutdown, with an end event; the engine is no longer followed', async () => {
    const streams = createQuoteStreams({ idleMs: 300 })
    const server = await startServer({ streams })
    const idle = await openStream(`${server.url}${order('1')}`)
    await waitFor({ what: 'the idle stream to end', probe: idle.ended })
    expect(idle.events.map((event) => event.event)).toEqual(['quote', 'end'])
    expect(JSON.parse(idle.events[1]!.data)).toEqual({ reason: 'idle' })
    expect(server.listeners.size).toBe(0)

    const open = await openStream(`${server.url}${order('2')}`)
    await waitFor({ what: 'the first quote', probe: () => open.events.length > 0 })
    expect(server.listeners.size).toBe(1)
    // The server's shutdown (`startServer` closes the streams before the listener): nothing is left open.
    await stop?.()
    stop = undefined
    await waitFor({ what: 'the stream to end', probe: open.ended })
    expect(open.events.at(-1)).toEqual({ event: 'end', data: '{"reason":"shutdown"}' })
    expect([streams.size(), server.listeners.size]).toEqual([0, 0])
  })
})
