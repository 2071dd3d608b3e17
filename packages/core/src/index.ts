export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export {
  ChainUnavailableError,
  DuplicateSourceIdError,
  InsufficientLiquidityError,
  InvalidConfigError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  SimulationError,
  StaleStateError,
  TransactionSimulationError,
  UnknownSourceError,
} from './errors/errors.js'
export { computePriceImpact, type ComputePriceImpactParameters, type ComputePriceImpactReturnType } from './quote/computePriceImpact.js'
export { quoteRoute, type QuoteRouteParameters, type QuoteRouteReturnType } from './quote/quoteRoute.js'
export {
  findRoute,
  type FindRouteOptions,
  type FindRouteParameters,
  type FindRouteReturnType,
  type PoolGraphSnapshot,
} from './solver/findRoute.js'
export { simulateRoute, type SimulateRouteParameters, type SimulateRouteReturnType } from './solver/simulateRoute.js'
export { buildPoolGraph, type BuildPoolGraphParameters, type BuildPoolGraphReturnType, type PoolEdge, type PoolGraph } from './solver/buildPoolGraph.js'
export { createSourceAdapters, type CreateSourceAdaptersParameters } from './plugins/createSourceAdapters.js'
export { parseWithSchema, type ParseWithSchemaParameters } from './plugins/parseWithSchema.js'
export { createSourceRegistry, type CreateSourceRegistryParameters, type SourceRegistry } from './registry/createSourceRegistry.js'
export type {
  BridgeAdapter,
  BridgeAgent,
  BridgeChain,
  BridgeDepositState,
  BridgeDepositStatus,
  BridgeDestinationCall,
  BridgeEntry,
  BridgeFee,
  BridgePlugin,
  BridgeQuote,
  BridgeQuoteParameters,
  BridgeRoute,
  BridgeSandboxDeployContext,
  BridgeSandboxDeployParameters,
  BridgeSandboxPart,
  BridgeStartAgentParameters,
  BridgeStatusParameters,
  BridgeTransaction,
  BridgeTransactionsParameters,
  BridgeTransactionsReturnType,
  BridgeTxRef,
  CreateBridgeAdapterParameters,
} from './types/BridgePlugin.js'
export type { Pool, PoolState } from './types/Pool.js'
export type {
  AnySourcePlugin,
  ContractArtifact,
  CreateAdapterParameters,
  SandboxAddLiquidityParameters,
  SandboxCreatePoolParameters,
  SandboxDeployContext,
  SandboxDeploySourceParameters,
  SandboxPool,
  SandboxTxSender,
  SourceChainContext,
  SourceEntry,
  SourcePlugin,
  SourceSandboxPart,
} from './types/SourcePlugin.js'
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
export {
  createPoolStateStore,
  type CreatePoolStateStoreParameters,
  type PoolStateStore,
  type PoolStateStoreHealth,
  type SyncReport,
} from './store/createPoolStateStore.js'
export type { PoolStateSnapshot } from './store/createPoolStateSnapshot.js'
export { createTokenCache, type CreateTokenCacheParameters, type TokenCache } from './tokens/createTokenCache.js'
export { computeUsdPrices, type ComputeUsdPricesParameters, type ComputeUsdPricesReturnType, type UsdPrice } from './prices/computeUsdPrices.js'
export { encodeSwap, type EncodeSwapParameters, type EncodeSwapReturnType, type SwapTransaction } from './encoder/encodeSwap.js'
export { findStorageSlot, type FindStorageSlotParameters, type FindStorageSlotReturnType } from './encoder/findStorageSlot.js'
export { grossAmountOutForBuy, type GrossAmountOutForBuyParameters } from './encoder/grossAmountOutForBuy.js'
export { createQuoteWorkers, type CreateQuoteWorkersParameters, type CreateQuoteWorkersReturnType, type QuoteWorkers, type QuoteWorkersQuoteParameters } from './workers/createQuoteWorkers.js'
export type { QuoteWorkerRegistrySource } from './workers/QuoteWorkerMessages.js'
export { QuoteWorkerError } from './workers/reviveError.js'
export { applySwapTerms, type ApplySwapTermsParameters, type ApplySwapTermsReturnType } from './engine/applySwapTerms.js'
export type {
  ChainEngine,
  ChainEngineConfig,
  ChainHealth,
  EngineQuote,
  EngineQuoteParameters,
  EngineSwap,
  EngineSwapParameters,
  EngineTransaction,
  PartnerFee,
  PricedToken,
} from './engine/ChainEngine.js'
export { createChainEngine, type CreateChainEngineParameters } from './engine/createChainEngine.js'
