export { uniswapV4PoolManagerAbi } from './abi.js'
export { computeUniswapV4PoolId, type ComputeUniswapV4PoolIdParameters, type ComputeUniswapV4PoolIdReturnType } from './computeUniswapV4PoolId.js'
export { createUniswapV4Adapter, type CreateUniswapV4AdapterParameters, type CreateUniswapV4AdapterReturnType, UNISWAP_V4_KIND } from './createUniswapV4Adapter.js'
export {
  createUniswapV4Simulator,
  type CreateUniswapV4SimulatorParameters,
  type CreateUniswapV4SimulatorReturnType,
  UNISWAP_V4_STEP_GAS,
  UNISWAP_V4_SWAP_GAS,
  UNISWAP_V4_TICK_CROSS_GAS,
  type UniswapV4Simulator,
} from './createUniswapV4Simulator.js'
export { discoverUniswapV4Pools, type DiscoverUniswapV4PoolsParameters, type DiscoverUniswapV4PoolsReturnType } from './discoverUniswapV4Pools.js'
export { encodeUniswapV4Step, type EncodeUniswapV4StepParameters, type EncodeUniswapV4StepReturnType } from './encodeUniswapV4Step.js'
export { uniswapV4ExecutorAbi, uniswapV4ExecutorBytecode } from './generated/uniswapV4Executor.js'
export { isUniswapV4StateChange, type IsUniswapV4StateChangeParameters, type IsUniswapV4StateChangeReturnType } from './isUniswapV4StateChange.js'
export { poolOfUniswapV4Log, type PoolOfUniswapV4LogParameters, type PoolOfUniswapV4LogReturnType } from './poolOfUniswapV4Log.js'
export {
  simulateUniswapV4Swap,
  type SimulateUniswapV4SwapParameters,
  type SimulateUniswapV4SwapReturnType,
  type UniswapV4Slot,
} from './simulateUniswapV4Swap.js'
export { trackUniswapV4Pools, type TrackUniswapV4PoolsParameters, type TrackUniswapV4PoolsReturnType } from './trackUniswapV4Pools.js'
export { uniswapV4Artifacts } from './uniswapV4Artifacts.js'
export { type UniswapV4Config, uniswapV4ConfigSchema } from './uniswapV4ConfigSchema.js'
export { uniswapV4Plugin } from './uniswapV4Plugin.js'
export type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'
export type { UniswapV4PoolState } from './UniswapV4PoolState.js'
export { uniswapV4StorageSlots, type UniswapV4StorageSlotsParameters, type UniswapV4StorageSlotsReturnType } from './uniswapV4StorageSlots.js'
