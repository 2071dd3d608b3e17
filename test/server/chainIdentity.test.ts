import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isSluiceError, NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, runConfigCheck } from '@sluice/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from '../support/postJson.js'
import { startRpcRelay } from '../support/startRpcRelay.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

// Real Anvil nodes: the sandbox's 999 and 1868, and a loopback relay that puts either (or none) behind one URL.
let sandbox: Sandbox
let hyperEvm: ChainManifest
let soneium: ChainManifest

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins })
  hyperEvm = sandbox.manifest.chains.find((chain) => chain.chainId === 999)!
  soneium = sandbox.manifest.chains.find((chain) => chain.chainId === 1868)!
})
afterAll(() => sandbox?.stop())

/** The sandbox's chain 999 only, its RPC URL(s) replaced. */
const serve999 = (rpcUrl: string | string[]) =>
  startSandboxServer({
    manifest: { ...sandbox.manifest, chains: [hyperEvm] },
    chains: (chain) => ({ ...chain, rpcUrl, webSocketUrl: undefined, pollingIntervalMs: 200 }),
  })

describe('the server checks which chain its nodes serve', () => {
  it('refuses to start a config for 999 pointed at the 1868 node: a config error naming the chain, the URL and both IDs', async () => {
    const failure = await serve999(soneium.rpcUrl).then(
      async (server) => {
        await server.close()
        return undefined
      },
      (error: unknown) => error,
    )
    expect(isSluiceError(failure, 'InvalidConfigError')).toBe(true)
    expect((failure as Error).message).toBe(`Chain 999 (HyperEVM): the node at ${soneium.rpcUrl} serves chain 1868, not 999. Check the chain's rpcUrl.`)
  })

  it('refuses a fallback list with one node of another chain', async () => {
    await expect(serve999([hyperEvm.rpcUrl, soneium.rpcUrl])).rejects.toThrow(`the node at ${soneium.rpcUrl} serves chain 1868, not 999`)
  })

  it('a node replaced behind its URL by one of another chain: 503 on the chain, /healthz names it; the right node back, it serves again', async () => {
    const relay = await startRpcRelay({ upstream: hyperEvm.rpcUrl })
    const server = await serve999(relay.url)
    try {
      const quote = () =>
        postJson({
          url: `${server.url}/999/v1/quote`,
          body: { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: hyperEvm.tokens.find((t) => t.symbol === 'USDT0')!.address, amountIn: '1000000000000000000' },
        })
      const health = async () => {
        const answer = await fetch(`${server.url}/healthz`)
        return { status: answer.status, body: (await answer.json()) as { chains: { chainId: number; ok: boolean; problem?: string }[] } }
      }
      expect((await quote()).status).toBe(200)
      // The node goes away (its requests fail), and another chain's node answers at its URL.
      const seen = relay.requests.length
      relay.upstream = 'http://127.0.0.1:1'
      await waitFor({ what: 'a request to the dead node', probe: () => relay.requests.length > seen + 1 })
      relay.upstream = soneium.rpcUrl
      const named = await waitFor({
        what: '/healthz naming the mismatch',
        probe: async () => {
          const answer = await health()
          return answer.body.chains[0]?.problem?.includes('Chain ID mismatch') && answer
        },
      })
      expect(named.status).toBe(503)
      expect(named.body.chains[0]).toMatchObject({ chainId: 999, ok: false })
      expect(named.body.chains[0]!.problem).toContain(`the node at ${new URL(relay.url).origin} serves chain 1868, not 999; the chain is not served.`)
      const refused = await quote()
      expect(refused.status).toBe(503)
      expect(refused.json).toMatchObject({ error: 'INTERNAL_ERROR', message: expect.stringContaining('Chain 999 is unavailable.') })
      // The right node back behind the URL: the chain is served again.
      relay.upstream = hyperEvm.rpcUrl
      await waitFor({ what: 'the chain served again', probe: async () => (await quote()).status === 200, timeoutMs: 30_000, intervalMs: 200 })
    } finally {
      await server.close()
      await relay.close()
    }
  })

  it('`config check` reads the chain ID of every node, more than once: a wrong node and one that answers another chain at times are errors', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sluice-chain-id-'))
    // A load balancer over a node of each chain: requests go to each in turn.
    let turn = 0
    const balancer = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const upstream = turn++ % 2 === 0 ? hyperEvm.rpcUrl : soneium.rpcUrl
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    })
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve))
    try {
      const config = structuredClone(configFromManifest({ manifest: { ...sandbox.manifest, chains: [hyperEvm] }, port: 0 }))
      config.chains[0]!.rpcUrl = [hyperEvm.rpcUrl, soneium.rpcUrl]
      const path = join(folder, 'config.json')
      writeFileSync(path, JSON.stringify(config))
      const lines: string[] = []
      const { errors } = await runConfigCheck({ configPath: path, write: (line) => lines.push(line) })
      expect(errors).toBe(1)
      expect(lines).toContain(`error   HyperEVM (999) via ${soneium.rpcUrl} chain 999: the node serves chain 1868, not 999.`)

      config.chains[0]!.rpcUrl = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`
      writeFileSync(path, JSON.stringify(config))
      const flapping: string[] = []
      await runConfigCheck({ configPath: path, write: (line) => flapping.push(line) })
      expect(flapping.filter((line) => line.startsWith('error')).join('\n')).toMatch(
        /chain 999: read 4 more times, the node answered chain IDs (999, 1868|1868, 999), \1: it must answer 999 every time\./,
      )
    } finally {
      balancer.closeAllConnections()
      await new Promise((resolve) => balancer.close(resolve))
    }
  })
})
