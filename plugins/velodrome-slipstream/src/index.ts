export { slipstreamFactoryAbi, slipstreamPoolAbi } from './abi.js'
export { type ApplySlipstreamLogsParameters, type ApplySlipstreamLogsReturnType, applySlipstreamLogs } from './applySlipstreamLogs.js'
export { type CheckSlipstreamDeploymentParameters, checkSlipstreamDeployment } from './checkSlipstreamDeployment.js'
export {
  type CreateSlipstreamAdapterParameters,
  type CreateSlipstreamAdapterReturnType,
  createSlipstreamAdapter,
  SLIPSTREAM_KIND,
} from './createSlipstreamAdapter.js'
export { type CreateSlipstreamSimulatorParameters, type CreateSlipstreamSimulatorReturnType, createSlipstreamSimulator } from './createSlipstreamSimulator.js'
export { type DiscoverSlipstreamPoolsParameters, type DiscoverSlipstreamPoolsReturnType, discoverSlipstreamPools } from './discoverSlipstreamPools.js'
export { slipstreamPositionExecutorAbi, slipstreamPositionExecutorBytecode } from './generated/slipstreamPositionExecutor.js'
export { getSlipstreamCloneInitCodeHash } from './getSlipstreamCloneInitCodeHash.js'
export { type GetSlipstreamPoolAddressParameters, getSlipstreamPoolAddress } from './getSlipstreamPoolAddress.js'
export { type LoadSlipstreamStateParameters, type LoadSlipstreamStateReturnType, loadSlipstreamState } from './loadSlipstreamState.js'
export { type EncodeSlipstreamMintParameters, encodeSlipstreamMint } from './positions/encodeSlipstreamMint.js'
export { type ReadSlipstreamPositionParameters, type ReadSlipstreamPositionReturnType, readSlipstreamPosition } from './positions/readSlipstreamPosition.js'
export { slipstreamPositionManagerAbi } from './positions/slipstreamPositionManagerAbi.js'
export { slipstreamPositionSupport } from './positions/slipstreamPositionSupport.js'
export type { SlipstreamPoolState } from './SlipstreamPoolState.js'
export type { SlipstreamSource } from './SlipstreamSource.js'
export { slipstreamArtifacts } from './sandbox/slipstreamArtifacts.js'
export { slipstreamSandboxPart } from './sandbox/slipstreamSandboxPart.js'
export { type SlipstreamPluginConfig, slipstreamConfigSchema } from './slipstreamConfigSchema.js'
export { slipstreamPlugin } from './slipstreamPlugin.js'
export { type ToSlipstreamPoolParameters, toSlipstreamPool } from './toSlipstreamPool.js'
export { type TrackSlipstreamPoolsParameters, type TrackSlipstreamPoolsReturnType, trackSlipstreamPools } from './trackSlipstreamPools.js'
