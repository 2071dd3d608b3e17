import { routerAbi, sluiceErrorsAbi } from '@sluice/contracts'
import { decodeErrorResult, type Hex, BaseError as ViemError } from 'viem'

/** A failed simulation's revert, decoded when it is one of Sluice's errors. */
export function describeRevert(error: unknown): string {
  if (!(error instanceof ViemError)) return String(error)
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
  if (withData?.data && withData.data.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: [...sluiceErrorsAbi, ...routerAbi], data: withData.data })
      return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
    } catch {
      return `revert ${withData.data}`
    }
  }
  return error.shortMessage
}
