export { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
export {
  type CreateSolidlyV1AdapterParameters,
  type CreateSolidlyV1AdapterReturnType,
  createSolidlyV1Adapter,
  SOLIDLY_V1_KIND,
} from './createSolidlyV1Adapter.js'
export {
  type CreateSolidlyV1SimulatorParameters,
  type CreateSolidlyV1SimulatorReturnType,
  createSolidlyV1Simulator,
  SOLIDLY_V1_SWAP_GAS,
} from './createSolidlyV1Simulator.js'
export { type EncodeSolidlyV1StepParameters, type EncodeSolidlyV1StepReturnType, encodeSolidlyV1Step } from './encodeSolidlyV1Step.js'
export { solidlyV1ExecutorAbi, solidlyV1ExecutorBytecode } from './generated/solidlyV1Executor.js'
export { type GetSolidlyV1AmountInParameters, getSolidlyV1AmountIn } from './getSolidlyV1AmountIn.js'
export { type GetSolidlyV1AmountOutParameters, getSolidlyV1AmountOut } from './getSolidlyV1AmountOut.js'
export { type GetSolidlyV1PoolAddressParameters, getSolidlyV1PoolAddress } from './getSolidlyV1PoolAddress.js'
export type { SolidlyV1State } from './SolidlyV1State.js'
export { solidlyV1Artifacts } from './sandbox/solidlyV1Artifacts.js'
export { velodromeV1RouterArtifact } from './sandbox/velodromeV1RouterArtifact.js'
export { type SearchSolidlyV1AmountInParameters, SOLIDLY_V1_AMOUNT_IN_MAX_DOUBLINGS, searchSolidlyV1AmountIn } from './searchSolidlyV1AmountIn.js'
export { type SolidlyV1PluginConfig, solidlyV1ConfigSchema } from './solidlyV1ConfigSchema.js'
export { solidlyV1Plugin } from './solidlyV1Plugin.js'
