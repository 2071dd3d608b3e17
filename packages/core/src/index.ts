export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export {
  ChainUnavailableError,
  DuplicateSourceIdError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  SimulationError,
  StaleStateError,
  TransactionSimulationError,
  UnknownSourceError,
} from './errors/errors.js'
export { createSourceRegistry, type CreateSourceRegistryParameters, type SourceRegistry } from './registry/createSourceRegistry.js'
export type { Pool, PoolState } from './types/Pool.js'
export type { Route, RoutePath, RouteStep, SwapMode } from './types/Route.js'
export type { QuoteExactInParameters, QuoteExactOutParameters, Simulator, SwapResult } from './types/Simulator.js'
export type {
  DiscoverParameters,
  DiscoverReturnType,
  EncodedStep,
  EncodeStepParameters,
  SourceAdapter,
  SourceInfo,
  TrackParameters,
} from './types/SourceAdapter.js'
export { NATIVE_TOKEN_ADDRESS, type Token } from './types/Token.js'
