import type { ContractArtifact } from '@sluice/core'
import { poolAbi, poolBytecode } from '../generated/velodrome-v2/pool.js'
import { poolFactoryAbi, poolFactoryBytecode } from '../generated/velodrome-v2/poolFactory.js'

/**
 * Velodrome V2's official `Pool` and `PoolFactory`, compiled by `pnpm contracts:build` from the
 * sources vendored in `vendor/velodrome-v2/` (see the README for their commit and licenses).
 */
export const velodromeV2Artifacts = {
  pool: { abi: poolAbi, bytecode: poolBytecode },
  factory: { abi: poolFactoryAbi, bytecode: poolFactoryBytecode },
} as const satisfies Record<string, ContractArtifact>
