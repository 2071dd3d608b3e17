import type { Abi, Address, Hex, Log, PublicClient } from 'viem'
import type { LogReader } from '../logs/createLogReader.js'
import type { Pool, PoolState } from './Pool.js'
import type { RouteStep } from './Route.js'
import type { Simulator } from './Simulator.js'

/** What describes a source in the API (`/sources`). */
export type SourceInfo = {
  /** Append-only integer ID; never reused. */
  id: number
  /** Short name, e.g. `UniswapV3`. */
  name: string
  description: string
  /** The DEX type (the plugin), e.g. `uniswap-v3`. */
  kind: string
}

export type DiscoverParameters = {
  client: PublicClient
  /** Block up to which to discover (inclusive). */
  toBlock: bigint
  /** Opaque cursor from the previous call; absent on the first. */
  cursor?: string | undefined
  /**
   * The chain's log reader: read logs through it (`readLogs({ reader: logs, ... })`), so that
   * discovery keeps to the chain's `maxLogRange` and survives a provider's refusals whatever the
   * source's own `blockRange`. Absent: a reader with the default cap.
   */
  logs?: LogReader | undefined
}

export type DiscoverReturnType = {
  pools: Pool[]
  cursor: string
}

export type TrackParameters = {
  client: PublicClient
  pools: readonly Pool[]
  blockNumber: bigint
}

export type EncodeStepParameters = {
  step: RouteStep
  /** Where the step's output goes. */
  recipient: Address
}

export type LoadStateParameters<state = unknown> = {
  client: PublicClient
  /** The pool's state as the store holds it. */
  state: PoolState<state>
  /** The block to read at: the store's block (the pool has not changed since its state's own block). */
  blockNumber: bigint
  /** The `StateNotLoadedError.request`s of the pool's simulators. */
  requests: readonly unknown[]
}

export type DiscoverFromLogsParameters = {
  /** Every log of the range that matches the sources' `logTopics`, in chain order. */
  logs: readonly Log[]
  /** The last block of the range (inclusive). */
  toBlock: bigint
  cursor: string | undefined
}

export type ApplyLogsParameters<state = unknown> = {
  state: PoolState<state>
  /** The pool's state-changing logs since `state`'s block, in chain order. */
  logs: readonly Log[]
  /** The block the logs bring the state to. */
  blockNumber: bigint
}

/** The bytes the swap logic needs to execute one step, and the executor that understands them. */
export type EncodedStep = {
  executor: Address
  data: Hex
}

/**
 * One DEX deployment (a DEX type + its config on one chain). Adding a DEX type is a new
 * adapter implementation in its own plugin; a fork of a DEX is another config entry.
 */
export type SourceAdapter<state = unknown> = SourceInfo & {
  /** Find the source's pools, resumable by cursor. */
  discover(parameters: DiscoverParameters): Promise<DiscoverReturnType>
  /** Load the pools' state at a block (batched through Multicall3). */
  track(parameters: TrackParameters): Promise<PoolState<state>[]>
  /** Whether a log emitted by one of this source's pools changes its state. */
  changesState(log: Log): boolean
  /**
   * The `Pool.id` (any case) a log changes, or `undefined` when it changes none; the store reads a
   * pool's logs at its `Pool.address`. Default: the log's own address when `changesState(log)`
   * (a pool that is its own contract). A singleton holding many pools says which one a log names.
   */
  poolOfLog?(log: Log): string | undefined
  /**
   * Optional: `topic0` of every log the source follows, its pools' state changes and, with
   * `discoverFromLogs`, its pool creations. When every source has it, the store reads each new
   * block's logs in one `eth_getLogs` filtered by these topics (no address list) and sorts them
   * out locally; otherwise it asks for its pools' log addresses in batches.
   */
  logTopics?: readonly Hex[] | undefined
  /**
   * Optional: the pools created in a block range, found in its logs as the store read them
   * (`logTopics`), so following the chain costs no discovery request; `cursor` is the one `discover`
   * or this returned last. Returns `undefined` when the logs cannot say (then `discover` runs).
   */
  discoverFromLogs?(parameters: DiscoverFromLogsParameters): DiscoverReturnType | undefined
  /**
   * Optional: the pool's state after these logs of its own (state changes, in chain order, up to
   * `blockNumber`), when the logs carry all of it (e.g. a Uniswap V2 `Sync` holds the reserves);
   * `undefined` when the pool must be read anew with `track`.
   */
  applyLogs?(parameters: ApplyLogsParameters<state>): PoolState<state> | undefined
  /**
   * Optional: the pool's state widened with what its simulators asked for (`StateNotLoadedError`),
   * e.g. tick data beyond the range `track` reads, at `blockNumber`. Returns the state passed in
   * when there is nothing more to load; never changes it.
   */
  loadState?(parameters: LoadStateParameters<state>): Promise<PoolState<state>>
  /** A simulator over a state snapshot (pure; the snapshot is not mutated). */
  simulator(state: PoolState<state>): Simulator
  /** The executor call for one step of a route. */
  encode(parameters: EncodeStepParameters): EncodedStep
  /** The executor's ABI (its custom errors decode a failed swap's revert); set from the plugin. */
  executorAbi?: Abi | undefined
}
