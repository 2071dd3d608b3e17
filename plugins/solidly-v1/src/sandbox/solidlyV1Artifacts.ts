import type { ContractArtifact } from '@sluice/core'
import { pairAbi, pairBytecode } from '../generated/velodrome-v1/pair.js'
import { pairFactoryAbi, pairFactoryBytecode } from '../generated/velodrome-v1/pairFactory.js'

/**
 * Velodrome V1's official `Pair` and `PairFactory` (MIT), compiled by `pnpm contracts:build` with
 * solc 0.8.13 from the sources vendored in `vendor/velodrome-v1/` (see its `SOURCE.md`).
 */
export const solidlyV1Artifacts = {
  pair: { abi: pairAbi, bytecode: pairBytecode },
  factory: { abi: pairFactoryAbi, bytecode: pairFactoryBytecode },
} as const satisfies Record<string, ContractArtifact>
