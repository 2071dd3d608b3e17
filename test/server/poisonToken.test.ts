import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultAggregatorPlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, startServer } from '@sluice/server'
import { pino } from 'pino'
import { type Address, createPublicClient, createWalletClient, getAddress, http, type PublicClient, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { configOf } from '../support/configOf.js'

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
})
afterAll(() => sandbox?.stop())

/** Runtime code that loops until it has burnt all the gas it was given, whatever it is called with. */
const GAS_BURNER = '0x5b600056'

test('a pair with a token whose metadata burns all gas never blocks the chain: the token is unsupported, its pool skipped and logged', async () => {
  const chain = sandbox.manifest.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  const poison = '0x00000000000000000000000000000000000bad01' as Address
  await client.request({ method: 'anvil_setCode' as never, params: [poison, GAS_BURNER] as never })
  // Anyone can create a V2 pair with any token (in a big block: it takes more gas than a fast block holds).
  const source = chain.sources.find((s) => s.kind === 'uniswap-v2')!
  const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[2]!.privateKey), transport: http(chain.rpcUrl) })
  const receipt = await inBigBlocks({
    rpcUrl: chain.rpcUrl,
    run: async () => {
      const hash = await wallet.writeContract({
        address: configOf(source).factory,
        abi: parseAbi(['function createPair(address, address) returns (address)']),
        functionName: 'createPair',
        args: [poison, chain.wrappedNative],
        chain: null,
      })
      return waitForReceipt({ client: client, hash })
    },
  })
  expect(receipt.status).toBe('success')

  // A server (re)started after the pair exists.
  const lines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
  const server = await startServer({
    config: { ...config, host: '127.0.0.1' },
    plugins: defaultSourcePlugins,
    aggregatorPlugins: defaultAggregatorPlugins,
    logger,
  })
  try {
    const stable = chain.tokens.find((token) => token.symbol === 'USDT0')!.address
    const quote = (tokenIn: Address) =>
      fetch(`${server.url}/999/v1/quote`, { method: 'POST', body: JSON.stringify({ tokenIn, tokenOut: stable, amountIn: '1000000000000000000' }) })
    const ok = await quote(NATIVE_TOKEN_ADDRESS)
    expect(ok.status).toBe(200)
    const poisoned = await quote(poison)
    expect(poisoned.status).toBe(400)
    expect(await poisoned.json()).toMatchObject({ error: 'INVALID_TOKEN' })
    expect(lines.filter((line) => line.msg === 'unsupported token: its pools are skipped').map((line) => line.token)).toEqual([getAddress(poison)])
  } finally {
    await server.close()
  }
})
