export { uniswapV4PoolManagerAbi } from './abi.js'
export { type ComputeUniswapV4PoolIdParameters, type ComputeUniswapV4PoolIdReturnType, computeUniswapV4PoolId } from './computeUniswapV4PoolId.js'
export {
  type CreateUniswapV4AdapterParameters,
  type CreateUniswapV4AdapterReturnType,
  createUniswapV4Adapter,
  UNISWAP_V4_KIND,
} from './createUniswapV4Adapter.js'
export {
  type CreateUniswapV4SimulatorParameters,
  type CreateUniswapV4SimulatorReturnType,
  createUniswapV4Simulator,
  UNISWAP_V4_STEP_GAS,
  UNISWAP_V4_SWAP_GAS,
  UNISWAP_V4_TICK_CROSS_GAS,
  type UniswapV4Simulator,
} from './createUniswapV4Simulator.js'
export { type DiscoverUniswapV4PoolsParameters, type DiscoverUniswapV4PoolsReturnType, discoverUniswapV4Pools } from './discoverUniswapV4Pools.js'
export { type EncodeUniswapV4StepParameters, type EncodeUniswapV4StepReturnType, encodeUniswapV4Step } from './encodeUniswapV4Step.js'
export { uniswapV4ExecutorAbi, uniswapV4ExecutorBytecode } from './generated/uniswapV4Executor.js'
export { type IsUniswapV4StateChangeParameters, type IsUniswapV4StateChangeReturnType, isUniswapV4StateChange } from './isUniswapV4StateChange.js'
export { type PoolOfUniswapV4LogParameters, type PoolOfUniswapV4LogReturnType, poolOfUniswapV4Log } from './poolOfUniswapV4Log.js'
export {
  type SimulateUniswapV4SwapParameters,
  type SimulateUniswapV4SwapReturnType,
  simulateUniswapV4Swap,
  type UniswapV4Slot,
} from './simulateUniswapV4Swap.js'
export { type TrackUniswapV4PoolsParameters, type TrackUniswapV4PoolsReturnType, trackUniswapV4Pools } from './trackUniswapV4Pools.js'
export type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'
export type { UniswapV4PoolState } from './UniswapV4PoolState.js'
export { uniswapV4Artifacts } from './uniswapV4Artifacts.js'
export { type UniswapV4Config, uniswapV4ConfigSchema } from './uniswapV4ConfigSchema.js'
export { uniswapV4Plugin } from './uniswapV4Plugin.js'
export { type UniswapV4StorageSlotsParameters, type UniswapV4StorageSlotsReturnType, uniswapV4StorageSlots } from './uniswapV4StorageSlots.js'
