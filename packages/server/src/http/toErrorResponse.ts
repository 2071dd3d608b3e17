import { type BaseError, type ErrorCode, isSluiceError } from '@sluice/core'
import type { AggregatorCallError, CompetitionStoreFullError, MetaError, MetaErrorCode } from '@sluice/meta'
import { HTTPError } from 'h3'
import type { RateLimitedError } from '../errors.js'
import { type ErrorStatusRow, errorStatusTable } from './errorStatusTable.js'

export type ToErrorResponseParameters = {
  error: unknown
  /** Whose codes the body carries: the aggregator API's `ErrorCode` (also the cross-chain API's) or the meta aggregator's. Default `aggregator`. */
  api?: 'aggregator' | 'meta' | undefined
}

export type ToErrorResponseReturnType = {
  status: number
  body: { error: ErrorCode | MetaErrorCode; message: string }
  headers: Record<string, string>
}

/** Longest message a client gets, in characters. */
const MAX_MESSAGE = 500

const covers = (row: ErrorStatusRow, error: BaseError) =>
  'code' in row
    ? row.code === error.code
    : isSluiceError(error, row.error) &&
      (row.failure === undefined || (isSluiceError<AggregatorCallError>(error, 'AggregatorCallError') && error.failure === row.failure))

/**
 * The one place errors become HTTP answers, for the three APIs: `{ error, message }` with the
 * status of `errorStatusTable`. Sluice's errors are recognized by their tag (`isSluiceError`), also
 * when they come from a plugin's own copy of `@sluice/core`. Errors that are not Sluice's own
 * become a 500 with a generic message (never a stack trace); a malformed request that h3 rejects
 * itself, a 4xx (a body over the limit, h3's 413, a 400).
 */
export function toErrorResponse({ error, api = 'aggregator' }: ToErrorResponseParameters): ToErrorResponseReturnType {
  if (!isSluiceError(error)) {
    // A body past the limit (h3 answers 413 as it streams): a bad request like any other, as documented.
    if (error instanceof HTTPError && error.status === 413)
      return { status: 400, body: { error: 'INVALID_PARAMETERS', message: 'Request body is too large.' }, headers: {} }
    if (error instanceof HTTPError && error.status >= 400 && error.status < 500)
      return {
        status: error.status,
        body: { error: 'INVALID_PARAMETERS', message: 'Malformed request: the URL, the headers or the JSON body cannot be read.' },
        headers: {},
      }
    return { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' }, headers: {} }
  }
  // The last row covers INTERNAL_ERROR, so every code has a row.
  const row = errorStatusTable.find((candidate) => covers(candidate, error)) as ErrorStatusRow
  const text = row.retry ? `${error.shortMessage} Retry shortly.` : error.details ? `${error.shortMessage} ${error.details}` : error.shortMessage
  // A meta error carries its own meta code (also one of another copy of `@sluice/meta`); the row's is for the rest.
  const metaCode = isSluiceError<MetaError>(error, 'MetaError') ? error.metaCode : row.metaCode
  const body = { error: api === 'meta' ? metaCode : error.code, message: text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text }
  return { status: row.status, body, headers: headersOf(error, row) }
}

function headersOf(error: unknown, row: ErrorStatusRow): Record<string, string> {
  if (isSluiceError(error, 'UnauthorizedError')) return { 'WWW-Authenticate': 'Bearer' }
  if (isSluiceError<RateLimitedError>(error, 'RateLimitedError')) {
    const limit = String(error.limit)
    const reset = String(error.retryAfterSeconds)
    return {
      'Retry-After': reset,
      'RateLimit-Limit': limit,
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': reset,
      'X-RateLimit-Limit': limit,
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': reset,
    }
  }
  if (isSluiceError<CompetitionStoreFullError>(error, 'CompetitionStoreFullError')) return { 'Retry-After': String(error.retryAfterSeconds) }
  return row.retry ? { 'Retry-After': '1' } : {}
}
