import type { ErrorCode } from '@sluice/core'
import type { AggregatorFailure } from '@sluice/meta'
import type { MetaErrorCode } from '../meta/metaSchemas.js'

/**
 * One row of the table: the errors it covers (an error class by its `name`, which also covers its
 * subclasses and errors of another copy of `@sluice/core`, optionally one aggregator failure; or
 * else every error of a code), their HTTP status, the meta aggregator's code for them (the aggregator
 * and cross-chain APIs answer the error's own `code`), and whether the answer asks to retry
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
  { error: 'CompetitionNotFoundError', status: 404, metaCode: 'COMPETITION_NOT_FOUND' },
  { error: 'CompetitionExpiredError', status: 410, metaCode: 'COMPETITION_EXPIRED' },
  { error: 'AggregatorNotAvailableError', status: 400, metaCode: 'AGGREGATOR_NOT_AVAILABLE' },
  { error: 'QuoteNotFoundError', status: 409, metaCode: 'QUOTE_NOT_FOUND' },
  { error: 'QuoteOutdatedError', status: 409, metaCode: 'QUOTE_OUTDATED' },
  { error: 'AggregatorCallError', failure: 'no-route', status: 422, metaCode: 'AGGREGATOR_NO_ROUTE' },
  { error: 'AggregatorCallError', failure: 'timeout', status: 504, metaCode: 'AGGREGATOR_TIMEOUT' },
  { error: 'AggregatorCallError', failure: 'failed', status: 502, metaCode: 'AGGREGATOR_FAILED' },
  { error: 'SwapSimulationFailedError', status: 422, metaCode: 'SWAP_SIMULATION_FAILED' },
  { error: 'SwapRefusedError', status: 422, metaCode: 'SWAP_REFUSED' },
  // Retry-After: until the oldest competition expires (the error's own header, below the table).
  { error: 'CompetitionStoreFullError', status: 503, metaCode: 'SERVICE_UNAVAILABLE' },
  { error: 'CompetitionStoreUnavailableError', status: 503, metaCode: 'SERVICE_UNAVAILABLE', retry: true },
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
