import type { ContractArtifact } from '@sluice/core'
import { cLFactoryAbi, cLFactoryBytecode } from '../generated/slipstream/cLFactory.js'
import { cLPoolAbi, cLPoolBytecode } from '../generated/slipstream/cLPool.js'
import { mockFactoryRegistryAbi, mockFactoryRegistryBytecode } from '../generated/slipstream/mockFactoryRegistry.js'
import { mockVoterAbi, mockVoterBytecode } from '../generated/slipstream/mockVoter.js'
import { nonfungiblePositionManagerAbi, nonfungiblePositionManagerBytecode } from '../generated/slipstream/nonfungiblePositionManager.js'
import { quoterV2Abi, quoterV2Bytecode } from '../generated/slipstream/quoterV2.js'

/**
 * Slipstream's official `CLPool`, `CLFactory`, `NonfungiblePositionManager` and `QuoterV2`, and upstream's own
 * test `MockVoter` and `MockFactoryRegistry` (the factory needs a voter: no gauges in the sandbox),
 * compiled by `pnpm contracts:build` from the sources vendored in `vendor/slipstream/` (see the
 * README for their commit and licences).
 */
export const slipstreamArtifacts = {
  pool: { abi: cLPoolAbi, bytecode: cLPoolBytecode },
  factory: { abi: cLFactoryAbi, bytecode: cLFactoryBytecode },
  positionManager: { abi: nonfungiblePositionManagerAbi, bytecode: nonfungiblePositionManagerBytecode },
  quoter: { abi: quoterV2Abi, bytecode: quoterV2Bytecode },
  voter: { abi: mockVoterAbi, bytecode: mockVoterBytecode },
  factoryRegistry: { abi: mockFactoryRegistryAbi, bytecode: mockFactoryRegistryBytecode },
} as const satisfies Record<string, ContractArtifact>
