import { BaseError, ChainUnavailableError, type ErrorCode, StaleStateError } from '@sluice/core'
import { BridgeStatusUnavailableError, DepositNotFoundError } from '../crossChain/errors.js'
import { EndpointNotFoundError, RateLimitedError, UnauthorizedError } from '../errors.js'

export type ToErrorResponseParameters = {
  error: unknown
}

export type ToErrorResponseReturnType = {
  status: number
  body: { error: ErrorCode; message: string }
  headers: Record<string, string>
}

/** HTTP status of each error code, for errors without a status of their own. */
const statusByCode: Record<ErrorCode, number> = {
  INVALID_TOKEN: 400,
  INVALID_AMOUNT: 400,
  INVALID_PARAMETERS: 400,
  NO_ROUTE_FOUND: 404,
  INSUFFICIENT_LIQUIDITY: 404,
  INTERNAL_ERROR: 500,
}

/**
 * The one place errors become HTTP answers: `{ error, message }` with the spec's ErrorCode.
 * Errors that are not Sluice's own become a 500 with a generic message (never a stack trace).
 */
export function toErrorResponse({ error }: ToErrorResponseParameters): ToErrorResponseReturnType {
  if (!(error instanceof BaseError))
    return { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' }, headers: {} }
  const body = { error: error.code, message: error.details ? `${error.shortMessage} ${error.details}` : error.shortMessage }
  if (error instanceof UnauthorizedError) return { status: 401, body, headers: { 'WWW-Authenticate': 'Bearer' } }
  if (error instanceof RateLimitedError) {
    const limit = String(error.limit)
    const reset = String(error.retryAfterSeconds)
    return {
      status: 429,
      body,
      headers: {
        'Retry-After': reset,
        'RateLimit-Limit': limit,
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': reset,
        'X-RateLimit-Limit': limit,
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': reset,
      },
    }
  }
  if (error instanceof EndpointNotFoundError || error instanceof DepositNotFoundError) return { status: 404, body, headers: {} }
  if (error instanceof BridgeStatusUnavailableError) return { status: 503, body: { error: error.code, message: `${error.shortMessage} Retry shortly.` }, headers: { 'Retry-After': '1' } }
  // The node's own failure (which may name the RPC URL) goes to the log, not to the client.
  if (error instanceof ChainUnavailableError || error instanceof StaleStateError)
    return { status: 503, body: { error: error.code, message: `${error.shortMessage} Retry shortly.` }, headers: { 'Retry-After': '1' } }
  return { status: statusByCode[error.code], body, headers: {} }
}
