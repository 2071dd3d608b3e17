// Deprecated: the concentrated-liquidity math moved to `@sluice/concentrated-liquidity`, under the
// same names; import it from there. These re-exports go in the next minor release.
export {
  addDelta,
  type BitmapLiquidityFields as UniswapV3LiquidityFields,
  encodePriceSqrt,
  type GetLiquidityForAmountsParameters,
  getAmount0Delta,
  getAmount1Delta,
  getLiquidityForAmounts,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  type ModifyBitmapLiquidityParameters as ModifyUniswapV3LiquidityParameters,
  type ModifyBitmapLiquidityReturnType as ModifyUniswapV3LiquidityReturnType,
  modifyBitmapLiquidity as modifyUniswapV3Liquidity,
  mulDiv,
  mulDivRoundingUp,
  type NextInitializedTick,
  nextInitializedTickWithinOneWord,
  type WidenWordRangeParameters,
  type WidenWordRangeReturnType,
  type WordBoundsParameters,
  type WordBoundsReturnType,
  widenWordRange,
  wordBounds,
} from '@sluice/concentrated-liquidity'
export { uniswapV3FactoryAbi, uniswapV3PoolAbi, uniswapV3QuoterV2Abi } from './abi.js'
export { type ApplyUniswapV3LogsParameters, type ApplyUniswapV3LogsReturnType, applyUniswapV3Logs } from './applyUniswapV3Logs.js'
export {
  type ComputeUniswapV3PoolAddressParameters,
  type ComputeUniswapV3PoolAddressReturnType,
  computeUniswapV3PoolAddress,
} from './computeUniswapV3PoolAddress.js'
export {
  type CreateUniswapV3AdapterParameters,
  type CreateUniswapV3AdapterReturnType,
  createUniswapV3Adapter,
  UNISWAP_V3_KIND,
} from './createUniswapV3Adapter.js'
export {
  type CreateUniswapV3SimulatorParameters,
  type CreateUniswapV3SimulatorReturnType,
  createUniswapV3Simulator,
  UNISWAP_V3_STEP_GAS,
  UNISWAP_V3_SWAP_GAS,
  UNISWAP_V3_TICK_CROSS_GAS,
  type UniswapV3GasModel,
  type UniswapV3QuoteExactInParameters,
  type UniswapV3QuoteExactOutParameters,
  type UniswapV3Simulator,
} from './createUniswapV3Simulator.js'
export { type DiscoverUniswapV3PoolsParameters, type DiscoverUniswapV3PoolsReturnType, discoverUniswapV3Pools } from './discoverUniswapV3Pools.js'
export { type EncodeUniswapV3StepParameters, type EncodeUniswapV3StepReturnType, encodeUniswapV3Step } from './encodeUniswapV3Step.js'
export { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from './generated/uniswapV3Executor.js'
export { uniswapV3PositionExecutorAbi, uniswapV3PositionExecutorBytecode } from './generated/uniswapV3PositionExecutor.js'
export { type IsUniswapV3StateChangeParameters, type IsUniswapV3StateChangeReturnType, isUniswapV3StateChange } from './isUniswapV3StateChange.js'
export { type LoadUniswapV3StateParameters, type LoadUniswapV3StateReturnType, loadUniswapV3State } from './loadUniswapV3State.js'
export { type LoadUniswapV3TickWordsParameters, type LoadUniswapV3TickWordsReturnType, loadUniswapV3TickWords } from './loadUniswapV3TickWords.js'
export { type EncodeUniswapV3MintParameters, encodeUniswapV3Mint } from './positions/encodeUniswapV3Mint.js'
export { type EncodeUniswapV3StakeParameters, encodeUniswapV3Stake } from './positions/encodeUniswapV3Stake.js'
export { type MintUniswapV3LiquidityParameters, type MintUniswapV3LiquidityReturnType, mintUniswapV3Liquidity } from './positions/mintUniswapV3Liquidity.js'
export { uniswapV3PositionManagerAbi } from './positions/positionManagerAbi.js'
export { type ReadUniswapV3PositionParameters, type ReadUniswapV3PositionReturnType, readUniswapV3Position } from './positions/readUniswapV3Position.js'
export type { UniswapV3Incentive } from './positions/UniswapV3Incentive.js'
export { uniswapV3PositionSupport } from './positions/uniswapV3PositionSupport.js'
export { uniswapV3StakerAbi } from './positions/uniswapV3StakerAbi.js'
export { type UniswapV3StakingConfig, uniswapV3Staking } from './positions/uniswapV3Staking.js'
export {
  type UnstakeUniswapV3PositionParameters,
  type UnstakeUniswapV3PositionReturnType,
  unstakeUniswapV3Position,
} from './positions/unstakeUniswapV3Position.js'
export {
  type WithdrawUniswapV3LiquidityParameters,
  type WithdrawUniswapV3LiquidityReturnType,
  withdrawUniswapV3Liquidity,
} from './positions/withdrawUniswapV3Liquidity.js'
export {
  type ResolvedUniswapV3Config,
  resolveUniswapV3Config,
  UNISWAP_V3_FEE_TIERS,
  type UniswapV3Config,
} from './resolveUniswapV3Config.js'
export { type DeployV3StakerParameters, type DeployV3StakerReturnType, deployV3Staker, START_DELAY, uniswapV3StakerBytecode } from './sandbox/deployV3Staker.js'
export { type RenameSwapCallbackParameters, type RenameSwapCallbackReturnType, renameSwapCallback } from './sandbox/renameSwapCallback.js'
export { uniswapV3Artifacts } from './sandbox/uniswapV3Artifacts.js'
export {
  type SimulateUniswapV3SwapParameters,
  type SimulateUniswapV3SwapReturnType,
  simulateUniswapV3Swap,
  type UniswapV3Slot,
  type UniswapV3StateRequest,
} from './simulateUniswapV3Swap.js'
export { type TrackUniswapV3PoolsParameters, type TrackUniswapV3PoolsReturnType, trackUniswapV3Pools } from './trackUniswapV3Pools.js'
export type { UniswapV3PoolState } from './UniswapV3PoolState.js'
export { type UniswapV3PluginConfig, uniswapV3ConfigSchema } from './uniswapV3ConfigSchema.js'
export { type UniswapV3MintParametersParameters, uniswapV3MintParameters } from './uniswapV3MintParameters.js'
export { uniswapV3Plugin } from './uniswapV3Plugin.js'
