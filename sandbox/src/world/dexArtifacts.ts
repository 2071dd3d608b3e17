import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A contract's ABI and creation bytecode, as published in a DEX's npm package. */
export type Artifact = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)

function load(path: string): Artifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  const bytecode = (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex
  return { abi: json.abi, bytecode }
}

/** The official bytecode of every contract of the fixture world, from the DEXes' npm packages. */
export const dexArtifacts = {
  weth9: load('canonical-weth/build/contracts/WETH9.json'),
  uniswapV2Factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  uniswapV2Pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
  uniswapV2Router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  uniswapV3Factory: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
  uniswapV3Pool: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
  nonfungiblePositionManager: load(
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  ),
  swapRouter: load('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
  quoterV2: load('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
} as const
