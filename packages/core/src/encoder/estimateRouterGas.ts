import type { Abi, Address, Hex, PublicClient, StateOverride } from 'viem'
import { TransactionSimulationError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import { revertReason } from './revertReason.js'

/** A router call as the user sends it, with the state overrides that stand in for transactions not yet mined. */
export type RouterCall = { account: Address; to: Address; data: Hex; value?: bigint | undefined; stateOverride: StateOverride }

export type EstimateRouterGasParameters = {
  client: PublicClient
  /** Decodes the executors' errors (`revertReason`). */
  registry: SourceRegistry
  call: RouterCall
  /** What the call does, for the error message (`swap`, `zap`, `rebalance`). */
  what: string
  /** More error ABIs the call may revert with (e.g. a position executor's). */
  abis?: readonly Abi[] | undefined
  /** The error's details (e.g. the route's shape). */
  details?: string | undefined
}

/** The call's gas estimate on the latest block; a revert throws `TransactionSimulationError` with its decoded reason. */
export async function estimateRouterGas({ client, registry, call, what, abis, details }: EstimateRouterGasParameters): Promise<bigint> {
  try {
    return await client.estimateGas(call)
  } catch (cause) {
    throw new TransactionSimulationError(`The ${what} failed simulation: ${revertReason({ error: cause, registry, abis }).text}.`, { cause, details })
  }
}
