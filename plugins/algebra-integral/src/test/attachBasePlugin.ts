import { createRequire } from 'node:module'
import { waitForReceipt } from '@sluice/core'
import { type Abi, type Address, type Hex, parseAbi } from 'viem'
import type { TestWorld } from './startTestWorld.js'

const require = createRequire(import.meta.url)

function load(name: string): { abi: Abi; bytecode: Hex } {
  return require(`@cryptoalgebra/integral-base-plugin/artifacts/contracts/${name}.sol/${name}.json`) as { abi: Abi; bytecode: Hex }
}

/** Algebra's adaptive-fee base plugin (`AlgebraBasePluginV1`, npm `@cryptoalgebra/integral-base-plugin` 1.2.1). */
const basePluginArtifacts = { factory: load('BasePluginV1Factory'), plugin: load('AlgebraBasePluginV1') }

/**
 * Attaches a new adaptive-fee plugin to an existing pool of the test world, as the factory owner
 * does on a live deployment: the plugin factory creates it, the pool takes it and its default
 * config (before/after swap hooks, dynamic fee), and the plugin starts its volatility oracle.
 */
export async function attachBasePlugin({ world, pool }: { world: TestWorld; pool: Address }): Promise<Address> {
  const { deployer, client } = world
  const send = async (hash: Hex) => {
    const receipt = await waitForReceipt({ client: client, hash })
    if (receipt.status !== 'success') throw new Error(`Plugin set-up transaction ${hash} reverted.`)
    return receipt
  }
  const { factory, plugin: pluginArtifact } = basePluginArtifacts
  const pluginFactory = (await send(await deployer.deployContract({ ...factory, args: [world.config.factory], chain: null }))).contractAddress!
  const [token0, token1] = (await Promise.all(
    ['token0', 'token1'].map((functionName) =>
      client.readContract({ address: pool, abi: parseAbi([`function ${functionName}() view returns (address)`]), functionName }),
    ),
  )) as [Address, Address]
  await send(
    await deployer.writeContract({
      address: pluginFactory,
      abi: factory.abi,
      functionName: 'createPluginForExistingPool',
      args: [token0, token1],
      chain: null,
    }),
  )
  const plugin = (await client.readContract({ address: pluginFactory, abi: factory.abi, functionName: 'pluginByPool', args: [pool] })) as Address
  const config = (await client.readContract({ address: plugin, abi: pluginArtifact.abi, functionName: 'defaultPluginConfig' })) as number
  const poolAdmin = parseAbi(['function setPlugin(address plugin)', 'function setPluginConfig(uint8 config)'])
  await send(await deployer.writeContract({ address: pool, abi: poolAdmin, functionName: 'setPlugin', args: [plugin], chain: null }))
  await send(await deployer.writeContract({ address: pool, abi: poolAdmin, functionName: 'setPluginConfig', args: [config], chain: null }))
  await send(await deployer.writeContract({ address: plugin, abi: pluginArtifact.abi, functionName: 'initialize', chain: null }))
  return plugin
}
