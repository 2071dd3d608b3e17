import type { SourceSandboxPart } from '@sluice/core'
import { getCreate2Address, type Hex, keccak256, parseAbi } from 'viem'
import type { UniswapV2PluginConfig } from '../uniswapV2ConfigSchema.js'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/**
 * Uniswap V2 in the sandbox, from the official bytecode: a factory and Router02 per deployment,
 * pairs created through the factory, liquidity as both tokens sent to the pair and `mint`
 * (full range is the only range a V2 pair has).
 */
export const uniswapV2SandboxPart: SourceSandboxPart<UniswapV2PluginConfig> = {
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
