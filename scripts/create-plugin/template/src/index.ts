export {
  type CreateExampleDexAdapterParameters,
  type CreateExampleDexAdapterReturnType,
  createExampleDexAdapter,
  EXAMPLE_DEX_KIND,
} from './createExampleDexAdapter.js'
export {
  type CreateExampleDexSimulatorParameters,
  type CreateExampleDexSimulatorReturnType,
  createExampleDexSimulator,
  EXAMPLE_DEX_SWAP_GAS,
} from './createExampleDexSimulator.js'
export type { ExampleDexState } from './ExampleDexState.js'
export { type EncodeExampleDexStepParameters, type EncodeExampleDexStepReturnType, encodeExampleDexStep } from './encodeExampleDexStep.js'
export { type ExampleDexPluginConfig, exampleDexConfigSchema } from './exampleDexConfigSchema.js'
export { exampleDexPlugin } from './exampleDexPlugin.js'
export { exampleDexSandboxPart } from './exampleDexSandboxPart.js'
export { exampleDexExecutorAbi, exampleDexExecutorBytecode } from './generated/exampleDexExecutor.js'
export { sluicePlugins } from './sluicePlugins.js'
