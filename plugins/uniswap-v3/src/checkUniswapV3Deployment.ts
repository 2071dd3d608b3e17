import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding, findNewestLog, readLogs } from '@sluice/core'
import { parseEventLogs } from 'viem'
import { uniswapV3FactoryAbi } from './abi.js'
import { computeUniswapV3PoolAddress } from './computeUniswapV3PoolAddress.js'
import type { UniswapV3PluginConfig } from './uniswapV3ConfigSchema.js'

export type CheckUniswapV3DeploymentParameters = CheckDeploymentParameters<UniswapV3PluginConfig>

/** Log requests at most when looking for a sample pool (newest first). */
const SAMPLE_REQUESTS = 20

/**
 * `sluice config check` for a Uniswap V3 deployment: the factory and the configured periphery have
 * code, every configured fee tier is enabled on the factory with its tick spacing, and the newest
 * pool the factory created sits at the address derived from `initCodeHash`.
 */
export async function checkUniswapV3Deployment({
  client,
  config,
  source,
  blockNumber,
  logs: reader,
}: CheckUniswapV3DeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  for (const what of ['quoter', 'swapRouter', 'positionManager'] as const) {
    const address = config[what]
    if (address) findings.push(await checkContractCode({ client, address, what, blockNumber }))
  }
  if (findings[0]!.severity === 'error') return findings
  for (const { fee, tickSpacing } of config.feeTiers) {
    const enabled = await client.readContract({
      address: config.factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'feeAmountTickSpacing',
      args: [fee],
      blockNumber,
    })
    findings.push(
      enabled === tickSpacing
        ? { severity: 'ok', message: `fee tier ${fee} is enabled with tick spacing ${tickSpacing}.` }
        : {
            severity: 'error',
            message:
              enabled === 0
                ? `fee tier ${fee} is not enabled on the factory.`
                : `fee tier ${fee} has tick spacing ${enabled} on the factory, not ${tickSpacing}.`,
          },
    )
  }
  const blockRange = BigInt(config.blockRange ?? 10_000)
  const log = await findNewestLog({
    getLogs: async (window) =>
      parseEventLogs({
        abi: [uniswapV3FactoryAbi[0]],
        logs: await readLogs({ reader, client, address: config.factory, events: [uniswapV3FactoryAbi[0]], ...window }),
      }),
    toBlock: blockNumber,
    fromBlock: BigInt(source.deployBlock),
    blockRange,
    maxRequests: SAMPLE_REQUESTS,
  })
  if (!log) {
    findings.push({ severity: 'warning', message: `no pool created in the last ${SAMPLE_REQUESTS} × ${blockRange} blocks: initCodeHash could not be sampled.` })
    return findings
  }
  const { token0, token1, fee, pool } = log.args
  const derived = computeUniswapV3PoolAddress({ factory: config.factory, initCodeHash: config.initCodeHash, tokenA: token0, tokenB: token1, fee })
  findings.push(
    derived === pool
      ? { severity: 'ok', message: `pool ${pool} (newest created) sits at the address derived from initCodeHash.` }
      : { severity: 'error', message: `pool ${pool} (newest created) is not at the address derived from initCodeHash ${config.initCodeHash} (${derived}).` },
  )
  return findings
}
