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
  StateNotLoadedError,
  PoolNotFoundError,
  PositionNotFoundError,
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
  SandboxFinishSourceParameters,
  SandboxPool,
  SandboxTxSender,
  SourceChainContext,
  SourceEntry,
  SourcePlugin,
  SourceSandboxPart,
} from './types/SourcePlugin.js'
export type {
  EncodeMintParameters,
  MintLiquidityParameters,
  MintLiquidityReturnType,
  PoolRange,
  Position,
  PositionStaking,
  PositionSupport,
  ReadPositionParameters,
  StakeTarget,
  UnstakeSteps,
  WithdrawPoolLiquidityParameters,
} from './types/PositionSupport.js'
export type { Route, RoutePath, RouteStep, SwapMode } from './types/Route.js'
export type { MissingPoolState, QuoteExactInParameters, QuoteExactOutParameters, Simulator, SwapResult } from './types/Simulator.js'
export type {
  DiscoverParameters,
  DiscoverReturnType,
  EncodedStep,
  EncodeStepParameters,
  LoadStateParameters,
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
export { addGasMargin } from './encoder/addGasMargin.js'
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
export { createQuoteWorkers, type CreateQuoteWorkersParameters, type CreateQuoteWorkersReturnType, type QuoteWorkers, type QuoteWorkersQuoteParameters } from './workers/createQuoteWorkers.js'
export type { QuoteWorkerRegistrySource } from './workers/QuoteWorkerMessages.js'
export { QuoteWorkerError } from './workers/reviveError.js'
export { applySwapTerms, type ApplySwapTermsParameters, type ApplySwapTermsReturnType } from './engine/applySwapTerms.js'
export type {
  ChainEngine,
  ChainEngineConfig,
  ChainHealth,
  EngineLiquidityQuote,
  EngineQuote,
  EngineQuoteParameters,
  EngineRebalance,
  EngineRebalanceParameters,
  EngineSwap,
  EngineSwapParameters,
  EngineTransaction,
  EngineZap,
  EngineZapParameters,
  PartnerFee,
  PricedToken,
} from './engine/ChainEngine.js'
export { createChainEngine, type CreateChainEngineParameters } from './engine/createChainEngine.js'
export { packRoute, type PackRouteParameters } from './encoder/packRoute.js'
export { centerRange, type CenterRangeParameters, type CenterRangeReturnType } from './zap/centerRange.js'
export { checkRange, type CheckRangeParameters } from './zap/checkRange.js'
export { encodeRebalance, type EncodeRebalanceParameters, type EncodeRebalanceReturnType } from './zap/encodeRebalance.js'
export { encodeZap, type EncodeZapParameters, type EncodeZapReturnType } from './zap/encodeZap.js'
export { minAfterSlippage, type MinAfterSlippageParameters } from './zap/minAfterSlippage.js'
export { quoteRebalance, type QuoteRebalanceParameters, type QuoteRebalanceReturnType } from './zap/quoteRebalance.js'
export { quoteZap, type QuoteZapParameters, type QuoteZapReturnType } from './zap/quoteZap.js'
export { simulateShape, type SimulateShapeParameters } from './zap/simulateShape.js'
export { type LiquiditySplit, solveLiquiditySplit, type SolveLiquiditySplitParameters, type SolveLiquiditySplitReturnType } from './zap/solveLiquiditySplit.js'
export { solveSplit, type SolveSplitParameters, type SolveSplitReturnType } from './zap/solveSplit.js'
export { findPositionManager, type FindPositionManagerParameters, type FindPositionManagerReturnType, type PositionManagerEntry } from './engine/findPositionManager.js'
export { rebalanceOnChain, type RebalanceOnChainParameters } from './engine/rebalanceOnChain.js'
export { zapOnChain, type ZapOnChainParameters } from './engine/zapOnChain.js'
export { listPositionManagers, type ListPositionManagersParameters } from './plugins/listPositionManagers.js'
