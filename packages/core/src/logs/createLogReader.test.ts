import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogReader, type LogRefusalEvent } from './createLogReader.js'

// A stand-in for a capped public node on loopback: it answers every `eth_getLogs` with HTTP 429,
// which no local node does on demand. The reader's reads against a real Anvil behind a capping
// proxy are tested in test/core/logs/createLogReader.test.ts.
async function startRateLimitingNode() {
  let getLogs = 0
  const server = createServer(async (request, response) => {
    for await (const _ of request);
    getLogs++
    response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Too Many Requests' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    client: createPublicClient({ transport: http(`http://127.0.0.1:${port}`, { retryCount: 0 }) }) as PublicClient,
    requests: () => getLogs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let node: Awaited<ReturnType<typeof startRateLimitingNode>>
beforeEach(async () => {
  node = await startRateLimitingNode()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await node.close()
})

/** The timers set for the reader's 10-minute backoff, and whether each was cleared (the fetch library sets timers of its own). */
function watchBackoffTimers() {
  const setTimer = vi.spyOn(globalThis, 'setTimeout')
  const clearTimer = vi.spyOn(globalThis, 'clearTimeout')
  return () =>
    setTimer.mock.calls.flatMap(([, delay], index) =>
      delay === 600_000 ? [{ cleared: clearTimer.mock.calls.some(([timer]) => timer === setTimer.mock.results[index]?.value) }] : [],
    )
}

/** A reader whose backoff after a rate limit is 10 minutes: only an abort can end it within the test. */
function readerWaitingOnRefusal(signal?: AbortSignal) {
  let refused!: (event: LogRefusalEvent) => void
  const refusal = new Promise<LogRefusalEvent>((resolve) => {
    refused = resolve
  })
  const reader = createLogReader({ retryDelay: 600_000, maxRetryDelay: 600_000, signal, onRefusal: (event) => refused(event) })
  return { reader, refusal }
}

describe('createLogReader: the wait after a rate limit', () => {
  it.each([
    ['the reader’s signal', 'reader'],
    ['the read’s signal', 'read'],
  ] as const)('ends at once when %s aborts: the read rejects with the abort and no timer is left', async (_, which) => {
    const controller = new AbortController()
    const backoffTimers = watchBackoffTimers()
    const { reader, refusal } = readerWaitingOnRefusal(which === 'reader' ? controller.signal : undefined)
    const read = reader.read({ client: node.client, fromBlock: 0n, toBlock: 10n, ...(which === 'read' ? { signal: controller.signal } : {}) })
    const outcome = read.then(
      () => 'resolved',
      (error: unknown) => error,
    )

    await expect(refusal).resolves.toMatchObject({ kind: 'rate', action: 'retry', delayMs: 600_000 })
    controller.abort()

    expect(await outcome).toMatchObject({ name: 'AbortError' })
    expect(backoffTimers()).toEqual([{ cleared: true }])
    expect(node.requests()).toBe(1)
  })

  it('refuses to read once its signal has aborted, sending nothing', async () => {
    const controller = new AbortController()
    controller.abort()
    const { reader } = readerWaitingOnRefusal(controller.signal)
    await expect(reader.read({ client: node.client, fromBlock: 0n, toBlock: 10n })).rejects.toMatchObject({ name: 'AbortError' })
    expect(node.requests()).toBe(0)
  })
})
