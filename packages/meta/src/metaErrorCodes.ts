/**
 * The `error` codes of the meta aggregator's `{ error, message }` answers: its spec's codes
 * (`COMPETITION_NOT_FOUND`, `COMPETITION_EXPIRED`, ...) and the server's answers that every API
 * shares (`UNAUTHORIZED`, `RATE_LIMITED`, `SERVICE_UNAVAILABLE`, ...).
 */
export const metaErrorCodes = [
  'INVALID_PARAMETERS',
  'UNAUTHORIZED',
  'COMPETITION_NOT_FOUND',
  'COMPETITION_EXPIRED',
  'AGGREGATOR_NOT_AVAILABLE',
  'QUOTE_NOT_FOUND',
  'QUOTE_OUTDATED',
  'AGGREGATOR_NO_ROUTE',
  'SWAP_SIMULATION_FAILED',
  'SWAP_REFUSED',
  'RATE_LIMITED',
  'AGGREGATOR_FAILED',
  'AGGREGATOR_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const

/** One of `metaErrorCodes`. */
export type MetaErrorCode = (typeof metaErrorCodes)[number]
