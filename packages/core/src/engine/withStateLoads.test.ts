import { describe, expect, it } from 'vitest'
import { InsufficientLiquidityError, StateNotLoadedError } from '../errors/errors.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { MissingPoolState } from '../types/Simulator.js'
import { withStateLoads } from './withStateLoads.js'

/**
 * A store whose snapshots are plain markers and whose `loadState` widens a pool once (the real
 * store and adapters are exercised by the plugins' `loadState` tests against Anvil).
 */
function storeOf(loadable: readonly string[]) {
  let version = 0
  const loaded = new Set<string>()
  const calls: MissingPoolState[][] = []
  return {
    calls,
    loaded,
    snapshot: () => ({ blockNumber: BigInt(version) }) as unknown as PoolStateSnapshot,
    async loadState({ missing }: { missing: readonly MissingPoolState[] }) {
      calls.push([...missing])
      const widened = missing.filter(({ pool }) => loadable.includes(pool) && !loaded.has(pool))
      for (const { pool } of widened) loaded.add(pool)
      if (widened.length) version++
      return widened.length
    },
  }
}

describe('withStateLoads', () => {
  it('loads what was reported, once per pool and request, and answers on the widened snapshot', async () => {
    const store = storeOf(['0xa'])
    const answer = await withStateLoads({
      store,
      maxLoads: 4,
      async run({ snapshot, onStateNotLoaded }) {
        if (!store.loaded.has('0xa')) for (let i = 0; i < 3; i++) onStateNotLoaded?.({ pool: '0xa', request: { word: 2 } })
        return snapshot.blockNumber
      },
    })
    expect(answer).toBe(1n)
    expect(store.calls).toEqual([[{ pool: '0xa', request: { word: 2 } }]])
  })

  it('takes a thrown StateNotLoadedError as a request to load, and rethrows other errors when nothing loads', async () => {
    const store = storeOf(['0xb'])
    const answer = await withStateLoads({
      store,
      maxLoads: 4,
      async run() {
        if (!store.loaded.has('0xb')) throw new StateNotLoadedError({ reason: 'TICKS_NOT_LOADED', pool: '0xb', request: { word: -3 } })
        return 'quoted'
      },
    })
    expect(answer).toBe('quoted')
    const failing = withStateLoads({
      store: storeOf([]),
      maxLoads: 4,
      async run({ onStateNotLoaded }) {
        onStateNotLoaded?.({ pool: '0xc', request: {} })
        throw new InsufficientLiquidityError('no route')
      },
    })
    await expect(failing).rejects.toBeInstanceOf(InsufficientLiquidityError)
  })

  it('stops after maxLoads rounds: the last run is told nothing more will load', async () => {
    let round = 0
    const store = { snapshot: () => ({}) as PoolStateSnapshot, loadState: async () => 1 }
    const reporters: boolean[] = []
    await withStateLoads({
      store,
      maxLoads: 2,
      async run({ onStateNotLoaded }) {
        reporters.push(onStateNotLoaded !== undefined)
        onStateNotLoaded?.({ pool: `0x${round++}`, request: {} })
        return round
      },
    })
    expect(reporters).toEqual([true, true, false])
  })
})
