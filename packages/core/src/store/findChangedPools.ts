import type { Address, Log, PublicClient } from 'viem'
import type { PoolState } from '../types/Pool.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'

export type FindChangedPoolsParameters = {
  client: PublicClient
  /** Tracked states by lower-cased pool address. */
  states: ReadonlyMap<string, PoolState>
  adapterOf: (sourceId: number) => SourceAdapter
  fromBlock: bigint
  toBlock: bigint
  /** Pool addresses per `eth_getLogs` request. */
  addressBatchSize: number
}

/** Lower-cased addresses of the tracked pools that a log in the range changed (`adapter.changesState`). */
export type FindChangedPoolsReturnType = Set<string>

/** Reads the tracked pools' logs over a block range and keeps the pools whose adapter says a log changed them. */
export async function findChangedPools({
  client,
  states,
  adapterOf,
  fromBlock,
  toBlock,
  addressBatchSize,
}: FindChangedPoolsParameters): Promise<FindChangedPoolsReturnType> {
  const changed = new Set<string>()
  const addresses = [...states.values()].map((state) => state.pool.address)
  const batches: Address[][] = []
  for (let start = 0; start < addresses.length; start += addressBatchSize) batches.push(addresses.slice(start, start + addressBatchSize))
  const results = await Promise.all(batches.map((address) => client.getLogs({ address, fromBlock, toBlock })))
  for (const log of results.flat() as Log[]) {
    const key = log.address.toLowerCase()
    const state = states.get(key)
    if (state && !changed.has(key) && adapterOf(state.pool.sourceId).changesState(log)) changed.add(key)
  }
  return changed
}
