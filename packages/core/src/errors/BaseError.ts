export type BaseErrorParameters = {
  /** Longer explanation, safe to show to a user. */
  details?: string | undefined
  cause?: unknown
  /** Machine-readable error code (the spec's ErrorCode for errors that reach the API). */
  code?: ErrorCode | undefined
}

/** The error codes of the aggregator API (`ErrorResponse.error`). */
export type ErrorCode = 'INVALID_TOKEN' | 'INVALID_AMOUNT' | 'NO_ROUTE_FOUND' | 'INSUFFICIENT_LIQUIDITY' | 'INVALID_PARAMETERS' | 'INTERNAL_ERROR'

/**
 * The root of Sluice's error hierarchy: a short message, optional details and cause, and a
 * code. Every error Sluice throws is a `BaseError` subclass with its own unique `name`.
 */
export class BaseError extends Error {
  override name = 'SluiceError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: ErrorCode

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.code = parameters.code ?? 'INTERNAL_ERROR'
  }
}
