import type { Address, Hex, Log, PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import type { PoolState } from '../types/Pool.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import { findChangedPools } from './findChangedPools.js'

const CHANGE = '0x00000000000000000000000000000000000000000000000000000000000000c1'
const NOISE = '0x00000000000000000000000000000000000000000000000000000000000000c2'

const addresses = Array.from({ length: 5 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as Address)
const states = new Map(
  addresses.map((address): [string, PoolState] => [
    address.toLowerCase(),
    { pool: { id: address, address, sourceId: 1, tokens: [addresses[0]!, addresses[1]!], fee: 0 }, blockNumber: 1n, data: {} },
  ]),
)
const adapter = { changesState: (log: Log) => log.topics[0] === CHANGE } as unknown as SourceAdapter

describe('findChangedPools', () => {
  it("asks the RPC for the tracked pools' logs in address batches over the range (through the log reader), and keeps the pools a log changed", async () => {
    const calls: { address: Address[]; fromBlock: bigint; toBlock: bigint }[] = []
    const client = {
      request: async ({ params: [filter] }: { params: [{ address: Address[]; fromBlock: Hex; toBlock: Hex }] }) => {
        const parameters = { address: filter.address, fromBlock: BigInt(filter.fromBlock), toBlock: BigInt(filter.toBlock) }
        calls.push(parameters)
        const log = (address: Address, topic: `0x${string}`) => ({ address: address.toUpperCase().replace('0X', '0x'), topics: [topic] })
        return [
          log(addresses[1]!, NOISE),
          log(addresses[3]!, CHANGE),
          log(addresses[3]!, CHANGE),
          log(addresses[4]!, NOISE),
          log(addresses[0]!, CHANGE),
        ].filter((l) => parameters.address.some((a) => a.toLowerCase() === l.address.toLowerCase()))
      },
    } as unknown as PublicClient
    const { changed, logs } = await findChangedPools({
      client,
      states,
      adapters: [adapter],
      adapterOf: () => adapter,
      fromBlock: 11n,
      toBlock: 14n,
      addressBatchSize: 2,
    })
    expect(logs).toBeUndefined()
    expect(changed.get(addresses[3]!.toLowerCase())).toHaveLength(2)
    expect([...changed.keys()].sort()).toEqual([addresses[0]!, addresses[3]!].map((a) => a.toLowerCase()).sort())
    expect(calls.map((c) => c.address)).toEqual([addresses.slice(0, 2), addresses.slice(2, 4), addresses.slice(4)])
    expect(calls.every((c) => c.fromBlock === 11n && c.toBlock === 14n)).toBe(true)
  })

  it('follows pools that live in a singleton: logs of their Pool.address, mapped to pool IDs by poolOfLog', async () => {
    const manager = '0x00000000000000000000000000000000000000aa' as Address
    const ids = [`0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`, `0x${'33'.repeat(32)}`] as Hex[]
    const singleton = new Map<string, PoolState>([
      ...ids.map((id): [string, PoolState] => [
        id,
        { pool: { id, address: manager, sourceId: 2, tokens: [addresses[0]!, addresses[1]!], fee: 0 }, blockNumber: 1n, data: {} },
      ]),
      ...[...states].slice(0, 1),
    ])
    const singletonAdapter = {
      changesState: (log: Log) => log.topics[0] === CHANGE,
      poolOfLog: (log: Log) => (log.topics[0] === CHANGE ? log.topics[1]?.toUpperCase().replace('0X', '0x') : undefined),
    } as unknown as SourceAdapter
    const requested: Address[][] = []
    const client = {
      request: async ({ params: [{ address }] }: { params: [{ address: Address[] }] }) => {
        requested.push(address)
        return [
          { address: manager, topics: [CHANGE, ids[1]] },
          { address: manager, topics: [NOISE, ids[0]] },
          // A pool ID nobody tracks, and a tracked ID under a log address of another source.
          { address: manager, topics: [CHANGE, `0x${'44'.repeat(32)}`] },
          { address: addresses[0], topics: [CHANGE, ids[2]] },
        ]
      },
    } as unknown as PublicClient
    const { changed } = await findChangedPools({
      client,
      states: singleton,
      adapters: [singletonAdapter, adapter],
      adapterOf: (sourceId) => (sourceId === 2 ? singletonAdapter : adapter),
      fromBlock: 1n,
      toBlock: 2n,
      addressBatchSize: 10,
    })
    // One request, each log address once; the singleton's pools by ID, the plain pool by its own address.
    expect(requested).toEqual([[manager, addresses[0]]])
    expect([...changed.keys()].sort()).toEqual([ids[1]!, addresses[0]!.toLowerCase()].sort())
  })

  it('when every source names its logTopics: one eth_getLogs by topic (by block hash for one block), logs sorted into pools locally', async () => {
    const topicAdapter = { ...adapter, logTopics: [CHANGE] } as unknown as SourceAdapter
    const factoryAdapter = { changesState: () => false, logTopics: [NOISE] } as unknown as SourceAdapter
    const rpc = (address: Address, topic: `0x${string}`, logIndex: number) => ({
      address,
      topics: [topic],
      data: '0x',
      blockNumber: '0x5',
      blockHash: `0x${'ab'.repeat(32)}`,
      logIndex: `0x${logIndex.toString(16)}`,
      transactionHash: `0x${'cd'.repeat(32)}`,
      transactionIndex: '0x0',
      removed: false,
    })
    const requests: unknown[] = []
    const client = {
      request: async ({ method, params }: { method: string; params: unknown[] }) => {
        requests.push({ method, params })
        // Out of order on purpose: the result is sorted by log index.
        return [rpc(addresses[2]!, CHANGE, 7), rpc(addresses[2]!, CHANGE, 3), rpc(addresses[4]!, NOISE, 4), rpc(`0x${'99'.repeat(20)}`, CHANGE, 1)]
      },
    } as unknown as PublicClient
    const blockHash = `0x${'ab'.repeat(32)}` as const
    const { changed, logs } = await findChangedPools({
      client,
      states,
      adapters: [topicAdapter, factoryAdapter],
      adapterOf: () => topicAdapter,
      fromBlock: 5n,
      toBlock: 5n,
      blockHash,
      addressBatchSize: 1,
    })
    expect(requests).toEqual([{ method: 'eth_getLogs', params: [{ blockHash, topics: [[CHANGE, NOISE]] }] }])
    expect([...changed.keys()]).toEqual([addresses[2]!.toLowerCase()])
    expect(changed.get(addresses[2]!.toLowerCase())!.map((log) => log.logIndex)).toEqual([3, 7])
    // Every log comes back (discovery reads pool creations from them), in chain order.
    expect(logs!.map((log) => log.logIndex)).toEqual([1, 3, 4, 7])
  })
})
