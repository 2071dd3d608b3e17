import { createRequire } from 'node:module'
import type { ContractArtifact, SandboxWorldPart, SourceSandboxPart } from '@sluice/core'
import { getCreate2Address, type Hex, keccak256, parseAbi } from 'viem'
import type { ExampleDexPluginConfig } from './exampleDexConfigSchema.js'

const require = createRequire(import.meta.url)
const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/** Official bytecode from an npm package's build output. */
function load(path: string): ContractArtifact {
  const json = require(path) as ContractArtifact
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex }
}

/**
 * The skeleton's pools are Uniswap V2 pairs, the official bytecode of `@uniswap/v2-core`: they
 * read (`getReserves`), swap and log (`Sync`) as the skeleton expects, at a 0.3% fee. Deploy
 * your DEX's own official bytecode here instead (from its npm package, or its vendored source
 * compiled with the pinned solc-js).
 */
const artifacts = {
  factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
}

/** One source (ID 100) on each sandbox chain, with two pools by fixture token symbols. Pick an ID no other source of the chain uses. */
const sourceId = 100
const source = { id: sourceId, name: 'ExampleDex', description: 'ExampleDex pools (fixture deployment).' }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: sourceId, pair: ['WHYPE', 'USDT0'], usd: 2_000_000 },
      { source: sourceId, pair: ['UBTC', 'USDT0'], usd: 1_000_000 },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: sourceId, pair: ['WETH', 'USDC.e'], usd: 2_000_000 },
      { source: sourceId, pair: ['WBTC', 'USDC.e'], usd: 1_000_000 },
    ],
  },
}

/** How the sandbox deploys the example-dex DEX type, and its part of the fixture world. */
export const exampleDexSandboxPart: SourceSandboxPart<ExampleDexPluginConfig> = {
  world,
  bytecodes: [artifacts.factory.bytecode, artifacts.pair.bytecode],
  deploySource({ context: { tx, deployer } }) {
    const factory = tx.deploy({ ...artifacts.factory, args: [deployer] })
    // The pools are listed once they exist (finishSource).
    return { factory, pools: [], fee: 3000 }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1] }) {
    if (!config.factory) throw new Error('The example-dex sandbox source has no factory.')
    tx.call({ to: config.factory, abi: artifacts.factory.abi, functionName: 'createPair', args: [token0, token1] })
    const salt = keccak256(`0x${token0.slice(2)}${token1.slice(2)}`)
    const address = getCreate2Address({ from: config.factory, salt, bytecodeHash: keccak256(artifacts.pair.bytecode) })
    return { id: address, address, fee: config.fee }
  },
  addLiquidity({ context: { tx, deployer }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(`Pool ${pool.address} has only the full range.`)
    tx.call({ to: pool.tokens[0], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount0] })
    tx.call({ to: pool.tokens[1], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount1] })
    tx.call({ to: pool.address, abi: artifacts.pair.abi, functionName: 'mint', args: [deployer] })
  },
  finishSource: ({ config, pools }) => ({ ...config, pools: pools.map(({ address, tokens: [token0, token1] }) => ({ address, token0, token1 })) }),
}
