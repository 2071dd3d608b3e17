import { RateLimitedError, UnauthorizedError } from '../errors.js'
import { toErrorResponse } from '../http/toErrorResponse.js'
import { MetaError, type MetaErrorCode } from './metaErrors.js'

export type ToMetaErrorResponseParameters = {
  error: unknown
}

export type ToMetaErrorResponseReturnType = {
  status: number
  body: { error: MetaErrorCode; message: string }
  headers: Record<string, string>
}

/**
 * Errors of the meta aggregator's endpoints as HTTP answers: `{ error, message }` with the meta
 * aggregator's codes. Statuses and headers of the shared errors (auth, rate limits) are the
 * aggregator API's; only their codes differ.
 */
export function toMetaErrorResponse({ error }: ToMetaErrorResponseParameters): ToMetaErrorResponseReturnType {
  if (error instanceof MetaError)
    return { status: error.status, body: { error: error.metaCode, message: error.details ? `${error.shortMessage} ${error.details}` : error.shortMessage }, headers: {} }
  const answer = toErrorResponse({ error })
  const code: MetaErrorCode =
    error instanceof UnauthorizedError
      ? 'UNAUTHORIZED'
      : error instanceof RateLimitedError
        ? 'RATE_LIMITED'
        : answer.status === 503
          ? 'SERVICE_UNAVAILABLE'
          : answer.status >= 500
            ? 'INTERNAL_ERROR'
            : 'INVALID_PARAMETERS'
  return { status: answer.status, body: { error: code, message: answer.body.message }, headers: answer.headers }
}
