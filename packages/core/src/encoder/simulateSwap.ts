import { mergeErrorAbis, sluiceErrorsAbi } from '@sluice/contracts'
import { type Address, decodeErrorResult, type Hex, type PublicClient, type StateOverride, BaseError as ViemError } from 'viem'
import { TransactionSimulationError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Route } from '../types/Route.js'
import { describeRouteShape } from './describeRouteShape.js'

export type SimulateSwapParameters = {
  client: PublicClient
  /** For decoding the executors' errors. */
  registry: SourceRegistry
  route: Route
  call: { account: Address; to: Address; data: Hex; value: bigint; stateOverride: StateOverride }
}

/**
 * Runs the swap on the latest block (eth_call, then a gas estimate) and returns its gas; a revert
 * throws `TransactionSimulationError` with the decoded reason.
 */
export async function simulateSwap({ client, registry, route, call }: SimulateSwapParameters): Promise<bigint> {
  try {
    await client.call(call)
    return await client.estimateGas(call)
  } catch (cause) {
    throw new TransactionSimulationError(`The swap failed simulation: ${revertReason(cause, registry)}.`, {
      cause,
      details: `Route of ${describeRouteShape({ route })} at block ${route.blockNumber}.`,
    })
  }
}

/** The swap's revert, decoded when it is one of Sluice's errors or an executor's; never raw revert data or the node's own text (it reaches clients). */
function revertReason(error: unknown, registry: SourceRegistry): string {
  if (!(error instanceof ViemError)) return 'an unexpected failure'
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
  if (withData?.data && withData.data.length >= 10) {
    try {
      const decoded = decodeErrorResult({
        abi: mergeErrorAbis([sluiceErrorsAbi, ...registry.list().flatMap((adapter) => (adapter.executorAbi ? [adapter.executorAbi] : []))]),
        data: withData.data,
      })
      return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
    } catch {
      return `an unrecognized revert (selector ${withData.data.slice(0, 10)})`
    }
  }
  return 'a revert without data (e.g. out of gas, or a token that refuses the transfer)'
}
