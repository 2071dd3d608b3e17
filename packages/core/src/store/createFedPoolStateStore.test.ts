import type { Hash, PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainUnavailableError, StaleStateError } from '../errors/errors.js'
import { createSourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import { createFedPoolStateStore, type PoolStateFeed } from './createFedPoolStateStore.js'
import type { SyncReport } from './createPoolStateStore.js'

const adapter = { id: 5, name: 'Fake', description: 'fake', kind: 'fake', simulator: () => ({}) } as unknown as SourceAdapter
const registry = createSourceRegistry({ adapters: [adapter] })

const stateOf = (address: `0x${string}`, reserve: bigint): PoolState =>
  Object.freeze({
    pool: Object.freeze({
      id: address,
      address,
      sourceId: 5,
      tokens: ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] as const,
      fee: 3000,
    }),
    blockNumber: 3n,
    data: { reserve },
  })
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const a = '0xAaAaaAAaAAaAaAAAaAAaAAaaAAaaAAaaaaAAaAa'
const b = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'

/** A store fed by hand: the test plays the source. */
function fedStore() {
  let clock = 1_000_000
  let feed: PoolStateFeed | undefined
  let stopped = false
  const store = createFedPoolStateStore({
    chainId: 7,
    client: {} as PublicClient,
    registry,
    maxStaleness: 10_000,
    now: () => clock,
    source: {
      async start(given) {
        feed = given
      },
      async stop() {
        stopped = true
      },
    },
  })
  return {
    store,
    feed: () => feed!,
    stopped: () => stopped,
    tick(ms: number) {
      clock += ms
    },
    now: () => clock,
  }
}

describe('createFedPoolStateStore', () => {
  it('serves a snapshot, then each block that continues it; tells its listeners', async () => {
    const { store, feed, now } = fedStore()
    await store.start()
    expect(() => store.snapshot()).toThrow(StaleStateError)
    const reports: SyncReport[] = []
    store.onSync((report) => reports.push(report))
    feed().reset({ blockNumber: 10n, blockHash: hash(10), states: [stateOf(a, 1n), stateOf(b, 2n)], confirmedAt: now() })
    expect(store.snapshot().blockNumber).toBe(10n)
    expect(store.snapshot().blockHash).toBe(hash(10))
    expect(store.health().status).toBe('live')
    const changed = stateOf(a, 5n)
    const c = stateOf('0xcCCCcCCcCCCCcCCcccccCCccCcCCcCcCcccCcCCC', 9n)
    expect(
      feed().apply({ blockNumber: 11n, blockHash: hash(11), parentHash: hash(10), changed: [changed, c], removed: [b.toLowerCase()], confirmedAt: now() }),
    ).toBe(undefined)
    const snapshot = store.snapshot()
    expect(snapshot.blockNumber).toBe(11n)
    expect(snapshot.pools).toEqual([changed, c])
    expect(snapshot.simulator(a)).toBeDefined()
    expect(() => snapshot.simulator(b)).toThrow()
    expect(reports.map(({ kind, blockNumber, changed, added }) => ({ kind, blockNumber, changed, added }))).toEqual([
      { kind: 'full', blockNumber: 10n, changed: [a, b], added: [] },
      { kind: 'logs', blockNumber: 11n, changed: [a], added: [c.pool.id] },
    ])
    // It never reads the chain: syncs change nothing.
    await store.syncToHead({ requireHead: true })
    expect(await store.sync()).toEqual({ blockNumber: 11n, kind: 'none', changed: [], added: [] })
  })

  it('stops serving on a gap or a reorg, with the reason, until the next snapshot', async () => {
    const { store, feed, now } = fedStore()
    await store.start()
    feed().reset({ blockNumber: 10n, blockHash: hash(10), states: [stateOf(a, 1n)], confirmedAt: now() })
    const gap = feed().apply({ blockNumber: 13n, blockHash: hash(13), parentHash: hash(12), changed: [], removed: [], confirmedAt: now() })
    expect(gap).toMatch(/^Gap: /)
    expect(store.health()).toMatchObject({ status: 'unavailable', blockNumber: 10n })
    expect(() => store.snapshot()).toThrow(ChainUnavailableError)
    // Nothing applies on a halted state, not even what would continue it.
    expect(feed().apply({ blockNumber: 11n, blockHash: hash(11), parentHash: hash(10), changed: [], removed: [], confirmedAt: now() })).toBeDefined()
    feed().reset({ blockNumber: 12n, blockHash: hash(12), states: [stateOf(a, 2n)], confirmedAt: now() })
    expect(store.snapshot().blockNumber).toBe(12n)
    const reorg = feed().apply({ blockNumber: 12n, blockHash: hash(1012), parentHash: hash(1011), changed: [], removed: [], confirmedAt: now() })
    expect(reorg).toMatch(/^Reorg: /)
    expect(store.health().lastError?.message).toMatch(/^Reorg: /)
    expect(() => store.snapshot()).toThrow(/Reorg/)
  })

  it('goes stale when the publisher stops confirming the state; a beat of another block confirms nothing', async () => {
    const { store, feed, tick, now } = fedStore()
    await store.start()
    feed().reset({ blockNumber: 10n, blockHash: hash(10), states: [stateOf(a, 1n)], confirmedAt: now() })
    tick(8_000)
    feed().confirm({ blockHash: hash(10), confirmedAt: now() })
    tick(8_000)
    expect(store.health().status).toBe('live')
    feed().confirm({ blockHash: hash(99), confirmedAt: now() })
    tick(3_000)
    expect(store.health().status).toBe('stale')
    expect(() => store.snapshot()).toThrow(StaleStateError)
    feed().fail(new StaleStateError('Redis is down.'))
    expect(() => store.snapshot()).toThrow(/Redis is down/)
  })

  it('stops its source', async () => {
    const { store, stopped } = fedStore()
    await store.start()
    await store.stop()
    expect(stopped()).toBe(true)
    expect(store.health().status).toBe('stopped')
  })
})
