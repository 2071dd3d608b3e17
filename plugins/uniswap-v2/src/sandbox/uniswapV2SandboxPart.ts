import type { SandboxWorldPart, SourceSandboxPart } from '@sluice/core'
import { getCreate2Address, type Hex, keccak256, parseAbi } from 'viem'
import type { UniswapV2PluginConfig } from '../uniswapV2ConfigSchema.js'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/** Two deployments per chain, as real chains have forks of one DEX: Uniswap V2 itself (source 1) and a fork (source 2), with deep and thin pairs. */
const uniswapV2 = { id: 1, name: 'UniswapV2', description: 'Uniswap V2 constant-product pools, 0.3% fee (fixture deployment).' }
const forkSwapV2 = { id: 2, name: 'ForkSwapV2', description: 'A Uniswap V2 fork: its own factory and router (fixture deployment).' }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [uniswapV2, forkSwapV2],
    pools: [
      { source: 1, pair: ['WHYPE', 'USDT0'], usd: 4_000_000 },
      { source: 1, pair: ['UBTC', 'USDT0'], usd: 1_500_000 },
      { source: 1, pair: ['PURR', 'WHYPE'], usd: 600_000 },
      { source: 1, pair: ['UETH', 'WHYPE'], usd: 800_000 },
      { source: 1, pair: ['USDe', 'USDT0'], usd: 300_000 },
      { source: 2, pair: ['WHYPE', 'USDT0'], usd: 700_000 },
      { source: 2, pair: ['UETH', 'USDT0'], usd: 400_000 },
      { source: 2, pair: ['kHYPE', 'WHYPE'], usd: 250_000 },
      { source: 2, pair: ['UBTC', 'UETH'], usd: 150_000 },
    ],
  },
  1868: {
    sources: [uniswapV2, forkSwapV2],
    pools: [
      { source: 1, pair: ['WETH', 'USDC.e'], usd: 5_000_000 },
      { source: 1, pair: ['ASTR', 'WETH'], usd: 700_000 },
      { source: 1, pair: ['WBTC', 'WETH'], usd: 900_000 },
      { source: 1, pair: ['USDT', 'USDC.e'], usd: 250_000 },
      { source: 2, pair: ['WETH', 'USDC.e'], usd: 800_000 },
      { source: 2, pair: ['SONE', 'WETH'], usd: 300_000 },
      { source: 2, pair: ['ASTR', 'USDC.e'], usd: 150_000 },
      { source: 2, pair: ['wstETH', 'WETH'], usd: 400_000 },
    ],
  },
}

/**
 * Uniswap V2 in the sandbox, from the official bytecode: a factory and Router02 per deployment,
 * pairs created through the factory, liquidity as both tokens sent to the pair and `mint`
 * (full range is the only range a V2 pair has).
 */
export const uniswapV2SandboxPart: SourceSandboxPart<UniswapV2PluginConfig> = {
  world,
  bytecodes: Object.values(uniswapV2Artifacts).map((artifact) => artifact.bytecode),
  deploySource({ context: { tx, deployer, wrappedNative } }) {
    const factory = tx.deploy({ ...uniswapV2Artifacts.factory, args: [deployer] })
    const router = tx.deploy({ ...uniswapV2Artifacts.router02, args: [factory, wrappedNative] })
    return { factory, router, initCodeHash: keccak256(uniswapV2Artifacts.pair.bytecode), fee: 3000, discovery: 'logs' }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1] }) {
    tx.call({ to: config.factory, abi: uniswapV2Artifacts.factory.abi, functionName: 'createPair', args: [token0, token1] })
    const address = getCreate2Address({
      from: config.factory,
      salt: keccak256(`0x${token0.slice(2)}${token1.slice(2)}` as Hex),
      bytecodeHash: config.initCodeHash,
    })
    return { id: address, address, fee: config.fee }
  },
  addLiquidity({ context: { tx, deployer }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(`Uniswap V2 pair ${pool.address} has only the full range.`)
    tx.call({ to: pool.tokens[0], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount0] })
    tx.call({ to: pool.tokens[1], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount1] })
    tx.call({ to: pool.address, abi: uniswapV2Artifacts.pair.abi, functionName: 'mint', args: [deployer] })
  },
}
