export { anvilBinaryPath, startAnvil, type RunningAnvil, type StartAnvilParameters } from './anvil/startAnvil.js'
export { multicall3Address, sandboxChains, type SandboxChain } from './chains.js'
export { SandboxError } from './errors.js'
export { freePort, type FreePortParameters } from './freePort.js'
export type {
  AccountEntry,
  BridgeEntry,
  ChainManifest,
  PoolEntry,
  SandboxManifest,
  SluiceContracts,
  SourceEntry,
  TokenEntry,
} from './SandboxManifest.js'
export { startSandbox, type Sandbox, type StartSandboxParameters } from './startSandbox.js'
export { defaultManifestPath, isOwnerAlive, readManifest, removeManifest, writeManifest } from './manifestFile.js'
export { sourceConformanceWorld, type SourceConformanceWorldParameters } from './sourceConformanceWorld.js'
