import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding } from '@sluice/core'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
import { computeUniswapV2PairAddress } from './computeUniswapV2PairAddress.js'
import type { UniswapV2PluginConfig } from './uniswapV2ConfigSchema.js'

export type CheckUniswapV2DeploymentParameters = CheckDeploymentParameters<UniswapV2PluginConfig>

/**
 * `sluice config check` for a Uniswap V2 deployment: the factory (and router, when set) have code,
 * and the factory's first pair sits at the address derived from `initCodeHash`.
 */
export async function checkUniswapV2Deployment({ client, config, blockNumber }: CheckUniswapV2DeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  if (config.router) findings.push(await checkContractCode({ client, address: config.router, what: 'router', blockNumber }))
  if (findings[0]!.severity === 'error') return findings
  const factory = { address: config.factory, abi: uniswapV2FactoryAbi, blockNumber } as const
  const count = await client.readContract({ ...factory, functionName: 'allPairsLength' })
  if (count === 0n) return [...findings, { severity: 'warning', message: 'the factory has no pairs: initCodeHash could not be sampled.' }]
  const pair = await client.readContract({ ...factory, functionName: 'allPairs', args: [0n] })
  const [token0, token1] = await Promise.all(
    (['token0', 'token1'] as const).map((functionName) => client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName, blockNumber })),
  )
  const derived = computeUniswapV2PairAddress({ factory: config.factory, initCodeHash: config.initCodeHash, token0: token0!, token1: token1! })
  findings.push(
    derived === pair
      ? { severity: 'ok', message: `pair ${pair} (allPairs(0)) sits at the address derived from initCodeHash.` }
      : { severity: 'error', message: `pair ${pair} (allPairs(0)) is not at the address derived from initCodeHash ${config.initCodeHash} (${derived}).` },
  )
  return findings
}
