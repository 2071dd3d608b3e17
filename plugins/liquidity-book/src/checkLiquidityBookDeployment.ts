import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding } from '@sluice/core'
import { getAddress } from 'viem'
import { liquidityBookFactoryAbi, liquidityBookPairAbi } from './abi.js'
import { computeLiquidityBookPairAddress, liquidityBookCloneImplementation } from './computeLiquidityBookPairAddress.js'
import type { LiquidityBookPluginConfig } from './liquidityBookConfigSchema.js'

export type CheckLiquidityBookDeploymentParameters = CheckDeploymentParameters<LiquidityBookPluginConfig>

/**
 * `sluice config check` for a Liquidity Book deployment: the factory (and router, when set) have
 * code, and the factory's first pair is a clone this factory deployed for its tokens and bin step
 * (at the CREATE2 address derived from them and the implementation its code delegates to).
 */
export async function checkLiquidityBookDeployment({ client, config, blockNumber }: CheckLiquidityBookDeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  if (config.router) findings.push(await checkContractCode({ client, address: config.router, what: 'router', blockNumber }))
  if (findings[0]!.severity === 'error') return findings
  const factory = { address: config.factory, abi: liquidityBookFactoryAbi, blockNumber } as const
  const count = await client.readContract({ ...factory, functionName: 'getNumberOfLBPairs' })
  if (count === 0n) return [...findings, { severity: 'warning', message: 'the factory has no pairs: none could be sampled.' }]
  const pair = await client.readContract({ ...factory, functionName: 'getLBPairAtIndex', args: [0n] })
  const read = { address: pair, abi: liquidityBookPairAbi, blockNumber } as const
  const [tokenX, tokenY, binStep, code] = await Promise.all([
    client.readContract({ ...read, functionName: 'getTokenX' }),
    client.readContract({ ...read, functionName: 'getTokenY' }),
    client.readContract({ ...read, functionName: 'getBinStep' }),
    client.getCode({ address: pair, blockNumber }),
  ])
  const implementation = liquidityBookCloneImplementation(code)
  if (!implementation)
    return [...findings, { severity: 'error', message: `pair ${pair} (getLBPairAtIndex(0)) is not a Liquidity Book clone: this is not an LBFactory v2.2.` }]
  const derived = computeLiquidityBookPairAddress({ factory: config.factory, implementation: getAddress(implementation), tokenX, tokenY, binStep })
  findings.push(
    derived === pair
      ? { severity: 'ok', message: `pair ${pair} (getLBPairAtIndex(0)) sits at the address derived from its tokens and bin step.` }
      : { severity: 'error', message: `pair ${pair} (getLBPairAtIndex(0)) is not at the address derived from its tokens and bin step (${derived}).` },
  )
  return findings
}
