import type { ContractArtifact } from '@sluice/core'
import { routerAbi, routerBytecode } from '../generated/velodrome-v1/router.js'

/**
 * Velodrome V1's own `Router` (MIT; constructor `(factory, weth)`), compiled by
 * `pnpm contracts:build` with solc 0.8.13 from `vendor/velodrome-v1/` like the pair and factory.
 * The sandbox does not deploy it: it is the DEX's router that Sluice's router's gas is measured
 * against (`pnpm bench --only=router-gas`).
 */
export const velodromeV1RouterArtifact = { abi: routerAbi, bytecode: routerBytecode } as const satisfies ContractArtifact
