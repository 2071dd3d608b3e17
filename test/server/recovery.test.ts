import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { freePort, type Sandbox, startSandbox } from '@sluice/sandbox'
import { afterAll, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

test('when the chain dies quotes fail fast with 503, and recover by themselves when it returns', async () => {
  const port = await freePort()
  let sandbox: Sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], ports: { 999: port } })
  stops.push(() => sandbox.stop())
  const server = await startSandboxServer({ manifest: sandbox.manifest })
  stops.push(() => server.close())
  const stable = sandbox.manifest.chains[0]!.tokens.find((token) => token.symbol === 'USDT0')!.address
  const quote = async () => {
    const started = performance.now()
    const response = await fetch(`${server.url}/999/v1/quote`, {
      method: 'POST',
      body: JSON.stringify({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: stable, amountIn: '1000000000000000000' }),
    })
    return { status: response.status, body: (await response.json()) as { error?: string; message?: string }, ms: performance.now() - started }
  }
  const until = (what: string, probe: () => Promise<boolean>, timeoutMs: number) => waitFor({ what, probe, timeoutMs, intervalMs: 100 })

  expect((await quote()).status).toBe(200)
  await sandbox.stop()
  // The store notices within one polling interval; from then on every quote fails at once.
  await until('quotes to fail with 503', async () => (await quote()).status === 503, 5_000)
  const down = await quote()
  expect(down.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Chain 999 is unavailable. Retry shortly.' })
  expect(down.ms).toBeLessThan(250)
  const health = await fetch(`${server.url}/healthz`)
  expect(health.status).toBe(503)
  expect(await health.json()).toMatchObject({ status: 'degraded', chains: [{ chainId: 999, ok: false }] })

  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], ports: { 999: port } })
  await until('quotes to recover', async () => (await quote()).status === 200, 30_000)
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
})

test('a node that is down at start-up does not stop the server: 503 until it answers, then quotes', async () => {
  const port = await freePort()
  const first = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], ports: { 999: port } })
  await first.stop()
  const server = await startSandboxServer({ manifest: first.manifest })
  stops.push(() => server.close())
  const stable = first.manifest.chains[0]!.tokens.find((token) => token.symbol === 'USDT0')!.address
  const body = JSON.stringify({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: stable, amountIn: '1000000000000000000' })
  const quote = () => fetch(`${server.url}/999/v1/quote`, { method: 'POST', body })
  const down = await quote()
  expect(down.status).toBe(503)
  expect(await down.json()).toMatchObject({ error: 'INTERNAL_ERROR' })
  const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999], ports: { 999: port } })
  stops.push(() => sandbox.stop())
  await waitFor({ what: 'quotes once the node answers', probe: async () => (await quote()).status === 200, intervalMs: 100 })
})
