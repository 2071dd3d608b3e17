export type { AlgebraIntegralPoolState, AlgebraIntegralTick } from './AlgebraIntegralPoolState.js'
export type { AlgebraIntegralSourceContext } from './AlgebraIntegralSourceContext.js'
export { algebraFactoryAbi, algebraPoolAbi, algebraPoolStateEventsAbi, algebraQuoterV2Abi } from './abi.js'
export { algebraIntegralPlugin } from './algebraIntegralPlugin.js'
export {
  type ComputeAlgebraIntegralPoolAddressParameters,
  type ComputeAlgebraIntegralPoolAddressReturnType,
  computeAlgebraIntegralPoolAddress,
} from './computeAlgebraIntegralPoolAddress.js'
export {
  ALGEBRA_INTEGRAL_KIND,
  type CreateAlgebraIntegralAdapterParameters,
  type CreateAlgebraIntegralAdapterReturnType,
  createAlgebraIntegralAdapter,
} from './createAlgebraIntegralAdapter.js'
export {
  ALGEBRA_INTEGRAL_SWAP_GAS,
  ALGEBRA_INTEGRAL_TICK_CROSS_GAS,
  type AlgebraIntegralQuoteExactInParameters,
  type AlgebraIntegralQuoteExactOutParameters,
  type AlgebraIntegralSimulator,
  type CreateAlgebraIntegralSimulatorParameters,
  type CreateAlgebraIntegralSimulatorReturnType,
  createAlgebraIntegralSimulator,
} from './createAlgebraIntegralSimulator.js'
export {
  type DiscoverAlgebraIntegralPoolsParameters,
  type DiscoverAlgebraIntegralPoolsReturnType,
  discoverAlgebraIntegralPools,
} from './discoverAlgebraIntegralPools.js'
export { type EncodeAlgebraIntegralStepParameters, type EncodeAlgebraIntegralStepReturnType, encodeAlgebraIntegralStep } from './encodeAlgebraIntegralStep.js'
export { algebraIntegralExecutorAbi, algebraIntegralExecutorBytecode } from './generated/algebraIntegralExecutor.js'
export { algebraIntegralPositionExecutorAbi, algebraIntegralPositionExecutorBytecode } from './generated/algebraIntegralPositionExecutor.js'
export {
  type IsAlgebraIntegralStateChangeParameters,
  type IsAlgebraIntegralStateChangeReturnType,
  isAlgebraIntegralStateChange,
} from './isAlgebraIntegralStateChange.js'
export { getNewPrice } from './math/getNewPrice.js'
export { movePriceTowardsTarget } from './math/movePriceTowardsTarget.js'
export { ALGEBRA_INTEGRAL_INIT_CODE_HASH, type AlgebraIntegralConfig, parseAlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'
export { algebraIntegralPositionManagerAbi } from './positions/algebraIntegralPositionManagerAbi.js'
export { algebraIntegralPositionSupport } from './positions/algebraIntegralPositionSupport.js'
export { type EncodeAlgebraIntegralMintParameters, encodeAlgebraIntegralMint } from './positions/encodeAlgebraIntegralMint.js'
export {
  type MintAlgebraIntegralLiquidityParameters,
  type MintAlgebraIntegralLiquidityReturnType,
  mintAlgebraIntegralLiquidity,
} from './positions/mintAlgebraIntegralLiquidity.js'
export {
  type ReadAlgebraIntegralPositionParameters,
  type ReadAlgebraIntegralPositionReturnType,
  readAlgebraIntegralPosition,
} from './positions/readAlgebraIntegralPosition.js'
export {
  type WithdrawAlgebraIntegralLiquidityParameters,
  type WithdrawAlgebraIntegralLiquidityReturnType,
  withdrawAlgebraIntegralLiquidity,
} from './positions/withdrawAlgebraIntegralLiquidity.js'
export { algebraIntegralArtifacts } from './sandbox/algebraIntegralArtifacts.js'
export { ALGEBRA_INTEGRAL_DEFAULT_FEE } from './sandbox/createAlgebraIntegralPool.js'
export { SANDBOX_COMMUNITY_FEE } from './sandbox/deployAlgebraIntegralSource.js'
export {
  type AlgebraIntegralSlot,
  type SimulateAlgebraIntegralSwapParameters,
  type SimulateAlgebraIntegralSwapReturnType,
  simulateAlgebraIntegralSwap,
} from './simulateAlgebraIntegralSwap.js'
export { type TrackAlgebraIntegralPoolsParameters, type TrackAlgebraIntegralPoolsReturnType, trackAlgebraIntegralPools } from './trackAlgebraIntegralPools.js'
