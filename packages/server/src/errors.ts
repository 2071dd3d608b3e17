import { BaseError, type BaseErrorParameters } from '@sluice/core'

type Params = Omit<BaseErrorParameters, 'code'>

/** An `Authorization` header with a key that is malformed or unknown. */
export class UnauthorizedError extends BaseError {
  override name = 'UnauthorizedError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** The client spent its request budget for the current window. */
export class RateLimitedError extends BaseError {
  override name = 'RateLimitedError'
  /** Seconds until the budget allows the next request. */
  readonly retryAfterSeconds: number
  /** Requests per window of the budget that was spent. */
  readonly limit: number
  constructor({ retryAfterSeconds, limit, ...rest }: { retryAfterSeconds: number; limit: number } & Params) {
    super(`Rate limit exceeded; retry in ${retryAfterSeconds} s.`, { ...rest, code: 'INVALID_PARAMETERS' })
    this.retryAfterSeconds = retryAfterSeconds
    this.limit = limit
  }
}

/** No endpoint at this method and path. */
export class EndpointNotFoundError extends BaseError {
  override name = 'EndpointNotFoundError'
  constructor({ method, path, ...rest }: { method: string; path: string } & Params) {
    super(`No endpoint ${method} ${path}.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** `sluice contracts deploy` could not finish: a transaction failed or reverted, or the chain lacks what it needs. */
export class ContractsDeployError extends BaseError {
  override name = 'ContractsDeployError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** A request the endpoint does not take from where it comes: another site's page (`Origin`) or another name for this server (`Host`). */
export class ForbiddenRequestError extends BaseError {
  override name = 'ForbiddenRequestError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** A body in a media type the endpoint does not read. */
export class UnsupportedMediaTypeError extends BaseError {
  override name = 'UnsupportedMediaTypeError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** A connection that found no slot (its address holds its share, or every slot is taken): answered 503 with `Retry-After`, then closed. */
export class TooManyConnectionsError extends BaseError {
  override name = 'TooManyConnectionsError'
  constructor(params: Params = {}) {
    super('Too many connections from this address, or to this server.', { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** A client holds as many quote streams as it may (`limits.quoteStreamsPerClient`): answered 429. */
export class TooManyQuoteStreamsError extends BaseError {
  override name = 'TooManyQuoteStreamsError'
  constructor({ limit, ...rest }: { limit: number } & Params) {
    super(`Too many quote streams: this client holds ${limit}, the most it may; close one first.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** The server holds as many quote streams as it may (`limits.quoteStreams`), or is shutting down: answered 503 with `Retry-After`. */
export class QuoteStreamsFullError extends BaseError {
  override name = 'QuoteStreamsFullError'
  constructor(params: Params = {}) {
    super('The server holds as many quote streams as it may.', { ...params, code: 'INTERNAL_ERROR' })
  }
}
