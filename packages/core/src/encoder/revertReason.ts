import { mergeErrorAbis, sluiceErrorsAbi } from '@sluice/contracts'
import { type Abi, decodeErrorResult, type Hex, BaseError as ViemError } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'

export type RevertReasonParameters = {
  /** What a simulation or gas estimate of a router call threw. */
  error: unknown
  /** Its sources' executor ABIs decode the executors' errors. */
  registry: SourceRegistry
  /** More error ABIs the call may revert with (e.g. a position executor's). */
  abis?: readonly Abi[] | undefined
}

export type RevertReasonReturnType = {
  /** The decoded error's name; `undefined` when the revert is not one of the ABIs' errors. */
  name: string | undefined
  /** A short description safe to show a client. */
  text: string
}

/**
 * A failed router call's revert, decoded when it is one of Sluice's errors, an executor's or one
 * of `abis`; never raw revert data or the node's own text (it reaches clients).
 */
export function revertReason({ error, registry, abis = [] }: RevertReasonParameters): RevertReasonReturnType {
  if (!(error instanceof ViemError)) return { name: undefined, text: 'an unexpected failure' }
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
  if (withData?.data && withData.data.length >= 10) {
    try {
      const decoded = decodeErrorResult({
        abi: mergeErrorAbis([sluiceErrorsAbi, ...registry.list().flatMap((adapter) => (adapter.executorAbi ? [adapter.executorAbi] : [])), ...abis]),
        data: withData.data,
      })
      return { name: decoded.errorName, text: `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})` }
    } catch {
      return { name: undefined, text: `an unrecognized revert (selector ${withData.data.slice(0, 10)})` }
    }
  }
  return { name: undefined, text: 'a revert without data (e.g. out of gas, or a token that refuses the transfer)' }
}
