import { slotFloodTokenAbi, slotFloodTokenBytecode } from '@sluice/contracts'
import { waitForReceipt } from '@sluice/core'
import { defaultAggregatorPlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, startServer } from '@sluice/server'
import { pino } from 'pino'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startRpcRelay } from '../support/startRpcRelay.js'
import { addV2Pair } from './addV2Pair.js'

let sandbox: Sandbox
const stops: (() => Promise<void>)[] = []
beforeAll(async () => {
  // Chain 1868: the flood token's allowance view reads more slots than a call on 999 may spend
  // (HyperEVM's 2M block gas); the server's probing does not depend on the chain.
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
})
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await sandbox?.stop()
})

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

  // A relay in front of Anvil logs the requests: the only way to see how much RPC work one request costs.
  const relay = await startRpcRelay({ upstream: chain.rpcUrl })
  stops.push(() => relay.close())
  /** Calls to the token made through the relay since request `from`. */
  const callsToToken = (from: number) =>
    relay.requests
      .slice(from)
      .filter(
        ({ method, params }) =>
          (method === 'eth_call' || method === 'eth_createAccessList') &&
          (params?.[0] as { to?: string } | undefined)?.to?.toLowerCase() === flood.toLowerCase(),
      ).length
  const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
  const server = await startServer({
    config: { ...config, host: '127.0.0.1', chains: config.chains.map((c) => ({ ...c, rpcUrl: relay.url, rpcTimeoutMs: 10_000 })) },
    plugins: defaultSourcePlugins,
    aggregatorPlugins: defaultAggregatorPlugins,
    logger: pino({ level: 'silent' }),
  })
  stops.push(() => server.close())
  const swap = (user: Address) =>
    fetch(`${server.url}/1868/v1/swap`, {
      method: 'POST',
      body: JSON.stringify({ tokenIn: flood, tokenOut: chain.wrappedNative, amountIn: '1000000000000000000', userAddress: user }),
    })

  let from = relay.requests.length
  const first = await swap('0x00000000000000000000000000000000000a11ce')
  expect(first.status).toBe(200)
  const firstCalls = callsToToken(from)
  expect(firstCalls).toBeLessThanOrEqual(10)
  // Another user: the token's layout is cached, the calls are fewer still.
  from = relay.requests.length
  expect((await swap('0x0000000000000000000000000000000000000c0c')).status).toBe(200)
  expect(callsToToken(from)).toBeLessThanOrEqual(firstCalls)
})
