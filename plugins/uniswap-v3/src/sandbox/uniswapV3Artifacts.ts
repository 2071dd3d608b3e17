import { createRequire } from 'node:module'
import type { ContractArtifact } from '@sluice/core'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

function load(path: string): ContractArtifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex }
}

/** Uniswap V3's official bytecode, from its npm packages. */
export const uniswapV3Artifacts = {
  factory: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
  pool: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
  positionManager: load('@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'),
  swapRouter: load('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
  quoterV2: load('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
} as const
