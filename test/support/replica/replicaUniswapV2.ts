import { uniswapV2Artifacts, uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { keccak256 } from 'viem'
import { placeContract } from './placeContract.js'
import type { ReplicaSourcePart } from './ReplicaSourcePart.js'

/**
 * Uniswap V2 (kind `uniswap-v2`): the factory (fee setter: the deployer) and Router02 placed at
 * their known addresses from the official npm bytecode. Router02 derives pairs with the init code
 * hash compiled into it, the same the pair code hashes to.
 */
export const replicaUniswapV2: ReplicaSourcePart = {
  async place({ client, deployer, deployment, wrappedNative }) {
    const config = uniswapV2Plugin.parseConfig(deployment.config)
    await placeContract({ client, from: deployer, address: config.factory, ...uniswapV2Artifacts.factory, args: [deployer] })
    if (config.router)
      await placeContract({ client, from: deployer, address: config.router, ...uniswapV2Artifacts.router02, args: [config.factory, wrappedNative] })
  },
  prepare({ deployment }) {
    const initCodeHash = keccak256(uniswapV2Artifacts.pair.bytecode)
    return {
      poolConfig: { ...uniswapV2Plugin.parseConfig(deployment.config), initCodeHash },
      config: { ...deployment.config, initCodeHash },
      initCodeHash,
    }
  },
}
