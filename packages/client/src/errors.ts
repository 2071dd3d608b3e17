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
  /** The answer's `Retry-After`, in seconds. */
  retryAfter?: number | undefined
}

/** The server answered with an error of the API: `{ error, message }` and its HTTP status. */
export class SluiceApiError extends SluiceClientError {
  override name = 'SluiceApiError'
  readonly code: SluiceApiErrorCode
  readonly status: number
  /** Seconds the server asks to wait before asking again (its `Retry-After`): on a rate limit (429) and a brief unavailability (503). */
  readonly retryAfter: number | undefined

  constructor({ code, status, message, retryAfter }: SluiceApiErrorParameters) {
    super(message, { details: `${code} (HTTP ${status})${retryAfter === undefined ? '' : `; retry after ${retryAfter} s`}` })
    this.code = code
    this.status = status
    this.retryAfter = retryAfter
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

export type SluiceNetworkErrorParameters = {
  /** The server's URL. */
  url: string
  cause: unknown
}

/** No answer. Its subclasses say why: `SluiceAbortError`, `SluiceRequestTimeoutError`, `SluiceConnectionError`. */
export class SluiceNetworkError extends SluiceClientError {
  override name = 'SluiceNetworkError'
  readonly url: string

  constructor({ url, cause }: SluiceNetworkErrorParameters, shortMessage = `No answer from ${url}.`) {
    super(shortMessage, { cause, details: cause instanceof Error ? cause.message : undefined })
    this.url = url
  }
}

/** The request's `signal` aborted it. */
export class SluiceAbortError extends SluiceNetworkError {
  override name = 'SluiceAbortError'

  constructor(parameters: SluiceNetworkErrorParameters) {
    super(parameters, `The request to ${parameters.url} was aborted.`)
  }
}

/** No answer within the request's `timeoutMs`. */
export class SluiceRequestTimeoutError extends SluiceNetworkError {
  override name = 'SluiceRequestTimeoutError'
  readonly timeoutMs: number

  constructor({ timeoutMs, ...parameters }: SluiceNetworkErrorParameters & { timeoutMs: number }) {
    super(parameters, `No answer from ${parameters.url} within ${timeoutMs} ms.`)
    this.timeoutMs = timeoutMs
  }
}

/** The connection failed (refused, unknown host, reset) or broke before the answer. */
export class SluiceConnectionError extends SluiceNetworkError {
  override name = 'SluiceConnectionError'

  constructor(parameters: SluiceNetworkErrorParameters) {
    super(parameters, `Could not connect to ${parameters.url}, or the connection broke.`)
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
