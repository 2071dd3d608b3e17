import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding } from '@sluice/core'
import { velodromeV2FactoryAbi, velodromeV2PoolAbi } from './abi.js'
import { getVelodromeV2PoolAddress } from './getVelodromeV2PoolAddress.js'
import type { VelodromeV2PluginConfig } from './velodromeV2ConfigSchema.js'

export type CheckVelodromeV2DeploymentParameters = CheckDeploymentParameters<VelodromeV2PluginConfig>

/**
 * `sluice config check` for a Velodrome V2 deployment (or a ve(3,3) fork): the factory, the pool
 * implementation (clone mode) and the router have code, and the factory's first pool sits at the
 * address the config's `poolAddress` derives from its tokens and curve.
 */
export async function checkVelodromeV2Deployment({ client, config, blockNumber }: CheckVelodromeV2DeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  if (config.poolAddress.mode === 'clone')
    findings.push(await checkContractCode({ client, address: config.poolAddress.implementation, what: 'pool implementation', blockNumber }))
  if (config.router) findings.push(await checkContractCode({ client, address: config.router, what: 'router', blockNumber }))
  if (findings[0]!.severity === 'error') return findings
  const factory = { address: config.factory, abi: velodromeV2FactoryAbi, blockNumber } as const
  const count = await client.readContract({ ...factory, functionName: 'allPoolsLength' })
  if (count === 0n) return [...findings, { severity: 'warning', message: 'the factory has no pools: the pool address derivation could not be sampled.' }]
  const pool = await client.readContract({ ...factory, functionName: 'allPools', args: [0n] })
  const [, , , , stable, token0, token1] = await client.readContract({ address: pool, abi: velodromeV2PoolAbi, functionName: 'metadata', blockNumber })
  const derived = getVelodromeV2PoolAddress({ token0, token1, stable, config })
  findings.push(
    derived === pool
      ? { severity: 'ok', message: `pool ${pool} (allPools(0)) sits at the address derived from poolAddress (${config.poolAddress.mode}).` }
      : { severity: 'error', message: `pool ${pool} (allPools(0)) is not at the address derived from poolAddress (${config.poolAddress.mode}): ${derived}.` },
  )
  return findings
}
