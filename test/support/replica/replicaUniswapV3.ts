import { renameSwapCallback, uniswapV3Artifacts, uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { type Address, type Hex, keccak256, maxUint256, parseAbi, toFunctionSelector, zeroAddress } from 'viem'
import { placeContract } from './placeContract.js'
import type { ReplicaSourcePart } from './ReplicaSourcePart.js'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])
const ORIGINAL_CALLBACK = 'uniswapV3SwapCallback'

/** The official bytecode of the factory, position manager and QuoterV2 for pools calling `swapCallback`, and the pools' init code hash. */
function bytecodes(swapCallback: string): { factory: Hex; positionManager: Hex; quoter: Hex; initCodeHash: Hex } {
  const official = {
    factory: uniswapV3Artifacts.factory.bytecode,
    positionManager: uniswapV3Artifacts.positionManager.bytecode,
    quoter: uniswapV3Artifacts.quoterV2.bytecode,
    initCodeHash: keccak256(uniswapV3Artifacts.pool.bytecode),
  }
  if (swapCallback === ORIGINAL_CALLBACK) return official
  const fork = renameSwapCallback({ swapCallback })
  // QuoterV2 answers the pool's callback and checks the caller against the init code hash: both renamed, as the fork's own quoter has them.
  const selector = (name: string) => toFunctionSelector(`${name}(int256,int256,bytes)`).slice(2)
  const quoter = replaceAligned(
    replaceAligned(official.quoter, selector(ORIGINAL_CALLBACK), selector(swapCallback)),
    official.initCodeHash.slice(2),
    fork.initCodeHash.slice(2),
  )
  return { factory: fork.factoryBytecode, positionManager: fork.positionManagerBytecode, quoter, initCodeHash: fork.initCodeHash }
}

/** Replaces every byte-aligned occurrence of `from` in the code; fails when there is none. */
function replaceAligned(code: Hex, from: string, to: string): Hex {
  const parts = code.slice(2).split(from)
  let out = parts[0] ?? ''
  for (const part of parts.slice(1)) out += (out.length % 2 === 0 ? to : from) + part
  if (parts.length === 1) throw new Error(`${from} is not in the code.`)
  return `0x${out}`
}

/**
 * Uniswap V3 and its forks (kind `uniswap-v3`): the factory, and the position manager and QuoterV2
 * the preset names, placed at their known addresses from the official npm bytecode (a fork whose
 * pools call another callback: the pool code, position manager and quoter renamed, as the
 * sandbox's fork part builds them); the 0.01% tier enabled by the owner. Pools are created through
 * the preset's position manager, or one deployed anywhere when the preset names none.
 */
export const replicaUniswapV3: ReplicaSourcePart = {
  async place({ client, deployer, deployment, wrappedNative }) {
    const config = uniswapV3Plugin.parseConfig(deployment.config)
    const code = bytecodes(config.swapCallback)
    await placeContract({ client, from: deployer, address: config.factory, abi: uniswapV3Artifacts.factory.abi, bytecode: code.factory })
    if (config.positionManager)
      await placeContract({
        client,
        from: deployer,
        address: config.positionManager,
        abi: uniswapV3Artifacts.positionManager.abi,
        bytecode: code.positionManager,
        args: [config.factory, wrappedNative, zeroAddress],
      })
    if (config.quoter)
      await placeContract({
        client,
        from: deployer,
        address: config.quoter,
        abi: uniswapV3Artifacts.quoterV2.abi,
        bytecode: code.quoter,
        args: [config.factory, wrappedNative],
      })
  },
  prepare({ tx, deployment, wrappedNative, tokens }) {
    const config = uniswapV3Plugin.parseConfig(deployment.config)
    const code = bytecodes(config.swapCallback)
    tx.call({ to: config.factory, abi: uniswapV3Artifacts.factory.abi, functionName: 'enableFeeAmount', args: [100, 1] })
    const positionManager: Address =
      config.positionManager ??
      tx.deploy({ abi: uniswapV3Artifacts.positionManager.abi, bytecode: code.positionManager, args: [config.factory, wrappedNative, zeroAddress] })
    for (const token of tokens) tx.call({ to: token, abi: erc20Abi, functionName: 'approve', args: [positionManager, maxUint256] })
    return {
      poolConfig: { ...config, initCodeHash: code.initCodeHash, positionManager },
      config: { ...deployment.config, initCodeHash: code.initCodeHash },
      initCodeHash: code.initCodeHash,
    }
  },
}
