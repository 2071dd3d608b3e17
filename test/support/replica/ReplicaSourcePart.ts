import type { KnownDeployment } from '@sluice/core'
import type { TxSender } from '@sluice/sandbox'
import type { Address, Hex, PublicClient } from 'viem'

export type ReplicaPlaceParameters = {
  client: PublicClient
  /** Runs every constructor (`msg.sender`): the owner of what it places. */
  deployer: Address
  deployment: KnownDeployment
  wrappedNative: Address
}

export type ReplicaPrepareParameters = {
  tx: TxSender
  deployer: Address
  deployment: KnownDeployment
  wrappedNative: Address
  /** Every token of the replica. */
  tokens: readonly Address[]
}

export type ReplicaPrepareReturnType = {
  /** The config the plugin's sandbox part creates pools with (the preset's, plus the periphery it needs). */
  poolConfig: unknown
  /** The source's config on the replica: the preset's, with the replica's init code hash where it has one. */
  config: Record<string, unknown>
  /** Keccak of the pool creation code the replica's factory deploys, where pools are CREATE2 of it. */
  initCodeHash?: Hex | undefined
}

/**
 * How a replica places one DEX type's known deployment: its contracts at their known addresses
 * (`place`, before any other transaction of the deployer), then what creating pools needs
 * (`prepare`: fee tiers, periphery deployed anywhere, approvals), sent through the world's sender.
 */
export type ReplicaSourcePart = {
  place(parameters: ReplicaPlaceParameters): Promise<void>
  prepare(parameters: ReplicaPrepareParameters): ReplicaPrepareReturnType
}
