import type { ErrorCode } from '@sluice/core'
import {
  AggregatorCallError,
  type AggregatorFailure,
  AggregatorNotAvailableError,
  CompetitionExpiredError,
  CompetitionNotFoundError,
  CompetitionStoreFullError,
  CompetitionStoreUnavailableError,
  type MetaErrorCode,
  QuoteNotFoundError,
  QuoteOutdatedError,
  SwapRefusedError,
  SwapSimulationFailedError,
} from '@sluice/meta'

/**
 * One row of the table: the errors it covers (an error class by its `name`, which also covers its
 * subclasses and errors of another copy of `@sluice/core`, optionally one aggregator failure; or
 * else every error of a code), their HTTP status, the meta aggregator's code for them (a meta error's
 * own `metaCode`, from `@sluice/meta`; the aggregator and cross-chain APIs answer the error's own
 * `code`), and whether the answer asks to retry
 * (`Retry-After: 1`, and only the short message: the details may name an RPC node).
 */
export type ErrorStatusRow = { status: number; metaCode: MetaErrorCode; retry?: true } & ({ error: string; failure?: AggregatorFailure } | { code: ErrorCode })

type KeyOf<row> = row extends { code: infer code extends string }
  ? code
  : row extends { error: infer name extends string; failure: infer failure extends string }
    ? `${name}:${failure}`
    : row extends { error: infer name extends string }
      ? name
      : never

/**
 * A row of the table by name: its error class (`RateLimitedError`), with the aggregator failure
 * when it has one (`AggregatorCallError:timeout`), or its code (`NO_ROUTE_FOUND`). Endpoint
 * declarations name their error answers by it, and take their HTTP status from the row.
 */
export type ErrorRowKey = KeyOf<(typeof errorStatusTable)[number]>

/**
 * The one table from errors to HTTP for the three APIs (aggregator, meta aggregator, cross-chain),
 * read top to bottom: the first row that covers an error decides. Class rows come first; the code
 * rows at the end cover every other Sluice error.
 */
export const errorStatusTable = [
  { error: 'UnauthorizedError', status: 401, metaCode: 'UNAUTHORIZED' },
  { error: 'RateLimitedError', status: 429, metaCode: 'RATE_LIMITED' },
  { error: 'EndpointNotFoundError', status: 404, metaCode: 'INVALID_PARAMETERS' },
  { error: 'ForbiddenRequestError', status: 403, metaCode: 'INVALID_PARAMETERS' },
  { error: 'UnsupportedMediaTypeError', status: 415, metaCode: 'INVALID_PARAMETERS' },
  // The spec's 404 of rebalance (and of a zap's increase): an unknown position or pool.
  { error: 'PositionNotFoundError', status: 404, metaCode: 'INVALID_PARAMETERS' },
  { error: 'PoolNotFoundError', status: 404, metaCode: 'INVALID_PARAMETERS' },
  // Cross-chain: a hash that is no deposit; a chain that does not answer while a status is read.
  { error: 'DepositNotFoundError', status: 404, metaCode: 'INVALID_PARAMETERS' },
  { error: 'BridgeStatusUnavailableError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
  { error: 'ChainUnavailableError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
  { error: 'StaleStateError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
  { error: 'TooManyConnectionsError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
  // Quote streams (`/{chainId}/v1/quote/stream`): the client's share, or the server's, is taken.
  { error: 'TooManyQuoteStreamsError', status: 429, metaCode: 'RATE_LIMITED' },
  { error: 'QuoteStreamsFullError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
  // The meta aggregator's own errors (its spec lists 400, 401, 404 and 410; the rest are ours).
  { error: 'CompetitionNotFoundError', status: 404, metaCode: CompetitionNotFoundError.metaCode },
  { error: 'CompetitionExpiredError', status: 410, metaCode: CompetitionExpiredError.metaCode },
  { error: 'AggregatorNotAvailableError', status: 400, metaCode: AggregatorNotAvailableError.metaCode },
  { error: 'QuoteNotFoundError', status: 409, metaCode: QuoteNotFoundError.metaCode },
  { error: 'QuoteOutdatedError', status: 409, metaCode: QuoteOutdatedError.metaCode },
  { error: 'AggregatorCallError', failure: 'no-route', status: 422, metaCode: AggregatorCallError.metaCodes['no-route'] },
  { error: 'AggregatorCallError', failure: 'timeout', status: 504, metaCode: AggregatorCallError.metaCodes.timeout },
  { error: 'AggregatorCallError', failure: 'failed', status: 502, metaCode: AggregatorCallError.metaCodes.failed },
  { error: 'SwapSimulationFailedError', status: 422, metaCode: SwapSimulationFailedError.metaCode },
  { error: 'SwapRefusedError', status: 422, metaCode: SwapRefusedError.metaCode },
  // Retry-After: until the oldest competition expires (the error's own header, below the table).
  { error: 'CompetitionStoreFullError', status: 503, metaCode: CompetitionStoreFullError.metaCode },
  { error: 'CompetitionStoreUnavailableError', status: 503, metaCode: CompetitionStoreUnavailableError.metaCode, retry: true },
  // Every other Sluice error, by its code.
  { code: 'INVALID_TOKEN', status: 400, metaCode: 'INVALID_PARAMETERS' },
  { code: 'INVALID_AMOUNT', status: 400, metaCode: 'INVALID_PARAMETERS' },
  { code: 'INVALID_PARAMETERS', status: 400, metaCode: 'INVALID_PARAMETERS' },
  { code: 'NO_ROUTE_FOUND', status: 404, metaCode: 'INVALID_PARAMETERS' },
  { code: 'INSUFFICIENT_LIQUIDITY', status: 404, metaCode: 'INVALID_PARAMETERS' },
  // The order's transaction would need more gas than the chain's blocks hold (HyperEVM's fast blocks: 2M).
  { code: 'GAS_LIMIT_EXCEEDED', status: 422, metaCode: 'INVALID_PARAMETERS' },
  { code: 'INTERNAL_ERROR', status: 500, metaCode: 'INTERNAL_ERROR' },
] as const satisfies readonly ErrorStatusRow[]
