import type { ContractArtifact } from '@sluice/core'
import { lBFactoryAbi, lBFactoryBytecode } from '../generated/joe-v2/lBFactory.js'
import { lBPairAbi, lBPairBytecode } from '../generated/joe-v2/lBPair.js'

/**
 * Trader Joe's official `LBPair` and `LBFactory` (Liquidity Book v2.2), compiled by
 * `pnpm contracts:build` from the sources vendored in `vendor/joe-v2/` (see the README for their
 * commit and licence).
 */
export const liquidityBookArtifacts = {
  pair: { abi: lBPairAbi, bytecode: lBPairBytecode },
  factory: { abi: lBFactoryAbi, bytecode: lBFactoryBytecode },
} as const satisfies Record<string, ContractArtifact>
