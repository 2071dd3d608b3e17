import { createRequire } from 'node:module'
import type { ContractArtifact } from '@sluice/core'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

function load(name: string): ContractArtifact {
  const json = require(`@uniswap/v4-core/out/${name}.sol/${name}.json`) as { abi: Abi; bytecode: { object: Hex } }
  return { abi: json.abi, bytecode: json.bytecode.object }
}

/**
 * Official bytecode from the `@uniswap/v4-core` npm package (solc 0.8.26, via-IR, EVM cancun):
 * the PoolManager, and v4-core's own liquidity and swap routers (`PoolModifyLiquidityTest`,
 * `PoolSwapTest`; no Permit2 needed), which the sandbox uses to add liquidity and the tests to
 * swap through the manager without Sluice.
 */
export const uniswapV4Artifacts = {
  poolManager: load('PoolManager'),
  poolModifyLiquidityTest: load('PoolModifyLiquidityTest'),
  poolSwapTest: load('PoolSwapTest'),
} as const
