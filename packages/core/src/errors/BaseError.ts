export type BaseErrorParameters = {
  /** Longer explanation, safe to show to a user. */
  details?: string | undefined
  cause?: unknown
  /** Machine-readable error code (the spec's ErrorCode for errors that reach the API). */
  code?: ErrorCode | undefined
  /**
   * Text from a third party (an aggregator's or a bridge's message, a revert string): never part
   * of the message or the details, so never shown to a client; servers write it to their log.
   */
  thirdPartyText?: string | undefined
}

/** The error codes of the aggregator API (`ErrorResponse.error`). */
export type ErrorCode =
  | 'INVALID_TOKEN'
  | 'INVALID_AMOUNT'
  | 'NO_ROUTE_FOUND'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'INVALID_PARAMETERS'
  | 'GAS_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR'

/**
 * The tag of Sluice's errors, from the global symbol registry so that every copy of
 * `@sluice/core` (a plugin may install its own) reads and writes the same key.
 */
export const sluiceErrorTag = Symbol.for('sluice.error')

/**
 * The root of Sluice's error hierarchy: a short message, optional details and cause, and a
 * code. Every error Sluice throws is a `BaseError` subclass with its own unique `name`. Check
 * errors with `isSluiceError`, not `instanceof`: `instanceof` fails for an error of another copy
 * of `@sluice/core`.
 */
export class BaseError extends Error {
  override name = 'SluiceError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: ErrorCode
  /** Third-party text kept for the log only (at most 1,000 characters); see `BaseErrorParameters`. */
  readonly thirdPartyText: string | undefined

  /**
   * The error's `name`, then the Sluice error classes it extends (e.g. `StateNotLoadedError`,
   * `SimulationError`), then `SluiceError`: what `isSluiceError` reads.
   */
  get [sluiceErrorTag](): readonly string[] {
    const names = [this.name]
    // The instance's class gave it its `name`; the classes between it and BaseError give theirs.
    let prototype: object | null = Object.getPrototypeOf(this)
    while (prototype !== null && prototype !== BaseError.prototype) {
      prototype = Object.getPrototypeOf(prototype) as object | null
      if (prototype !== null && prototype !== BaseError.prototype) names.push(prototype.constructor.name)
    }
    names.push('SluiceError')
    return names
  }

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.code = parameters.code ?? 'INTERNAL_ERROR'
    this.thirdPartyText = parameters.thirdPartyText?.slice(0, 1_000)
  }
}
