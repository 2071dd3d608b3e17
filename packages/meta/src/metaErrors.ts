import { BaseError, type BaseErrorParameters } from '@sluice/core'
import type { MetaErrorCode } from './metaErrorCodes.js'

type Params = Omit<BaseErrorParameters, 'code'>

/**
 * An error of the meta aggregator. `metaCode` is its code in the meta aggregator's answers (each
 * class also has it as a static `metaCode`, for tables and docs); `code`, the aggregator API's
 * code, is what another API would answer. A server maps each to its HTTP status by `name`.
 */
export abstract class MetaError extends BaseError {
  abstract readonly metaCode: MetaErrorCode
}

/** No competition has this ID (or it expired long ago). */
export class CompetitionNotFoundError extends MetaError {
  override name = 'CompetitionNotFoundError'
  static readonly metaCode = 'COMPETITION_NOT_FOUND' satisfies MetaErrorCode
  readonly metaCode = CompetitionNotFoundError.metaCode
  constructor({ competitionId, ...rest }: { competitionId: string } & Params) {
    super(`Competition ${competitionId.slice(0, 100)} not found; create a new one with POST /competitions.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** The competition's TTL has elapsed. */
export class CompetitionExpiredError extends MetaError {
  override name = 'CompetitionExpiredError'
  static readonly metaCode = 'COMPETITION_EXPIRED' satisfies MetaErrorCode
  readonly metaCode = CompetitionExpiredError.metaCode
  constructor({ competitionId, expiresAt, ...rest }: { competitionId: string; expiresAt: string } & Params) {
    super(`Competition ${competitionId} expired at ${expiresAt}; create a new one and retry.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** The aggregator is unknown or does not serve the competition's chain. */
export class AggregatorNotAvailableError extends MetaError {
  override name = 'AggregatorNotAvailableError'
  static readonly metaCode = 'AGGREGATOR_NOT_AVAILABLE' satisfies MetaErrorCode
  readonly metaCode = AggregatorNotAvailableError.metaCode
  constructor({ aggregator, available, ...rest }: { aggregator: string; available: readonly string[] } & Params) {
    super(`Aggregator "${aggregator.slice(0, 64)}" is not available in this competition; available: ${available.join(', ') || 'none'}.`, {
      ...rest,
      code: 'INVALID_PARAMETERS',
    })
  }
}

/** `/swap` before a successful `/quotes` of the same aggregator. */
export class QuoteNotFoundError extends MetaError {
  override name = 'QuoteNotFoundError'
  static readonly metaCode = 'QUOTE_NOT_FOUND' satisfies MetaErrorCode
  readonly metaCode = QuoteNotFoundError.metaCode
  constructor({ aggregator, ...rest }: { aggregator: string } & Params) {
    super(`No quote from ${aggregator} in this competition; POST /quotes?aggregator=${aggregator} first.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** The swap the aggregator builds now would deliver less than its quote's minimum. */
export class QuoteOutdatedError extends MetaError {
  override name = 'QuoteOutdatedError'
  static readonly metaCode = 'QUOTE_OUTDATED' satisfies MetaErrorCode
  readonly metaCode = QuoteOutdatedError.metaCode
  constructor({ aggregator, amountOut, minAmountOut, ...rest }: { aggregator: string; amountOut: bigint; minAmountOut: bigint } & Params) {
    super(`The swap of ${aggregator} now gives ${amountOut}, below the quote's minimum ${minAmountOut}; quote again.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** Why an aggregator did not deliver: no route for the order, a time-out, or another failure. */
export type AggregatorFailure = 'no-route' | 'timeout' | 'failed'

const FAILURES: Record<AggregatorFailure, string> = {
  'no-route': 'has no route for this order',
  timeout: 'did not answer in time',
  failed: 'failed to answer',
}

/**
 * An aggregator could not quote or build the swap; it is left out of the results. Its message is
 * ours, by the kind of failure: the aggregator's own words (`reason`, `details`: a third party's
 * text, which could be made to phish) go only to `thirdPartyText`, which servers log.
 */
export class AggregatorCallError extends MetaError {
  override name = 'AggregatorCallError'
  static readonly metaCodes = {
    'no-route': 'AGGREGATOR_NO_ROUTE',
    timeout: 'AGGREGATOR_TIMEOUT',
    failed: 'AGGREGATOR_FAILED',
  } as const satisfies Record<AggregatorFailure, MetaErrorCode>
  readonly failure: AggregatorFailure
  readonly metaCode: MetaErrorCode
  constructor({ aggregator, failure, reason, details, ...rest }: { aggregator: string; failure: AggregatorFailure; reason: string } & Params) {
    super(`Aggregator ${aggregator} ${FAILURES[failure]}.`, {
      ...rest,
      thirdPartyText: details === undefined ? reason : `${reason} ${details}`,
      code: 'INTERNAL_ERROR',
    })
    this.failure = failure
    this.metaCode = AggregatorCallError.metaCodes[failure]
  }
}

/**
 * The aggregator's transaction reverts when simulated from the user's address. The message names
 * the revert by its selector (`revert`, e.g. `Error(string) 0x08c379a0`, `custom error
 * 0x1234abcd`); the revert's own text goes only to `thirdPartyText`, which servers log.
 */
export class SwapSimulationFailedError extends MetaError {
  override name = 'SwapSimulationFailedError'
  static readonly metaCode = 'SWAP_SIMULATION_FAILED' satisfies MetaErrorCode
  readonly metaCode = SwapSimulationFailedError.metaCode
  constructor({ aggregator, revert, revertText, ...rest }: { aggregator: string; revert: string; revertText?: string | undefined } & Params) {
    super(`The swap transaction of ${aggregator} reverts in simulation (${revert}); it is not returned.`, {
      ...rest,
      thirdPartyText: revertText,
      code: 'INTERNAL_ERROR',
    })
  }
}

/**
 * The aggregator's transaction does not do to the user what its quote says (simulated from the
 * user's address), or calls or asks approval for a contract its adapter does not declare: it is
 * not returned, and its quote is dropped from the ranking.
 */
export class SwapRefusedError extends MetaError {
  override name = 'SwapRefusedError'
  static readonly metaCode = 'SWAP_REFUSED' satisfies MetaErrorCode
  readonly metaCode = SwapRefusedError.metaCode
  constructor({ aggregator, reason, ...rest }: { aggregator: string; reason: string } & Params) {
    super(`The swap transaction of ${aggregator} is refused: ${reason}; it is not returned.`, { ...rest, code: 'INTERNAL_ERROR' })
  }
}

/** Which cap a new competition met: the store's, the share of clients without a key, or the creator's own. */
export type CompetitionCap = 'store' | 'anonymous' | 'client'

const CAPS: Record<CompetitionCap, string> = {
  store: 'Too many competitions are open',
  anonymous: 'The competitions open to clients without an API key are all taken (the rest is kept for keys)',
  client: 'This address holds as many open competitions as one address may',
}

/** The competition store is at a cap (count or bytes, the anonymous share, the address's own): a new competition or quote must wait. */
export class CompetitionStoreFullError extends MetaError {
  override name = 'CompetitionStoreFullError'
  static readonly metaCode = 'SERVICE_UNAVAILABLE' satisfies MetaErrorCode
  readonly metaCode = CompetitionStoreFullError.metaCode
  /** Seconds until the oldest competition under that cap expires and frees room. */
  readonly retryAfterSeconds: number
  readonly cap: CompetitionCap
  constructor({ retryAfterSeconds, cap = 'store', ...rest }: { retryAfterSeconds: number; cap?: CompetitionCap | undefined } & Params) {
    super(`${CAPS[cap]}; retry in ${retryAfterSeconds} s.`, { ...rest, code: 'INTERNAL_ERROR' })
    this.retryAfterSeconds = retryAfterSeconds
    this.cap = cap
  }
}

/** The competition store (Redis) does not answer. */
export class CompetitionStoreUnavailableError extends MetaError {
  override name = 'CompetitionStoreUnavailableError'
  static readonly metaCode = 'SERVICE_UNAVAILABLE' satisfies MetaErrorCode
  readonly metaCode = CompetitionStoreUnavailableError.metaCode
  constructor(params: Params = {}) {
    super('The competition store is unavailable.', { ...params, code: 'INTERNAL_ERROR' })
  }
}
