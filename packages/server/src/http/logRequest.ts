import { isSluiceError, summarizeError } from '@sluice/core'
import type { Logger } from 'pino'

export type LogRequestParameters = {
  logger: Logger
  requestId: string
  method: string
  /** The endpoint's name. */
  endpoint: string
  /** The chain ID of the request's path; `''` when it names none (or an unknown one). */
  chain: string
  status: number
  /** The error code answered, if any. */
  code: string | undefined
  latencyMs: number
  /** What the handler threw, if anything. */
  failure: unknown
  /** Why a 5xx answered without an error (the handler's `problem`). */
  problem: string | undefined
}

/**
 * One bounded line per request: a failure's cause in a few hundred bytes, its stack only at debug level.
 * A third party's own words (an aggregator's message, a revert string) are logged, never answered.
 */
export function logRequest({ logger, requestId, method, endpoint, chain, status, code, latencyMs, failure, problem }: LogRequestParameters): void {
  const thirdPartyText = isSluiceError(failure) ? failure.thirdPartyText : undefined
  const line = {
    requestId,
    method,
    endpoint,
    chain,
    status,
    code,
    latencyMs: Math.round(latencyMs * 100) / 100,
    ...(thirdPartyText === undefined ? {} : { thirdPartyText }),
  }
  if (status < 500) {
    logger.info(line, 'request')
    return
  }
  const cause = {
    ...line,
    error: failure === undefined ? (problem ?? 'unknown') : summarizeError({ error: failure }),
    ...(logger.isLevelEnabled('debug') && failure instanceof Error ? { stack: failure.stack?.slice(0, 4_000) } : {}),
  }
  if (status === 503) logger.warn(cause, 'chain unavailable')
  else logger.error(cause, 'request failed')
}
