export { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
export {
  createUniswapV2Adapter,
  type CreateUniswapV2AdapterParameters,
  type CreateUniswapV2AdapterReturnType,
  UNISWAP_V2_KIND,
} from './createUniswapV2Adapter.js'
export {
  createUniswapV2Simulator,
  type CreateUniswapV2SimulatorParameters,
  type CreateUniswapV2SimulatorReturnType,
  UNISWAP_V2_SWAP_GAS,
} from './createUniswapV2Simulator.js'
export { discoverUniswapV2Pools, type DiscoverUniswapV2PoolsParameters, type DiscoverUniswapV2PoolsReturnType } from './discoverUniswapV2Pools.js'
export { encodeUniswapV2Step, type EncodeUniswapV2StepParameters, type EncodeUniswapV2StepReturnType } from './encodeUniswapV2Step.js'
export { getAmountIn, type GetAmountInParameters } from './getAmountIn.js'
export { getAmountOut, type GetAmountOutParameters } from './getAmountOut.js'
export { isUniswapV2StateChange, type IsUniswapV2StateChangeParameters } from './isUniswapV2StateChange.js'
export {
  MULTICALL3_ADDRESS,
  resolveUniswapV2Config,
  type ResolvedUniswapV2Config,
  type ResolveUniswapV2ConfigParameters,
  type ResolveUniswapV2ConfigReturnType,
  type UniswapV2Config,
  type UniswapV2Discovery,
} from './resolveUniswapV2Config.js'
export { swapUniswapV2Pair, type SwapUniswapV2PairParameters, type SwapUniswapV2PairReturnType } from './swapUniswapV2Pair.js'
export { trackUniswapV2Pools, type TrackUniswapV2PoolsParameters, type TrackUniswapV2PoolsReturnType } from './trackUniswapV2Pools.js'
export type { UniswapV2Reserves } from './UniswapV2Reserves.js'
export { type UniswapV2PluginConfig, uniswapV2ConfigSchema } from './uniswapV2ConfigSchema.js'
export { uniswapV2Plugin } from './uniswapV2Plugin.js'
export { uniswapV2Artifacts } from './sandbox/uniswapV2Artifacts.js'
export { uniswapV2ExecutorAbi, uniswapV2ExecutorBytecode } from './generated/uniswapV2Executor.js'
