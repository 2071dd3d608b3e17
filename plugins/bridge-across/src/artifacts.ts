import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'

// The JSON files this plugin takes from `@across-protocol/contracts` 4.1.12, vendored unchanged
// with their license and provenance in vendor/across-contracts/ (beside src/ and dist/).
const require = createRequire(import.meta.url)

type Artifact = { abi: Abi; bytecode: Hex }
const artifact = (file: string): Artifact => {
  const { abi, bytecode } = require(`../vendor/across-contracts/${file}`) as Artifact
  return { abi, bytecode }
}

/**
 * Across's compiled contracts, as the `@across-protocol/contracts` npm package ships them:
 * the SpokePool of a chain whose admin is its owner (Ethereum_SpokePool), behind OpenZeppelin's
 * ERC1967Proxy as on every real chain, and the MulticallHandler that runs destination calls.
 */
export const acrossArtifacts = {
  spokePool: artifact('Ethereum_SpokePool.json'),
  proxy: artifact('ERC1967Proxy.json'),
  multicallHandler: artifact('MulticallHandler.json'),
}

type Deployments = Record<string, Record<string, { address: Address; blockNumber: number }>>

/** Across's published deployments (SpokePool, MulticallHandler...) per chain ID, from the npm package. */
export const acrossDeployments = require('../vendor/across-contracts/deployments.json') as Deployments
