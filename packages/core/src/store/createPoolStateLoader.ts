import type { PublicClient } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { MissingPoolState } from '../types/Simulator.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'

export type CreatePoolStateLoaderParameters = {
  status: PoolStoreStatus
  client: PublicClient
  registry: SourceRegistry
}

export type LoadPoolStateParameters = { missing: readonly MissingPoolState[] }

/** `PoolStateStore.loadState`: resolves to the number of pools widened. */
export type CreatePoolStateLoaderReturnType = (parameters: LoadPoolStateParameters) => Promise<number>

/**
 * Loads what simulators refused for want of, through each pool's adapter (`SourceAdapter.loadState`)
 * at the store's block, and commits the widened states over the ones the loads started from.
 * Concurrent calls for one pool share its read.
 */
export function createPoolStateLoader({ status, client, registry }: CreatePoolStateLoaderParameters): CreatePoolStateLoaderReturnType {
  /** Loads in flight, by lower-cased `Pool.id`: the state they started from and their outcome. */
  const loading = new Map<string, { from: PoolState; widened: Promise<PoolState> }>()
  return async function loadState({ missing }) {
    const base = status.state
    if (!base) return 0
    const requests = new Map<string, unknown[]>()
    for (const { pool, request } of missing) {
      const key = pool.toLowerCase()
      const list = requests.get(key)
      if (list) list.push(request)
      else requests.set(key, [request])
    }
    const loads = [...requests].flatMap(([key, list]) => {
      const from = base.states.get(key)
      const adapter = from && registry.has(from.pool.sourceId) ? registry.get(from.pool.sourceId) : undefined
      if (!from || !adapter?.loadState) return []
      let entry = loading.get(key)
      if (entry?.from !== from) {
        const widened = adapter.loadState({ client, state: from, blockNumber: base.blockNumber, requests: list }).finally(() => {
          if (loading.get(key) === entry) loading.delete(key)
        })
        entry = { from, widened }
        loading.set(key, entry)
      }
      return [entry]
    })
    const results = await Promise.all(loads.map(async ({ from, widened }) => ({ from, widened: await widened })))
    // Commit only over the states the loads started from: a pool read anew since then is newer.
    const current = status.state
    if (!current) return 0
    const commit = results.filter(({ from, widened }) => widened !== from && current.states.get(from.pool.id.toLowerCase()) === from)
    if (commit.length === 0) return 0
    const states = new Map(current.states)
    for (const { widened } of commit) states.set(widened.pool.id.toLowerCase(), Object.freeze({ ...widened, pool: widened.pool }))
    // Read at the store's block while later ones may have come: the next change to these pools
    // reads them anew rather than apply its logs (see `mayHoldLaterBlocks`).
    const mayHoldLaterBlocks = new Set([...current.mayHoldLaterBlocks, ...commit.map(({ from }) => from.pool.id.toLowerCase())])
    status.state = { ...current, states, mayHoldLaterBlocks }
    status.snapshot = undefined
    return commit.length
  }
}
