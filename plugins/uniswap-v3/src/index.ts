export { uniswapV3FactoryAbi, uniswapV3PoolAbi, uniswapV3QuoterV2Abi } from './abi.js'
export { computeUniswapV3PoolAddress, type ComputeUniswapV3PoolAddressParameters, type ComputeUniswapV3PoolAddressReturnType } from './computeUniswapV3PoolAddress.js'
export { createUniswapV3Adapter, type CreateUniswapV3AdapterParameters, type CreateUniswapV3AdapterReturnType, UNISWAP_V3_KIND } from './createUniswapV3Adapter.js'
export {
  createUniswapV3Simulator,
  type CreateUniswapV3SimulatorParameters,
  type CreateUniswapV3SimulatorReturnType,
  UNISWAP_V3_STEP_GAS,
  UNISWAP_V3_SWAP_GAS,
  UNISWAP_V3_TICK_CROSS_GAS,
  type UniswapV3QuoteExactInParameters,
  type UniswapV3QuoteExactOutParameters,
  type UniswapV3Simulator,
} from './createUniswapV3Simulator.js'
export { encodeUniswapV3Step, type EncodeUniswapV3StepParameters, type EncodeUniswapV3StepReturnType } from './encodeUniswapV3Step.js'
export { discoverUniswapV3Pools, type DiscoverUniswapV3PoolsParameters, type DiscoverUniswapV3PoolsReturnType } from './discoverUniswapV3Pools.js'
export { isUniswapV3StateChange, type IsUniswapV3StateChangeParameters, type IsUniswapV3StateChangeReturnType } from './isUniswapV3StateChange.js'
export { loadUniswapV3State, type LoadUniswapV3StateParameters, type LoadUniswapV3StateReturnType } from './loadUniswapV3State.js'
export { loadUniswapV3TickWords, type LoadUniswapV3TickWordsParameters, type LoadUniswapV3TickWordsReturnType } from './loadUniswapV3TickWords.js'
export { addDelta } from './math/addDelta.js'
export { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './math/constants.js'
export { getNextSqrtPriceFromInput } from './math/getNextSqrtPriceFromInput.js'
export { getNextSqrtPriceFromOutput } from './math/getNextSqrtPriceFromOutput.js'
export { mulDiv } from './math/mulDiv.js'
export { mulDivRoundingUp } from './math/mulDivRoundingUp.js'
export { type NextInitializedTick, nextInitializedTickWithinOneWord } from './math/nextInitializedTickWithinOneWord.js'
export { encodePriceSqrt } from './math/encodePriceSqrt.js'
export { getAmount0Delta } from './math/getAmount0Delta.js'
export { getAmount1Delta } from './math/getAmount1Delta.js'
export { getSqrtRatioAtTick } from './math/getSqrtRatioAtTick.js'
export { getTickAtSqrtRatio } from './math/getTickAtSqrtRatio.js'
export {
  MULTICALL3_ADDRESS,
  resolveUniswapV3Config,
  type ResolvedUniswapV3Config,
  UNISWAP_V3_FEE_TIERS,
  type UniswapV3Config,
} from './resolveUniswapV3Config.js'
export {
  simulateUniswapV3Swap,
  type SimulateUniswapV3SwapParameters,
  type SimulateUniswapV3SwapReturnType,
  type UniswapV3Slot,
  type UniswapV3StateRequest,
} from './simulateUniswapV3Swap.js'
export { trackUniswapV3Pools, type TrackUniswapV3PoolsParameters, type TrackUniswapV3PoolsReturnType } from './trackUniswapV3Pools.js'
export type { UniswapV3PoolState } from './UniswapV3PoolState.js'
export { wordBounds, type WordBoundsParameters, type WordBoundsReturnType } from './wordBounds.js'
export { uniswapV3PositionExecutorAbi, uniswapV3PositionExecutorBytecode } from './generated/uniswapV3PositionExecutor.js'
export { encodeUniswapV3Mint, type EncodeUniswapV3MintParameters } from './positions/encodeUniswapV3Mint.js'
export { getLiquidityForAmounts, type GetLiquidityForAmountsParameters } from './positions/getLiquidityForAmounts.js'
export { mintUniswapV3Liquidity, type MintUniswapV3LiquidityParameters, type MintUniswapV3LiquidityReturnType } from './positions/mintUniswapV3Liquidity.js'
export { uniswapV3PositionManagerAbi } from './positions/positionManagerAbi.js'
export { readUniswapV3Position, type ReadUniswapV3PositionParameters, type ReadUniswapV3PositionReturnType } from './positions/readUniswapV3Position.js'
export { uniswapV3PositionSupport } from './positions/uniswapV3PositionSupport.js'
export { withdrawUniswapV3Liquidity, type WithdrawUniswapV3LiquidityParameters, type WithdrawUniswapV3LiquidityReturnType } from './positions/withdrawUniswapV3Liquidity.js'
export { deployV3Staker, type DeployV3StakerParameters, type DeployV3StakerReturnType, START_DELAY, uniswapV3StakerBytecode } from './sandbox/deployV3Staker.js'
export { encodeUniswapV3Stake, type EncodeUniswapV3StakeParameters } from './positions/encodeUniswapV3Stake.js'
export type { UniswapV3Incentive } from './positions/UniswapV3Incentive.js'
export { uniswapV3StakerAbi } from './positions/uniswapV3StakerAbi.js'
export { unstakeUniswapV3Position, type UnstakeUniswapV3PositionParameters, type UnstakeUniswapV3PositionReturnType } from './positions/unstakeUniswapV3Position.js'
export { type UniswapV3StakingConfig, uniswapV3Staking } from './positions/uniswapV3Staking.js'
export { type UniswapV3PluginConfig, uniswapV3ConfigSchema } from './uniswapV3ConfigSchema.js'
export { uniswapV3Plugin } from './uniswapV3Plugin.js'
export { uniswapV3Artifacts } from './sandbox/uniswapV3Artifacts.js'
export { alignedTick, type AlignedTickParameters } from './sandbox/alignedTick.js'
export { sqrtPriceX96FromPrice } from './sandbox/sqrtPriceX96FromPrice.js'
export { renameSwapCallback, type RenameSwapCallbackParameters, type RenameSwapCallbackReturnType } from './sandbox/renameSwapCallback.js'
export { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from './generated/uniswapV3Executor.js'
