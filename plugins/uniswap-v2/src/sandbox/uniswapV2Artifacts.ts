import { createRequire } from 'node:module'
import type { ContractArtifact } from '@sluice/core'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

function load(path: string): ContractArtifact {
  const json = require(path) as { abi: Abi; bytecode: string }
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex }
}

/** Uniswap V2's official bytecode, from its npm packages. */
export const uniswapV2Artifacts = {
  factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
  router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
} as const
