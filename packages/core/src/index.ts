export { type FetchAggregatorJsonParameters, type FetchAggregatorJsonReturnType, fetchAggregatorJson } from './aggregator/fetchAggregatorJson.js'
export { type MinAmountOutParameters, minAmountOut } from './aggregator/minAmountOut.js'
export { type KnownChain, type KnownToken, knownChains } from './chains/knownChains.js'
export { type ChainConfigFinding, type CheckChainConfigParameters, checkChainConfig } from './config/checkChainConfig.js'
export { type CheckContractCodeParameters, checkContractCode } from './config/checkContractCode.js'
export { type FindNewestLogParameters, findNewestLog } from './config/findNewestLog.js'
export { addGasMargin } from './encoder/addGasMargin.js'
export { type CreateRpcBudgetParameters, type CreateRpcBudgetReturnType, createRpcBudget } from './encoder/createRpcBudget.js'
export { type DecodePackedRouteParameters, decodePackedRoute } from './encoder/decodePackedRoute.js'
export { type DecodeRouterCallParameters, type DecodeRouterCallReturnType, decodeRouterCall } from './encoder/decodeRouterCall.js'
export { type DecodeSwapCallParameters, decodeSwapCall } from './encoder/decodeSwapCall.js'
export { type EncodePackedRouteParameters, encodePackedRoute } from './encoder/encodePackedRoute.js'
export { type EncodeSwapParameters, type EncodeSwapReturnType, encodeSwap, type SwapTransaction } from './encoder/encodeSwap.js'
export { type EncodeSwapCallParameters, encodeSwapCall } from './encoder/encodeSwapCall.js'
export { type ExplainRouterCallParameters, explainRouterCall } from './encoder/explainRouterCall.js'
export {
  type FindStorageSlotParameters,
  type FindStorageSlotReturnType,
  findStorageSlot,
  type StorageSlotCache,
  type StorageSlotLayout,
} from './encoder/findStorageSlot.js'
export { type GrossAmountOutForBuyParameters, grossAmountOutForBuy } from './encoder/grossAmountOutForBuy.js'
export { type PackRouteParameters, packRoute } from './encoder/packRoute.js'
export { type WaitForReceiptParameters, waitForReceipt } from './encoder/waitForReceipt.js'
export { type ApplySwapTermsParameters, type ApplySwapTermsReturnType, applySwapTerms } from './engine/applySwapTerms.js'
export { type BuildRebalanceParameters, buildRebalance } from './engine/buildRebalance.js'
export { type BuildZapParameters, buildZap } from './engine/buildZap.js'
export type {
  ChainEngine,
  ChainEngineConfig,
  ChainHealth,
  EngineLiquidityQuote,
  EngineQuote,
  EngineQuoteParameters,
  EngineRebalance,
  EngineRebalanceParameters,
  EngineStateChange,
  EngineSwap,
  EngineSwapParameters,
  EngineTransaction,
  EngineZap,
  EngineZapParameters,
  PartnerFee,
  PricedToken,
} from './engine/ChainEngine.js'
export { type CreateChainEngineParameters, createChainEngine } from './engine/createChainEngine.js'
export {
  type FindPositionManagerParameters,
  type FindPositionManagerReturnType,
  findPositionManager,
  type PositionManagerEntry,
} from './engine/findPositionManager.js'
export { BaseError, type BaseErrorParameters, type ErrorCode } from './errors/BaseError.js'
export {
  AggregatorRequestError,
  AggregatorTimeoutError,
  BlockGasLimitError,
  ChainIdMismatchError,
  ChainUnavailableError,
  DuplicateSourceIdError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidConfigError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  PoolNotFoundError,
  PositionNotFoundError,
  RpcBudgetExceededError,
  SimulationError,
  StaleStateError,
  StateNotLoadedError,
  TokenTransferMismatchError,
  TransactionSimulationError,
  UnknownSourceError,
} from './errors/errors.js'
export { isSluiceError } from './errors/isSluiceError.js'
export { type SummarizeErrorParameters, summarizeError } from './errors/summarizeError.js'
export { type ClassifyLogRefusalParameters, type ClassifyLogRefusalReturnType, classifyLogRefusal, type LogRefusal } from './logs/classifyLogRefusal.js'
export {
  type CreateLogReaderParameters,
  createLogReader,
  DEFAULT_MAX_LOG_RANGE,
  type LogReader,
  type LogReadParameters,
  type LogRefusalEvent,
} from './logs/createLogReader.js'
export { type ReadLogsParameters, readLogs } from './logs/readLogs.js'
export { type ChunkParameters, chunk } from './plugins/chunk.js'
export {
  type CreatePluginRegistryParameters,
  createPluginRegistry,
  type PluginRegistry,
  type PluginType,
  type PluginTypes,
  pluginKey,
} from './plugins/createPluginRegistry.js'
export { type CreateSourceAdaptersParameters, createSourceAdapters } from './plugins/createSourceAdapters.js'
export { type FixtureRangeBookParameters, type FixtureRangeBookReturnType, fixtureRangeBook } from './plugins/fixtureRangeBook.js'
export { type IsToken0Parameters, isToken0 } from './plugins/isToken0.js'
export { type BridgeRouteConfig, type ListBridgeRoutesParameters, listBridgeRoutes } from './plugins/listBridgeRoutes.js'
export { type ListPositionManagersParameters, listPositionManagers } from './plugins/listPositionManagers.js'
export { type ParseWithSchemaParameters, parseWithSchema } from './plugins/parseWithSchema.js'
export { type ComputeUsdPricesParameters, type ComputeUsdPricesReturnType, computeUsdPrices, type UsdPrice } from './prices/computeUsdPrices.js'
export { type ComputePriceImpactParameters, type ComputePriceImpactReturnType, computePriceImpact } from './quote/computePriceImpact.js'
export { type QuoteRouteParameters, type QuoteRouteReturnType, quoteRoute } from './quote/quoteRoute.js'
export { type CreateSourceRegistryParameters, createSourceRegistry, type SourceRegistry } from './registry/createSourceRegistry.js'
export { MULTICALL3_ADDRESS } from './rpc/multicall3Address.js'
export { type SplitMulticallTransportParameters, splitMulticallTransport } from './rpc/splitMulticallTransport.js'
export { type BuildPoolGraphParameters, type BuildPoolGraphReturnType, buildPoolGraph, type PoolEdge, type PoolGraph } from './solver/buildPoolGraph.js'
export {
  type FindRouteOptions,
  type FindRouteParameters,
  type FindRouteReturnType,
  findRoute,
  type PoolGraphSnapshot,
} from './solver/findRoute.js'
export { type SimulateRouteParameters, type SimulateRouteReturnType, simulateRoute } from './solver/simulateRoute.js'
export {
  type CreateFedPoolStateStoreParameters,
  createFedPoolStateStore,
  type FedPoolStateChanges,
  type FedPoolStates,
  type PoolStateFeed,
  type PoolStateSource,
} from './store/createFedPoolStateStore.js'
export type { PoolStateSnapshot } from './store/createPoolStateSnapshot.js'
export {
  type CreatePoolStateStoreParameters,
  createPoolStateStore,
  type PoolStateStore,
  type PoolStateStoreHealth,
  type SyncReport,
  type SyncToHeadParameters,
} from './store/createPoolStateStore.js'
export {
  type CreateTokenCacheParameters,
  createTokenCache,
  type LoadTokensOptions,
  type LoadTokensReturnType,
  type TokenCache,
  type UnsupportedToken,
} from './tokens/createTokenCache.js'
export { type MeasuredTransfer, type MeasureTransferParameters, type MeasureTransferReturnType, measureTransfer } from './tokens/measureTransfer.js'
export { type WithoutUnsupportedPoolsParameters, withoutUnsupportedPools } from './tokens/withoutUnsupportedPools.js'
export type {
  AggregatorAdapter,
  AggregatorChainContext,
  AggregatorContracts,
  AggregatorPlugin,
  AggregatorQuote,
  AggregatorQuoteRequest,
  AggregatorSandboxConfigParameters,
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
export type { CheckDeploymentParameters, DeploymentFinding } from './types/DeploymentCheck.js'
export type { Citation, KnownDeployment } from './types/KnownDeployment.js'
export type { PackedPath } from './types/PackedRoute.js'
export type { Pool, PoolId, PoolState } from './types/Pool.js'
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
  ApplyLogsParameters,
  DiscoverFromLogsParameters,
  DiscoverParameters,
  DiscoverReturnType,
  EncodedStep,
  EncodeStepParameters,
  LoadStateParameters,
  SourceAdapter,
  SourceInfo,
  TrackParameters,
} from './types/SourceAdapter.js'
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
  SandboxWorldPart,
  SourceChainContext,
  SourceEntry,
  SourcePlugin,
  SourceSandboxPart,
} from './types/SourcePlugin.js'
export type { SwapCall } from './types/SwapCall.js'
export { NATIVE_TOKEN_ADDRESS, type Token } from './types/Token.js'
export {
  type CreateQuoteWorkersParameters,
  type CreateQuoteWorkersReturnType,
  createQuoteWorkers,
  type QuoteWorkers,
  type QuoteWorkersQuoteParameters,
} from './workers/createQuoteWorkers.js'
export type { QuoteWorkerRegistryFactory, QuoteWorkerRegistrySource, QuoteWorkerSources } from './workers/QuoteWorkerMessages.js'
export { QuoteWorkerError } from './workers/reviveError.js'
export { type CenterRangeParameters, type CenterRangeReturnType, centerRange } from './zap/centerRange.js'
export { type CheckRangeParameters, checkRange } from './zap/checkRange.js'
export { type EncodeRebalanceParameters, type EncodeRebalanceReturnType, encodeRebalance } from './zap/encodeRebalance.js'
export { type EncodeZapParameters, type EncodeZapReturnType, encodeZap } from './zap/encodeZap.js'
export { type MinAfterSlippageParameters, minAfterSlippage } from './zap/minAfterSlippage.js'
export { type QuoteRebalanceParameters, type QuoteRebalanceReturnType, quoteRebalance } from './zap/quoteRebalance.js'
export { type QuoteZapParameters, type QuoteZapReturnType, quoteZap } from './zap/quoteZap.js'
export { type SimulateShapeParameters, simulateShape } from './zap/simulateShape.js'
export { type LiquiditySplit, type SolveLiquiditySplitParameters, type SolveLiquiditySplitReturnType, solveLiquiditySplit } from './zap/solveLiquiditySplit.js'
export { type SolveSplitParameters, type SolveSplitReturnType, solveSplit } from './zap/solveSplit.js'
