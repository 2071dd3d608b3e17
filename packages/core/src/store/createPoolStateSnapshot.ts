import type { Hash } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Pool, PoolId, PoolState } from '../types/Pool.js'
import type { Simulator } from '../types/Simulator.js'

/**
 * An immutable view of one chain's pools at one block. Quotes read it from memory. Simulators are
 * made on first use and shared (by every snapshot holding the same pool state): use `quote*` and
 * `spotPrice` freely, and `clone()` one before calling `swap*`.
 */
export type PoolStateSnapshot = {
  readonly chainId: number
  /** The block the store had synced to; every pool's state is valid at it. */
  readonly blockNumber: bigint
  /** That block's hash, when the store knows it. */
  readonly blockHash?: Hash | undefined
  /** Every pool's state; `PoolState.blockNumber` is the block it was last read at. */
  readonly pools: readonly PoolState[]
  /** All pools' simulators, in `pools` order (one list per snapshot). */
  readonly simulators: readonly Simulator[]
  /** The simulator of one pool (by pool or `Pool.id`, any case); throws for a pool the snapshot lacks. */
  simulator(pool: Pool | PoolId): Simulator
}

export type CreatePoolStateSnapshotParameters = {
  chainId: number
  blockNumber: bigint
  blockHash?: Hash | undefined
  /** States by lower-cased `Pool.id`. */
  states: ReadonlyMap<string, PoolState>
  registry: SourceRegistry
  /** Simulators by state, shared by the snapshots of one store. */
  cache: WeakMap<PoolState, Simulator>
}

export type CreatePoolStateSnapshotReturnType = PoolStateSnapshot

/** Freezes a store's states into a snapshot with lazily built, cached simulators. */
export function createPoolStateSnapshot({
  chainId,
  blockNumber,
  blockHash,
  states,
  registry,
  cache,
}: CreatePoolStateSnapshotParameters): CreatePoolStateSnapshotReturnType {
  const pools = Object.freeze([...states.values()])
  let simulators: readonly Simulator[] | undefined

  function simulatorOf(state: PoolState): Simulator {
    let simulator = cache.get(state)
    if (!simulator) {
      simulator = registry.get(state.pool.sourceId).simulator(state)
      cache.set(state, simulator)
    }
    return simulator
  }

  return Object.freeze({
    chainId,
    blockNumber,
    blockHash,
    pools,
    get simulators() {
      simulators ??= Object.freeze(pools.map(simulatorOf))
      return simulators
    },
    simulator(pool: Pool | PoolId) {
      const id = typeof pool === 'string' ? pool : pool.id
      const state = states.get(id.toLowerCase())
      if (!state) throw new InvalidParametersError(`Pool ${id} is not in the snapshot of chain ${chainId} at block ${blockNumber}.`)
      return simulatorOf(state)
    },
  })
}
