import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { slotFloodTokenAbi, slotFloodTokenBytecode } from '@sluice/contracts'
import { waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, defaultAggregatorPlugins, startServer } from '@sluice/server'
import { pino } from 'pino'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { addV2Pair } from './addV2Pair.js'

let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
})
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await sandbox?.stop()
})

/**
 * An HTTP relay in front of the sandbox's Anvil that counts the calls made to one contract: the
 * only way to see how much RPC work the server does for one request.
 */
async function countingRelay(upstream: string) {
  const counts = { toTarget: 0, target: '' }
  const relay = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const message = JSON.parse(body) as { method: string; params?: [{ to?: string }] }
    if ((message.method === 'eth_call' || message.method === 'eth_createAccessList') && message.params?.[0]?.to?.toLowerCase() === counts.target)
      counts.toTarget++
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => relay.close(() => resolve())))
  return { url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`, counts }
}

test('/swap of a token whose allowance view reads 3,000 slots costs a handful of RPC calls to it, not one per slot', async () => {
  const chain = sandbox.manifest.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  const deployer = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.rpcUrl) })
  const hash = await deployer.deployContract({
    abi: slotFloodTokenAbi,
    bytecode: slotFloodTokenBytecode,
    args: [3_000n, 10n ** 24n],
    chain: null,
    gas: 5_000_000n,
  })
  const flood = (await waitForReceipt({ client: client, hash })).contractAddress as Address
  await addV2Pair({ chain, token: flood, tokenAmount: 10n ** 23n, nativeAmount: 10n ** 21n })

  const relay = await countingRelay(chain.rpcUrl)
  relay.counts.target = flood.toLowerCase()
  const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
  const server = await startServer({
    config: { ...config, host: '127.0.0.1', chains: config.chains.map((c) => ({ ...c, rpcUrl: relay.url, rpcTimeoutMs: 10_000 })) },
    plugins: defaultSourcePlugins,
    aggregatorPlugins: defaultAggregatorPlugins,
    logger: pino({ level: 'silent' }),
  })
  stops.push(() => server.close())
  const swap = (user: Address) =>
    fetch(`${server.url}/999/v1/swap`, {
      method: 'POST',
      body: JSON.stringify({ tokenIn: flood, tokenOut: chain.wrappedNative, amountIn: '1000000000000000000', userAddress: user }),
    })

  relay.counts.toTarget = 0
  const first = await swap('0x00000000000000000000000000000000000a11ce')
  expect(first.status).toBe(200)
  const firstCalls = relay.counts.toTarget
  expect(firstCalls).toBeLessThanOrEqual(10)
  // Another user: the token's layout is cached, the calls are fewer still.
  relay.counts.toTarget = 0
  expect((await swap('0x0000000000000000000000000000000000000c0c')).status).toBe(200)
  expect(relay.counts.toTarget).toBeLessThanOrEqual(firstCalls)
})
