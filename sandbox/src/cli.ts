// `@sluice/sandbox/cli`: what the CLI needs to define the sandbox's options (its chains' ports and
// fork variables, the default manifest path) and to read a running sandbox's manifest, without
// loading the sandbox and its plugins.
export { defaultManifestPath, isOwnerAlive, readManifest, removeManifest } from './manifestFile.js'
export { type SandboxChainPorts, sandboxChainPorts } from './sandboxChainPorts.js'
