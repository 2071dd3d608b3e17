import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'

const require = createRequire(import.meta.url)

type Artifact = { abi: Abi; bytecode: Hex }
const artifact = (path: string): Artifact => {
  const { abi, bytecode } = require(`@across-protocol/contracts/${path}`) as Artifact
  return { abi, bytecode }
}

/**
 * Across's compiled contracts, as the `@across-protocol/contracts` npm package ships them:
 * the SpokePool of a chain whose admin is its owner (Ethereum_SpokePool), behind OpenZeppelin's
 * ERC1967Proxy as on every real chain, and the MulticallHandler that runs destination calls.
 */
export const acrossArtifacts = {
  spokePool: artifact('artifacts/contracts/Ethereum_SpokePool.sol/Ethereum_SpokePool.json'),
  proxy: artifact('artifacts/@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol/ERC1967Proxy.json'),
  multicallHandler: artifact('artifacts/contracts/handlers/MulticallHandler.sol/MulticallHandler.json'),
}

type Deployments = Record<string, Record<string, { address: Address; blockNumber: number }>>

/** Across's published deployments (SpokePool, MulticallHandler...) per chain ID, from the npm package. */
export const acrossDeployments = require('@across-protocol/contracts/dist/deployments/deployments.json') as Deployments
