export { velodromeV2FactoryAbi, velodromeV2PoolAbi } from './abi.js'
export {
  type CreateVelodromeV2AdapterParameters,
  type CreateVelodromeV2AdapterReturnType,
  createVelodromeV2Adapter,
  VELODROME_V2_KIND,
} from './createVelodromeV2Adapter.js'
export {
  type CreateVelodromeV2SimulatorParameters,
  type CreateVelodromeV2SimulatorReturnType,
  createVelodromeV2Simulator,
  VELODROME_V2_SWAP_GAS,
} from './createVelodromeV2Simulator.js'
export { type EncodeVelodromeV2StepParameters, type EncodeVelodromeV2StepReturnType, encodeVelodromeV2Step } from './encodeVelodromeV2Step.js'
export { velodromeV2ExecutorAbi, velodromeV2ExecutorBytecode } from './generated/velodromeV2Executor.js'
export { type GetVelodromeV2AmountInParameters, getVelodromeV2AmountIn } from './getVelodromeV2AmountIn.js'
export { type GetVelodromeV2AmountOutParameters, getVelodromeV2AmountOut } from './getVelodromeV2AmountOut.js'
export { type GetVelodromeV2PoolAddressParameters, getVelodromeV2PoolAddress } from './getVelodromeV2PoolAddress.js'
export { velodromeV2Artifacts } from './sandbox/velodromeV2Artifacts.js'
export { type SearchVelodromeV2AmountInParameters, searchVelodromeV2AmountIn, VELODROME_V2_AMOUNT_IN_MAX_DOUBLINGS } from './searchVelodromeV2AmountIn.js'
export type { VelodromeV2State } from './VelodromeV2State.js'
export { type VelodromeV2PluginConfig, velodromeV2ConfigSchema } from './velodromeV2ConfigSchema.js'
export { velodromeV2Plugin } from './velodromeV2Plugin.js'
