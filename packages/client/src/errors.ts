import type { components } from './generated/openapi.js'

export type SluiceClientErrorParameters = {
  /** Longer explanation. */
  details?: string | undefined
  cause?: unknown
}

/**
 * The root of the client's errors, shaped like `@sluice/core`'s `BaseError` (a short message,
 * optional details and cause, a unique `name` per class) without depending on core.
 */
export class SluiceClientError extends Error {
  override name = 'SluiceClientError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, parameters: SluiceClientErrorParameters = {}) {
    super(
      parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage,
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}

/** The `error` codes the three APIs answer with (`ErrorResponse` and `MetaErrorResponse`). */
export type SluiceApiErrorCode = components['schemas']['ErrorResponse']['error'] | components['schemas']['MetaErrorResponse']['error']

export type SluiceApiErrorParameters = {
  /** The answer's `error`. */
  code: SluiceApiErrorCode
  /** The answer's HTTP status. */
  status: number
  /** The answer's `message`. */
  message: string
}

/** The server answered with an error of the API: `{ error, message }` and its HTTP status. */
export class SluiceApiError extends SluiceClientError {
  override name = 'SluiceApiError'
  readonly code: SluiceApiErrorCode
  readonly status: number

  constructor({ code, status, message }: SluiceApiErrorParameters) {
    super(message, { details: `${code} (HTTP ${status})` })
    this.code = code
    this.status = status
  }
}

/** The server answered, but not in the API's shape (e.g. a proxy's error page, or a body that is not JSON). */
export class SluiceResponseError extends SluiceClientError {
  override name = 'SluiceResponseError'
  readonly status: number

  constructor({ status, cause }: { status: number; cause?: unknown }) {
    super(`The server answered HTTP ${status} with a body that is not the API's.`, { cause })
    this.status = status
  }
}

/** No answer: the request failed to connect, was aborted, or the connection broke. */
export class SluiceNetworkError extends SluiceClientError {
  override name = 'SluiceNetworkError'

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super(`No answer from ${url}.`, { cause, details: cause instanceof Error ? cause.message : undefined })
  }
}

/** A wait (`waitForCrossChainStatus`) reached its deadline. */
export class SluiceTimeoutError extends SluiceClientError {
  override name = 'SluiceTimeoutError'
}

/** `executeSluiceTransactions` could not run an answer: another account than its `userAddress`, or a transaction that reverted. */
export class SluiceExecutionError extends SluiceClientError {
  override name = 'SluiceExecutionError'
}
