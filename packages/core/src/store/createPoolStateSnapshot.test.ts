import { describe, expect, it } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import { createSourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolState } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import { createPoolStateSnapshot } from './createPoolStateSnapshot.js'

let built = 0
/** An adapter whose simulators only record which state they were built from. */
const adapter = {
  id: 5,
  name: 'Fake',
  description: 'fake',
  kind: 'fake',
  simulator: (state: PoolState) => {
    built++
    return { pool: state.pool, state } as unknown as Simulator
  },
} as unknown as SourceAdapter

const stateOf = (address: `0x${string}`): PoolState =>
  Object.freeze({
    pool: Object.freeze({
      id: address,
      address,
      sourceId: 5,
      tokens: ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'] as const,
      fee: 3000,
    }),
    blockNumber: 3n,
    data: {},
  })

describe('createPoolStateSnapshot', () => {
  it('is frozen, builds each simulator once on first use, and shares them through the cache', () => {
    const a = stateOf('0xAaAaaAAaAAaAaAAAaAAaAAaaAAaaAAaaaaAAaAa')
    const b = stateOf('0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB')
    const states = new Map([
      [a.pool.address.toLowerCase(), a],
      [b.pool.address.toLowerCase(), b],
    ])
    const registry = createSourceRegistry({ adapters: [adapter] })
    const cache = new WeakMap<PoolState, Simulator>()
    const snapshot = createPoolStateSnapshot({ chainId: 1, blockNumber: 9n, states, registry, cache })
    expect(Object.isFrozen(snapshot) && Object.isFrozen(snapshot.pools)).toBe(true)
    expect(snapshot.pools).toEqual([a, b])
    expect(built).toBe(0)
    const simulator = snapshot.simulator(a.pool.address.toLowerCase() as `0x${string}`)
    expect(simulator.pool).toBe(a.pool)
    expect(snapshot.simulator(a.pool)).toBe(simulator)
    expect(built).toBe(1)
    expect(snapshot.simulators).toEqual([simulator, snapshot.simulator(b.pool)])
    expect(snapshot.simulators).toBe(snapshot.simulators)
    expect(built).toBe(2)
    // Another snapshot over the same states builds nothing new.
    const next = createPoolStateSnapshot({ chainId: 1, blockNumber: 10n, states, registry, cache })
    expect(next.simulators[0]).toBe(simulator)
    expect(built).toBe(2)
    expect(() => next.simulator('0x000000000000000000000000000000000000dEaD')).toThrow(InvalidParametersError)
  })

  it("keys pools by Pool.id: a singleton's pools share one address and stay apart", () => {
    const manager = '0x00000000000000000000000000000000000000Fe'
    const inSingleton = (id: `0x${string}`): PoolState => ({ ...stateOf(manager), pool: { ...stateOf(manager).pool, id } })
    const a = inSingleton(`0x${'aa'.repeat(32)}`)
    const b = inSingleton(`0x${'bb'.repeat(32)}`)
    const states = new Map([
      [a.pool.id, a],
      [b.pool.id, b],
    ])
    const snapshot = createPoolStateSnapshot({
      chainId: 1,
      blockNumber: 9n,
      states,
      registry: createSourceRegistry({ adapters: [adapter] }),
      cache: new WeakMap(),
    })
    expect(snapshot.simulator(a.pool).pool).toBe(a.pool)
    expect(snapshot.simulator(b.pool).pool).toBe(b.pool)
    expect(snapshot.simulator(b.pool.id.toUpperCase().replace('0X', '0x') as `0x${string}`).pool).toBe(b.pool)
    expect(() => snapshot.simulator(manager)).toThrow(InvalidParametersError)
  })
})
