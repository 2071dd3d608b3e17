export { algebraFactoryAbi, algebraPoolAbi, algebraPoolStateEventsAbi, algebraQuoterV2Abi } from './abi.js'
export { algebraIntegralPlugin } from './algebraIntegralPlugin.js'
export type { AlgebraIntegralPoolState, AlgebraIntegralTick } from './AlgebraIntegralPoolState.js'
export type { AlgebraIntegralSourceContext } from './AlgebraIntegralSourceContext.js'
export {
  computeAlgebraIntegralPoolAddress,
  type ComputeAlgebraIntegralPoolAddressParameters,
  type ComputeAlgebraIntegralPoolAddressReturnType,
} from './computeAlgebraIntegralPoolAddress.js'
export {
  ALGEBRA_INTEGRAL_KIND,
  createAlgebraIntegralAdapter,
  type CreateAlgebraIntegralAdapterParameters,
  type CreateAlgebraIntegralAdapterReturnType,
} from './createAlgebraIntegralAdapter.js'
export {
  ALGEBRA_INTEGRAL_SWAP_GAS,
  ALGEBRA_INTEGRAL_TICK_CROSS_GAS,
  type AlgebraIntegralQuoteExactInParameters,
  type AlgebraIntegralQuoteExactOutParameters,
  type AlgebraIntegralSimulator,
  createAlgebraIntegralSimulator,
  type CreateAlgebraIntegralSimulatorParameters,
  type CreateAlgebraIntegralSimulatorReturnType,
} from './createAlgebraIntegralSimulator.js'
export {
  discoverAlgebraIntegralPools,
  type DiscoverAlgebraIntegralPoolsParameters,
  type DiscoverAlgebraIntegralPoolsReturnType,
} from './discoverAlgebraIntegralPools.js'
export { encodeAlgebraIntegralStep, type EncodeAlgebraIntegralStepParameters, type EncodeAlgebraIntegralStepReturnType } from './encodeAlgebraIntegralStep.js'
export { algebraIntegralExecutorAbi, algebraIntegralExecutorBytecode } from './generated/algebraIntegralExecutor.js'
export {
  isAlgebraIntegralStateChange,
  type IsAlgebraIntegralStateChangeParameters,
  type IsAlgebraIntegralStateChangeReturnType,
} from './isAlgebraIntegralStateChange.js'
export { getNewPrice } from './math/getNewPrice.js'
export { movePriceTowardsTarget, type PriceMovement } from './math/movePriceTowardsTarget.js'
export { ALGEBRA_INTEGRAL_INIT_CODE_HASH, type AlgebraIntegralConfig, parseAlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'
export { algebraIntegralArtifacts } from './sandbox/algebraIntegralArtifacts.js'
export { ALGEBRA_INTEGRAL_DEFAULT_FEE } from './sandbox/createAlgebraIntegralPool.js'
export { SANDBOX_COMMUNITY_FEE } from './sandbox/deployAlgebraIntegralSource.js'
export {
  type AlgebraIntegralSlot,
  simulateAlgebraIntegralSwap,
  type SimulateAlgebraIntegralSwapParameters,
  type SimulateAlgebraIntegralSwapReturnType,
} from './simulateAlgebraIntegralSwap.js'
export { trackAlgebraIntegralPools, type TrackAlgebraIntegralPoolsParameters, type TrackAlgebraIntegralPoolsReturnType } from './trackAlgebraIntegralPools.js'
export { algebraIntegralPositionExecutorAbi, algebraIntegralPositionExecutorBytecode } from './generated/algebraIntegralPositionExecutor.js'
export { algebraIntegralPositionManagerAbi } from './positions/algebraIntegralPositionManagerAbi.js'
export { algebraIntegralPositionSupport } from './positions/algebraIntegralPositionSupport.js'
export { encodeAlgebraIntegralMint, type EncodeAlgebraIntegralMintParameters } from './positions/encodeAlgebraIntegralMint.js'
export {
  mintAlgebraIntegralLiquidity,
  type MintAlgebraIntegralLiquidityParameters,
  type MintAlgebraIntegralLiquidityReturnType,
} from './positions/mintAlgebraIntegralLiquidity.js'
export { readAlgebraIntegralPosition, type ReadAlgebraIntegralPositionParameters, type ReadAlgebraIntegralPositionReturnType } from './positions/readAlgebraIntegralPosition.js'
export {
  withdrawAlgebraIntegralLiquidity,
  type WithdrawAlgebraIntegralLiquidityParameters,
  type WithdrawAlgebraIntegralLiquidityReturnType,
} from './positions/withdrawAlgebraIntegralLiquidity.js'
