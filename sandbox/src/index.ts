export { anvilBinaryPath, type RunningAnvil, type StartAnvilParameters, startAnvil } from './anvil/startAnvil.js'
export { type SandboxChain, sandboxChains } from './chains.js'
export { type DescribeChainParameters, describeChain } from './describeChain.js'
export { SandboxError } from './errors.js'
export { type ReadForkSourcesParameters, type ReadForkSourcesReturnType, readForkSources } from './fork/readForkSources.js'
export { type FreePortParameters, freePort } from './freePort.js'
export { BIG_BLOCK_GAS, type InBigBlocksParameters, inBigBlocks } from './inBigBlocks.js'
export { defaultManifestPath, isOwnerAlive, readManifest, removeManifest, writeManifest } from './manifestFile.js'
export type {
  AccountEntry,
  BridgeEntry,
  ChainManifest,
  ForkReport,
  LeftOutSource,
  LeftOutToken,
  PoolEntry,
  SandboxManifest,
  SluiceContracts,
  SourceEntry,
  TokenEntry,
  UnfundedToken,
} from './SandboxManifest.js'
export { type SourceConformanceWorldParameters, sourceConformanceWorld } from './sourceConformanceWorld.js'
export { type Sandbox, type StartSandboxParameters, startSandbox } from './startSandbox.js'
export { type CreateTxSenderParameters, createTxSender, type TxSender } from './world/createTxSender.js'
export { type FixturePool, type FixtureToken, type FixtureWorld, fixtureWorlds } from './world/fixtures.js'
export { multicall3CreationCode } from './world/multicall3.js'
export { type RuntimeCodeParameters, runtimeCode } from './world/runtimeCode.js'
export { type ScaledFixtureWorldParameters, type ScaledFixtureWorldReturnType, scaledFixtureWorld } from './world/scaledFixtureWorld.js'
export { weth9Artifact } from './world/weth9Artifact.js'
export { type WithPluginWorldsParameters, withPluginWorlds } from './world/withPluginWorlds.js'
