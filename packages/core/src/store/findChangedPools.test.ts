import type { Address, Log, PublicClient } from 'viem'
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
    { pool: { address, sourceId: 1, tokens: [addresses[0]!, addresses[1]!], fee: 0 }, blockNumber: 1n, data: {} },
  ]),
)
const adapter = { changesState: (log: Log) => log.topics[0] === CHANGE } as unknown as SourceAdapter

describe('findChangedPools', () => {
  it("asks the RPC for the tracked pools' logs in address batches over the range, and keeps the pools a log changed", async () => {
    const calls: { address: Address[]; fromBlock: bigint; toBlock: bigint }[] = []
    const client = {
      getLogs: async (parameters: { address: Address[]; fromBlock: bigint; toBlock: bigint }) => {
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
    const changed = await findChangedPools({ client, states, adapterOf: () => adapter, fromBlock: 11n, toBlock: 14n, addressBatchSize: 2 })
    expect([...changed].sort()).toEqual([addresses[0]!, addresses[3]!].map((a) => a.toLowerCase()).sort())
    expect(calls.map((c) => c.address)).toEqual([addresses.slice(0, 2), addresses.slice(2, 4), addresses.slice(4)])
    expect(calls.every((c) => c.fromBlock === 11n && c.toBlock === 14n)).toBe(true)
  })

  it("follows pools without their own address: logs of the adapter's log address, mapped to pools by poolOfLog", async () => {
    const manager = '0x00000000000000000000000000000000000000aa' as Address
    const ids = [`0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`, `0x${'33'.repeat(32)}`] as Address[]
    const singleton = new Map<string, PoolState>([
      ...ids.map((id): [string, PoolState] => [
        id,
        { pool: { address: id, sourceId: 2, tokens: [addresses[0]!, addresses[1]!], fee: 0 }, blockNumber: 1n, data: {} },
      ]),
      ...[...states].slice(0, 1),
    ])
    const singletonAdapter = {
      changesState: (log: Log) => log.topics[0] === CHANGE,
      logAddress: () => manager,
      poolOfLog: (log: Log) => (log.topics[0] === CHANGE ? log.topics[1]?.toUpperCase().replace('0X', '0x') : undefined),
    } as unknown as SourceAdapter
    const requested: Address[][] = []
    const client = {
      getLogs: async ({ address }: { address: Address[] }) => {
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
    const changed = await findChangedPools({
      client,
      states: singleton,
      adapterOf: (sourceId) => (sourceId === 2 ? singletonAdapter : adapter),
      fromBlock: 1n,
      toBlock: 2n,
      addressBatchSize: 10,
    })
    // One request, each log address once; the singleton's pools by ID, the plain pool by its own address.
    expect(requested).toEqual([[manager, addresses[0]]])
    expect([...changed].sort()).toEqual([ids[1]!, addresses[0]!.toLowerCase()].sort())
  })
})
