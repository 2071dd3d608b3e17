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
        return [log(addresses[1]!, NOISE), log(addresses[3]!, CHANGE), log(addresses[3]!, CHANGE), log(addresses[4]!, NOISE), log(addresses[0]!, CHANGE)].filter(
          (l) => parameters.address.some((a) => a.toLowerCase() === l.address.toLowerCase()),
        )
      },
    } as unknown as PublicClient
    const changed = await findChangedPools({ client, states, adapterOf: () => adapter, fromBlock: 11n, toBlock: 14n, addressBatchSize: 2 })
    expect([...changed].sort()).toEqual([addresses[0]!, addresses[3]!].map((a) => a.toLowerCase()).sort())
    expect(calls.map((c) => c.address)).toEqual([addresses.slice(0, 2), addresses.slice(2, 4), addresses.slice(4)])
    expect(calls.every((c) => c.fromBlock === 11n && c.toBlock === 14n)).toBe(true)
  })
})
