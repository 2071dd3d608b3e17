export type {
  AccountEntry,
  ChainManifest,
  PoolEntry,
  SandboxManifest,
  SluiceContracts,
  SourceEntry,
  TokenEntry,
} from './SandboxManifest.js'
