import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding } from '@sluice/core'
import { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
import { getSolidlyV1PoolAddress } from './getSolidlyV1PoolAddress.js'
import type { SolidlyV1PluginConfig } from './solidlyV1ConfigSchema.js'

export type CheckSolidlyV1DeploymentParameters = CheckDeploymentParameters<SolidlyV1PluginConfig>

/**
 * `sluice config check` for a Solidly V1 deployment: the factory and the router have code, and the
 * factory's first pair sits at the address `pairCodeHash` derives from its tokens and curve.
 */
export async function checkSolidlyV1Deployment({ client, config, blockNumber }: CheckSolidlyV1DeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  if (config.router) findings.push(await checkContractCode({ client, address: config.router, what: 'router', blockNumber }))
  if (findings[0]!.severity === 'error') return findings
  const factory = { address: config.factory, abi: solidlyV1FactoryAbi, blockNumber } as const
  const count = await client.readContract({ ...factory, functionName: 'allPairsLength' })
  if (count === 0n) return [...findings, { severity: 'warning', message: 'the factory has no pairs: the pair address derivation could not be sampled.' }]
  const pair = await client.readContract({ ...factory, functionName: 'allPairs', args: [0n] })
  const [, , , , stable, token0, token1] = await client.readContract({ address: pair, abi: solidlyV1PoolAbi, functionName: 'metadata', blockNumber })
  const derived = getSolidlyV1PoolAddress({ token0, token1, stable, config })
  findings.push(
    derived === pair
      ? { severity: 'ok', message: `pair ${pair} (allPairs(0)) sits at the address derived from pairCodeHash.` }
      : { severity: 'error', message: `pair ${pair} (allPairs(0)) is not at the address derived from pairCodeHash: ${derived}.` },
  )
  return findings
}
