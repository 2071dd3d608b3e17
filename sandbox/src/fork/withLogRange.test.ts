import { createPublicClient, createTestClient, createWalletClient, custom, http, type PublicClient } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { withLogRange } from './withLogRange.js'

let anvil: RunningAnvil
let client: PublicClient
/** The `eth_getLogs` filters that reached the node. */
const asked: { fromBlock: string; toBlock: string }[] = []
/** A contract whose every call emits an empty LOG0: PUSH1 0, PUSH1 0, LOG0, STOP. */
const emitter = '0x00000000000000000000000000000000000e0e0e'

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const node = createPublicClient({ transport: http(anvil.rpcUrl, { timeout: 60_000 }) })
  client = createPublicClient({
    transport: custom({
      request: ({ method, params }) => {
        if (method === 'eth_getLogs') asked.push((params as { fromBlock: string; toBlock: string }[])[0]!)
        return node.request({ method, params } as never)
      },
    }),
  }) as PublicClient
  const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl, { timeout: 60_000 }) })
  await test.setCode({ address: emitter, bytecode: '0x60006000a000' })
  const wallet = createWalletClient({
    account: mnemonicToAccount('test test test test test test test test test test test junk'),
    transport: http(anvil.rpcUrl, { timeout: 60_000 }),
  })
  // Logs in blocks 1, 1,002 and 2,503 of a 2,503-block chain.
  for (const gap of [0, 1000, 1500]) {
    if (gap > 0) await test.mine({ blocks: gap })
    const hash = await wallet.sendTransaction({ to: emitter, chain: null })
    await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
})
afterAll(async () => {
  await anvil?.stop()
})

it('asks a range wider than maxLogRange in consecutive ranges of at most that many blocks, and answers all their logs in chain order', async () => {
  const bounded = withLogRange({ client, maxLogRange: 1_000n })
  asked.length = 0
  const logs = await bounded.getLogs({ address: emitter, fromBlock: 0n, toBlock: 2_503n })
  expect(asked.map(({ fromBlock, toBlock }) => [BigInt(fromBlock), BigInt(toBlock)])).toEqual([
    [0n, 999n],
    [1_000n, 1_999n],
    [2_000n, 2_503n],
  ])
  expect(logs.map((log) => log.blockNumber)).toEqual([1n, 1_002n, 2_503n])
  expect(logs).toEqual(await client.getLogs({ address: emitter, fromBlock: 0n, toBlock: 2_503n }))
})

it('passes a range within maxLogRange, and a filter by block tag, unchanged', async () => {
  const bounded = withLogRange({ client, maxLogRange: 1_000n })
  asked.length = 0
  await bounded.getLogs({ address: emitter, fromBlock: 1_500n, toBlock: 2_499n })
  await bounded.getLogs({ address: emitter, fromBlock: 'earliest', toBlock: 'latest' })
  expect(asked).toEqual([
    { address: emitter, topics: [], fromBlock: '0x5dc', toBlock: '0x9c3' },
    { address: emitter, topics: [], fromBlock: 'earliest', toBlock: 'latest' },
  ])
})
