import { BaseError } from '../errors/BaseError.js'
import {
  BlockGasLimitError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  SimulationError,
} from '../errors/errors.js'
import type { SerializedError } from './QuoteWorkerMessages.js'

/** An error of a quote worker that is not one of core's quote errors. */
export class QuoteWorkerError extends BaseError {
  override name = 'QuoteWorkerError'
  constructor(message: string, params: { details?: string | undefined; cause?: unknown } = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** The errors a quote can end with, rebuilt by name so callers can still tell them apart. */
const revivers: Record<string, (error: SerializedError, details: { details?: string | undefined }) => BaseError> = {
  InvalidParametersError: (error, details) => new InvalidParametersError(error.shortMessage ?? error.message, details),
  InvalidTokenError: (error, details) => new InvalidTokenError(error.shortMessage ?? error.message, details),
  InvalidAmountError: (error, details) => new InvalidAmountError(error.shortMessage ?? error.message, details),
  NoRouteFoundError: (error, details) => new NoRouteFoundError(error.shortMessage ?? error.message, details),
  InsufficientLiquidityError: (error, details) => new InsufficientLiquidityError(error.shortMessage ?? error.message, details),
  SimulationError: (error, details) => new SimulationError({ reason: error.reason ?? 'unknown', ...details }),
  BlockGasLimitError: (error, details) => new BlockGasLimitError({ blockGasLimit: BigInt(error.blockGasLimit ?? 0), ...details }),
}

export type ReviveErrorParameters = {
  error: SerializedError
}

/** The error a worker threw, as an error of the same class on this side (`QuoteWorkerError` for any other). */
export function reviveError({ error }: ReviveErrorParameters): BaseError {
  const revive = revivers[error.name]
  const details = { details: error.details }
  return revive ? revive(error, details) : new QuoteWorkerError(`A quote worker failed: ${error.message.split('\n')[0]}`, { details: error.details })
}
