import type { Address, Hex, PublicClient } from 'viem'
import type { Pool, PoolState } from './Pool.js'
import type { Simulator } from './Simulator.js'
import type { ContractArtifact } from './SourcePlugin.js'

/** A concentrated-liquidity position (an NFT of a position manager) at a block. */
export type Position = {
  positionManager: Address
  tokenId: bigint
  owner: Address
  /** The pool's tokens, in the pool's order. */
  tokens: readonly [Address, Address]
  /** The pool's fee in millionths, where the DEX type keys pools by fee; absent otherwise. */
  fee?: number | undefined
  tickLower: number
  tickUpper: number
  liquidity: bigint
  /**
   * What withdrawing the position in full pays its owner at the block: all liquidity removed,
   * then everything collected (the tokens owed and the fees earned so far), token0 and token1.
   */
  withdrawable: readonly [bigint, bigint]
}

/** Where a pool's price stands and which ticks a position of it may use. */
export type PoolRange = {
  /** The pool's current tick. */
  tick: number
  tickSpacing: number
  /** The lowest and highest usable ticks (multiples of the spacing). */
  minTick: number
  maxTick: number
}

export type ReadPositionParameters = {
  client: PublicClient
  positionManager: Address
  tokenId: bigint
  blockNumber: bigint
}

export type MintLiquidityParameters = {
  /** The pool's simulator, at the state the mint happens in (after the zap's swaps). */
  simulator: Simulator
  tickLower: number
  tickUpper: number
  /** What the position manager is offered of token0 and token1. */
  amount0: bigint
  amount1: bigint
}

export type MintLiquidityReturnType = {
  /** The liquidity the position manager mints for the amounts offered. */
  liquidity: bigint
  /** What the pool takes for it (rounded up, as the pool does). */
  amount0: bigint
  amount1: bigint
}

export type WithdrawPoolLiquidityParameters = {
  client: PublicClient
  state: PoolState
  tickLower: number
  tickUpper: number
  liquidity: bigint
  blockNumber: bigint
}

export type EncodeMintParameters = {
  pool: Pool
  tickLower: number
  tickUpper: number
}

/** Where and how the router stakes a new position: the staker, the position executor's stake bytes, a description for explanations. */
export type StakeTarget = { staker: Address; data: Hex; description: string }

/** The owner's transactions that take a staked position out of its staker, in order. */
export type UnstakeSteps = {
  transactions: { from: Address; to: Address; data: Hex; value: bigint }[]
  explanations: string[]
}

/** Staking of positions (e.g. Uniswap's v3-staker), from a source's config. */
export type PositionStaking<config = unknown> = {
  /** The live incentive of `pool` at `now` (unix seconds) as a stake target; undefined when none. */
  stakeTarget(parameters: { config: config; pool: Address; now: bigint }): StakeTarget | undefined
  /** When a staker of the source holds the position for `user`: the steps to take it out; undefined otherwise. */
  unstakeSteps(parameters: { client: PublicClient; config: config; position: Position; user: Address }): Promise<UnstakeSteps | undefined>
}

/**
 * A DEX type's support for concentrated-liquidity positions (zap and rebalance), carried by its
 * plugin as `SourcePlugin.positions`. Position managers are named per source in its config;
 * Sluice's router reaches them only through `executor`, allowed per position manager.
 */
export type PositionSupport<config = unknown> = {
  /** Sluice's position executor contract for this DEX type (`IPositionExecutor`). */
  executor: ContractArtifact
  /** The position manager of a source, from its config; absent: the source has none. */
  positionManager(config: config): Address | undefined
  /** Reads a position; throws `PositionNotFoundError` when the manager has no such token. */
  readPosition(parameters: ReadPositionParameters): Promise<Position>
  /** The pool's current tick and tick bounds, from its simulator. */
  poolRange(simulator: Simulator): PoolRange
  /** Bit-exact: the liquidity the position manager mints for amounts at the simulator's price. */
  mintLiquidity(parameters: MintLiquidityParameters): MintLiquidityReturnType
  /**
   * The pool's state once a position's liquidity is withdrawn from it (for swaps through the
   * pool later in the same rebalance). May read the chain at the block for what the state lacks.
   */
  withdrawPoolLiquidity(parameters: WithdrawPoolLiquidityParameters): Promise<PoolState>
  /** The position executor's mint bytes (pool and range). */
  encodeMint(parameters: EncodeMintParameters): Hex
  /** Staking; absent: the DEX type's positions cannot be staked through Sluice. */
  staking?: PositionStaking<config> | undefined
}
