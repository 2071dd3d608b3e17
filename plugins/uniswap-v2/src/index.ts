export { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
export {
  type CreateUniswapV2AdapterParameters,
  type CreateUniswapV2AdapterReturnType,
  createUniswapV2Adapter,
  UNISWAP_V2_KIND,
} from './createUniswapV2Adapter.js'
export {
  type CreateUniswapV2SimulatorParameters,
  type CreateUniswapV2SimulatorReturnType,
  createUniswapV2Simulator,
  UNISWAP_V2_SWAP_GAS,
} from './createUniswapV2Simulator.js'
export { type DiscoverUniswapV2PoolsParameters, type DiscoverUniswapV2PoolsReturnType, discoverUniswapV2Pools } from './discoverUniswapV2Pools.js'
export { type EncodeUniswapV2StepParameters, type EncodeUniswapV2StepReturnType, encodeUniswapV2Step } from './encodeUniswapV2Step.js'
export { uniswapV2ExecutorAbi, uniswapV2ExecutorBytecode } from './generated/uniswapV2Executor.js'
export { type GetAmountInParameters, getAmountIn } from './getAmountIn.js'
export { type GetAmountOutParameters, getAmountOut } from './getAmountOut.js'
export { type IsUniswapV2StateChangeParameters, isUniswapV2StateChange } from './isUniswapV2StateChange.js'
export {
  type ResolvedUniswapV2Config,
  type ResolveUniswapV2ConfigParameters,
  type ResolveUniswapV2ConfigReturnType,
  resolveUniswapV2Config,
  type UniswapV2Config,
  type UniswapV2Discovery,
} from './resolveUniswapV2Config.js'
export { uniswapV2Artifacts } from './sandbox/uniswapV2Artifacts.js'
export { type SwapUniswapV2PairParameters, type SwapUniswapV2PairReturnType, swapUniswapV2Pair } from './swapUniswapV2Pair.js'
export { type TrackUniswapV2PoolsParameters, type TrackUniswapV2PoolsReturnType, trackUniswapV2Pools } from './trackUniswapV2Pools.js'
export type { UniswapV2Reserves } from './UniswapV2Reserves.js'
export { type UniswapV2PluginConfig, uniswapV2ConfigSchema } from './uniswapV2ConfigSchema.js'
export { uniswapV2Plugin } from './uniswapV2Plugin.js'
