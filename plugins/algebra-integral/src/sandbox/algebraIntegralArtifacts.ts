import { createRequire } from 'node:module'
import type { ContractArtifact } from '@sluice/core'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

function load(path: string): ContractArtifact {
  const json = require(path) as { abi: Abi; bytecode: Hex }
  return { abi: json.abi, bytecode: json.bytecode }
}

const core = '@cryptoalgebra/integral-core/artifacts/contracts'
const periphery = '@cryptoalgebra/integral-periphery/artifacts/contracts'

/** The official Algebra Integral bytecode (core 1.2.10, periphery 1.2.4), from the npm packages. */
export const algebraIntegralArtifacts = {
  factory: load(`${core}/AlgebraFactory.sol/AlgebraFactory.json`),
  poolDeployer: load(`${core}/AlgebraPoolDeployer.sol/AlgebraPoolDeployer.json`),
  pool: load(`${core}/AlgebraPool.sol/AlgebraPool.json`),
  vaultFactoryStub: load(`${core}/AlgebraVaultFactoryStub.sol/AlgebraVaultFactoryStub.json`),
  positionManager: load(`${periphery}/NonfungiblePositionManager.sol/NonfungiblePositionManager.json`),
  swapRouter: load(`${periphery}/SwapRouter.sol/SwapRouter.json`),
  quoterV2: load(`${periphery}/lens/QuoterV2.sol/QuoterV2.json`),
} as const
