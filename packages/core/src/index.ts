export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export {
  AggregatorRequestError,
  AggregatorTimeoutError,
  ChainUnavailableError,
  DuplicateSourceIdError,
  InsufficientLiquidityError,
  InvalidConfigError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  RpcBudgetExceededError,
  SimulationError,
  StaleStateError,
  TransactionSimulationError,
  UnknownSourceError,
} from './errors/errors.js'
export { summarizeError, type SummarizeErrorParameters } from './errors/summarizeError.js'
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
export { minAmountOut, type MinAmountOutParameters } from './aggregator/minAmountOut.js'
export { fetchAggregatorJson, type FetchAggregatorJsonParameters, type FetchAggregatorJsonReturnType } from './aggregator/fetchAggregatorJson.js'
export type {
  AggregatorAdapter,
  AggregatorChainContext,
  AggregatorPlugin,
  AggregatorQuote,
  AggregatorQuoteRequest,
  AggregatorSwap,
  AggregatorSwapRequest,
  CreateAggregatorAdapterParameters,
  JsonValue,
} from './types/AggregatorAdapter.js'
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
export {
  createTokenCache,
  type CreateTokenCacheParameters,
  type LoadTokensOptions,
  type LoadTokensReturnType,
  type TokenCache,
  type UnsupportedToken,
} from './tokens/createTokenCache.js'
export { measureTransfer, type MeasureTransferParameters, type MeasureTransferReturnType } from './tokens/measureTransfer.js'
export { withoutUnsupportedPools, type WithoutUnsupportedPoolsParameters } from './tokens/withoutUnsupportedPools.js'
export { computeUsdPrices, type ComputeUsdPricesParameters, type ComputeUsdPricesReturnType, type UsdPrice } from './prices/computeUsdPrices.js'
export { encodeSwap, type EncodeSwapParameters, type EncodeSwapReturnType, type SwapTransaction } from './encoder/encodeSwap.js'
export {
  findStorageSlot,
  type FindStorageSlotParameters,
  type FindStorageSlotReturnType,
  type StorageSlotCache,
  type StorageSlotLayout,
} from './encoder/findStorageSlot.js'
export { createRpcBudget, type CreateRpcBudgetParameters, type CreateRpcBudgetReturnType } from './encoder/createRpcBudget.js'
export { grossAmountOutForBuy, type GrossAmountOutForBuyParameters } from './encoder/grossAmountOutForBuy.js'
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
