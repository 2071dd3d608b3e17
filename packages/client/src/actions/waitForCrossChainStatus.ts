import { SluiceApiError, SluiceTimeoutError } from '../errors.js'
import type { SluiceClient } from '../SluiceClient.js'
import { type GetCrossChainStatusParameters, type GetCrossChainStatusReturnType, getCrossChainStatus } from './getCrossChainStatus.js'

export type WaitForCrossChainStatusParameters = Omit<GetCrossChainStatusParameters, 'timeoutMs'> & {
  /** Give up after this long, with `SluiceTimeoutError`. Default 10 minutes. (Each read has the client's `timeoutMs`.) */
  timeoutMs?: number | undefined
  /** Time between two reads. Default 2 s. */
  pollIntervalMs?: number | undefined
  /** Called with each status read (e.g. to show progress). */
  onStatus?: ((status: GetCrossChainStatusReturnType) => void) | undefined
}
export type WaitForCrossChainStatusReturnType = GetCrossChainStatusReturnType

/** Statuses worth asking again: the server has not seen the deposit yet (404), or a chain is briefly unavailable (503). */
const retried = new Set([404, 503])

/**
 * Reads the transfer's status until it is final (`status.final`: filled or refunded), and returns
 * that status. A deposit the server does not know yet, or a chain it cannot read, is asked again
 * until the deadline; other errors are thrown.
 */
export async function waitForCrossChainStatus(
  client: SluiceClient,
  { timeoutMs = 600_000, pollIntervalMs = 2_000, onStatus, signal, ...parameters }: WaitForCrossChainStatusParameters,
): Promise<WaitForCrossChainStatusReturnType> {
  const deadline = Date.now() + timeoutMs
  let last: string | undefined
  for (;;) {
    try {
      const status = await getCrossChainStatus(client, { ...parameters, signal })
      onStatus?.(status)
      if (status.status.final) return status
      last = status.status.label
    } catch (error) {
      if (!(error instanceof SluiceApiError && retried.has(error.status))) throw error
      last = `${error.code} (HTTP ${error.status})`
    }
    const wait = Math.min(pollIntervalMs, deadline - Date.now())
    if (wait <= 0)
      throw new SluiceTimeoutError(`The transfer of ${parameters.sourceTxHash} reached no final status within ${timeoutMs} ms.`, {
        details: `Last seen: ${last}.`,
      })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(done, wait)
      function done() {
        signal?.removeEventListener('abort', aborted)
        resolve()
      }
      function aborted() {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', aborted, { once: true })
    })
  }
}
