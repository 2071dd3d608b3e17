import { createLogReader, type LogRefusalEvent } from '@sluice/core'
import { type RunningAnvil, startAnvil } from '@sluice/sandbox'
import { type Address, createPublicClient, type Hex, http, type Log, type PublicClient, pad, toHex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LogRangeProxy, startLogRangeProxy } from '../../support/startLogRangeProxy.js'

/** Emits one log per call: `LOG1(topic0 = the calldata's first word)`, no data (PUSH1 0 CALLDATALOAD PUSH1 0 PUSH1 0 LOG1 STOP). */
const EMITTER_CODE = '0x60003560006000a100'
const EMITTER: Address = '0x00000000000000000000000000000000000e4170'
/** Anvil's first dev account (unlocked: `eth_sendTransaction` signs for it). */
const SENDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOPIC_A = pad('0xa1', { size: 32 })
const TOPIC_B = pad('0xb2', { size: 32 })

let anvil: RunningAnvil
let direct: PublicClient
/** Blocks holding a log, oldest first. */
const logBlocks: bigint[] = []
const stops: (() => Promise<void>)[] = []

const rpc = (method: string, params: unknown[] = []) => direct.request({ method: method as never, params: params as never })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // Mining takes a while on a busy machine (Anvil mines a block in time that grows with the chain's length: the blocks and caps are small).
  direct = createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0, timeout: 120_000 }), pollingInterval: 100 }) as PublicClient
  await rpc('anvil_setCode', [EMITTER, EMITTER_CODE])
  // 8 logs over ~770 blocks: two in one block, the rest apart, some dense, some sparse.
  for (const [gap, topic] of [
    [0, TOPIC_A],
    [1, TOPIC_B],
    [140, TOPIC_A],
    [199, TOPIC_A],
    [1, TOPIC_B],
    [300, TOPIC_A],
    [3, TOPIC_B],
    [80, TOPIC_A],
  ] as const) {
    if (gap > 0) await rpc('anvil_mine', [toHex(gap)])
    const hash = (await rpc('eth_sendTransaction', [{ from: SENDER, to: EMITTER, data: topic }])) as Hex
    const receipt = await direct.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    logBlocks.push(receipt.blockNumber)
  }
  await rpc('anvil_mine', [toHex(50)])
})
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})
afterAll(async () => {
  await anvil?.stop()
})

async function proxied(parameters: Omit<Parameters<typeof startLogRangeProxy>[0], 'upstream'>) {
  const proxy = await startLogRangeProxy({ upstream: anvil.rpcUrl, ...parameters })
  stops.push(() => proxy.close())
  return { proxy, client: createPublicClient({ transport: http(proxy.url, { retryCount: 0 }), pollingInterval: 100 }) as PublicClient }
}

/** The refused `eth_getLogs` requests that were sent more than once, unchanged. */
function repeatedRefusals(proxy: LogRangeProxy) {
  const seen = new Set<string>()
  const repeated: string[] = []
  for (const { method, outcome, fromBlock, span } of proxy.requests) {
    if (method !== 'eth_getLogs' || outcome !== 'refused') continue
    const key = `${fromBlock}+${span}`
    if (seen.has(key)) repeated.push(key)
    seen.add(key)
  }
  return repeated
}

const blocksOf = (logs: readonly Log[]) => logs.map((log) => log.blockNumber)

describe('createLogReader through a range-capping proxy in front of Anvil', () => {
  it('reads every log of 770 blocks behind a 200-block cap it was not told of, splitting refusals, waiting out 429s, never repeating a refused request', async () => {
    const { proxy, client } = await proxied({ maxLogRange: 200, rateLimitEvery: 4 })
    const refusals: LogRefusalEvent[] = []
    const reader = createLogReader({ maxLogRange: 1_000n, retryDelay: 5, maxRetryDelay: 20, onRefusal: (event) => refusals.push(event) })
    const head = await direct.getBlockNumber({ cacheTime: 0 })
    const logs = await reader.read({ client, address: EMITTER, fromBlock: 0n, toBlock: head })

    const expected = await direct.getLogs({ address: EMITTER, fromBlock: 0n, toBlock: head })
    expect(blocksOf(logs)).toEqual(logBlocks)
    expect(logs).toEqual(expected)
    const getLogs = proxy.requests.filter((request) => request.method === 'eth_getLogs')
    expect(getLogs.filter((request) => request.outcome === 'forwarded').every((request) => request.span! <= 200)).toBe(true)
    expect(getLogs.some((request) => request.outcome === 'refused')).toBe(true)
    expect(getLogs.some((request) => request.outcome === 'rate-limited')).toBe(true)
    expect(repeatedRefusals(proxy)).toEqual([])
    // The log names the provider's own words.
    expect(refusals.find((event) => event.action === 'split')).toMatchObject({ kind: 'range', text: expect.stringContaining('limited to a 200 block range') })
    expect(refusals.find((event) => event.action === 'retry')).toMatchObject({ kind: 'rate', delayMs: expect.any(Number) })
    expect(reader.spanOf(client)).toBeLessThanOrEqual(200n)

    // What it learned of the node holds: the next read is refused nothing.
    proxy.reset()
    const again = await reader.read({ client, address: EMITTER, events: undefined, topics: [TOPIC_B], fromBlock: 0n, toBlock: head })
    expect(blocksOf(again)).toEqual(logBlocks.filter((_, i) => [1, 4, 6].includes(i)))
    expect(proxy.requests.filter((request) => request.outcome === 'refused')).toEqual([])
  })

  it('splits an HTTP 413 refusal (Alchemy style) the same way, and reads a one-block range by hash', async () => {
    const { proxy, client } = await proxied({ maxLogRange: 60, refusal: 'http' })
    const reader = createLogReader({ maxLogRange: 400n })
    const [from, to] = [logBlocks[2]!, logBlocks[5]!]
    const logs = await reader.read({ client, address: EMITTER, topics: [TOPIC_A], fromBlock: from, toBlock: to })
    expect(blocksOf(logs)).toEqual([logBlocks[2], logBlocks[3], logBlocks[5]])
    expect(repeatedRefusals(proxy)).toEqual([])
    expect(proxy.requests.some((request) => request.outcome === 'refused')).toBe(true)

    const block = await direct.getBlock({ blockNumber: logBlocks[1]! })
    const one = await reader.read({ client, address: EMITTER, fromBlock: block.number, toBlock: block.number, blockHash: block.hash })
    expect(blocksOf(one)).toEqual([logBlocks[0], logBlocks[1]].filter((number) => number === block.number))
  })

  it("gives up with the provider's error when a single block is refused, or the rate limit outlasts its retries", async () => {
    const { client } = await proxied({ maxLogRange: 0 })
    await expect(createLogReader().read({ client, address: EMITTER, fromBlock: 1n, toBlock: 3n })).rejects.toThrow(/limited to a 0 block range/)
    const limited = await proxied({ maxLogRange: 1_000, rateLimitEvery: 1 })
    const reader = createLogReader({ rateLimitRetries: 2, retryDelay: 1, maxRetryDelay: 2 })
    await expect(reader.read({ client: limited.client, address: EMITTER, fromBlock: 1n, toBlock: 3n })).rejects.toThrow(/429|Too Many Requests/)
    expect(limited.proxy.requests.filter((request) => request.outcome === 'rate-limited')).toHaveLength(3)
  })
})
