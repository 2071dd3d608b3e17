import { type AggregatorRequestError, AggregatorTimeoutError, isSluiceError } from '@sluice/core'
import type { MetaLogger } from './createMetaAggregator.js'
import { AggregatorCallError } from './metaErrors.js'

export type CallAggregatorParameters<result> = {
  aggregator: string
  /** Limit of the call, in milliseconds. */
  requestTimeoutMs: number
  /** Where an unexpected failure is logged (its text is never shown to a caller). */
  logger: MetaLogger
  /** The call; aborted through `signal` when the time is up. */
  run(signal: AbortSignal): Promise<result>
}

/** Runs one aggregator call under the time limit; its failures become `AggregatorCallError`. */
export async function callAggregator<result>({ aggregator, requestTimeoutMs, logger, run }: CallAggregatorParameters<result>): Promise<result> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new AggregatorTimeoutError({ aggregator, timeoutMs: requestTimeoutMs }))
    }, requestTimeoutMs)
  })
  try {
    return await Promise.race([run(controller.signal), timeout])
  } catch (error) {
    throw toCallError(aggregator, error, logger)
  } finally {
    clearTimeout(timer)
  }
}

function toCallError(aggregator: string, error: unknown, logger: MetaLogger): AggregatorCallError {
  if (isSluiceError<AggregatorTimeoutError>(error, 'AggregatorTimeoutError'))
    return new AggregatorCallError({ aggregator, failure: 'timeout', reason: error.shortMessage, cause: error })
  if (isSluiceError<AggregatorRequestError>(error, 'AggregatorRequestError'))
    return new AggregatorCallError({ aggregator, failure: 'failed', reason: error.shortMessage, details: error.details, cause: error })
  if (isSluiceError(error) && error.code !== 'INTERNAL_ERROR')
    return new AggregatorCallError({ aggregator, failure: 'no-route', reason: error.shortMessage, details: error.details, cause: error })
  if (isSluiceError(error)) return new AggregatorCallError({ aggregator, failure: 'failed', reason: error.shortMessage, cause: error })
  // A bug or an unexpected answer in an adapter: logged, not shown.
  logger.error({ err: error, aggregator }, 'aggregator failed unexpectedly')
  return new AggregatorCallError({ aggregator, failure: 'failed', reason: 'failed unexpectedly.', cause: error })
}
