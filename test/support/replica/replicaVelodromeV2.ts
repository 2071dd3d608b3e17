import { velodromeV2Artifacts, velodromeV2Plugin } from '@sluice/plugin-velodrome-v2'
import { createTestClient, custom } from 'viem'
import { placeContract } from './placeContract.js'
import type { ReplicaSourcePart } from './ReplicaSourcePart.js'

/**
 * A stand-in for the router: code that reverts every call (PUSH1 0, PUSH1 0, REVERT). Velodrome's
 * router is in no package this project can reach, routing never calls it, and a deployment check
 * only asks that its address has code.
 */
const REVERTING_CODE = '0x60006000fd'

/**
 * Velodrome V2 (kind `velodrome-v2`): the pool implementation and the PoolFactory (fee manager: the
 * deployer) placed at their known addresses, compiled from the official sources the plugin vendors;
 * pools are EIP-1167 clones the factory CREATE2s from the implementation's address, so they sit
 * where the preset derives them. Soneium's factory is Velodrome's Superchain leaf factory, whose
 * pool creation, `PoolCreated` event and fee reads are those of this one. The router: a stand-in.
 */
export const replicaVelodromeV2: ReplicaSourcePart = {
  async place({ client, deployer, deployment }) {
    const config = velodromeV2Plugin.parseConfig(deployment.config)
    if (config.poolAddress.mode !== 'clone') throw new Error(`${deployment.name}: a replica places clone-mode Velodrome V2 deployments only.`)
    const implementation = config.poolAddress.implementation
    await placeContract({ client, from: deployer, address: implementation, ...velodromeV2Artifacts.pool })
    await placeContract({ client, from: deployer, address: config.factory, ...velodromeV2Artifacts.factory, args: [implementation] })
    if (config.router) await createTestClient({ mode: 'anvil', transport: custom(client) }).setCode({ address: config.router, bytecode: REVERTING_CODE })
  },
  prepare({ deployment }) {
    return { poolConfig: velodromeV2Plugin.parseConfig(deployment.config), config: { ...deployment.config } }
  },
}
