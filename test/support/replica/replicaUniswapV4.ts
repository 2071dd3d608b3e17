import { uniswapV4Artifacts, uniswapV4Plugin } from '../../../plugins/uniswap-v4/src/index.js'
import { placeContract } from './placeContract.js'
import type { ReplicaSourcePart } from './ReplicaSourcePart.js'

/**
 * Uniswap V4 (kind `uniswap-v4`): the PoolManager (owner: the deployer) placed at its known address
 * from the official npm bytecode (its NoDelegateCall keeps `address(this)` as an immutable); pools
 * are initialised in it and take liquidity through v4-core's own liquidity router, deployed
 * anywhere. A V4 pool has no address to derive: its ID is its key's hash.
 */
export const replicaUniswapV4: ReplicaSourcePart = {
  async place({ client, deployer, deployment }) {
    const config = uniswapV4Plugin.parseConfig(deployment.config)
    await placeContract({ client, from: deployer, address: config.poolManager, ...uniswapV4Artifacts.poolManager, args: [deployer] })
  },
  prepare({ tx, deployment }) {
    const config = uniswapV4Plugin.parseConfig(deployment.config)
    const liquidityRouter = tx.deploy({ ...uniswapV4Artifacts.poolModifyLiquidityTest, args: [config.poolManager] })
    return { poolConfig: { ...config, liquidityRouter }, config: { ...deployment.config } }
  },
}
