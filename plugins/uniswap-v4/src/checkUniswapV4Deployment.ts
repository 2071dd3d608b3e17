import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding, findNewestLog, readLogs } from '@sluice/core'
import { getAddress, parseEventLogs } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { computeUniswapV4PoolId } from './computeUniswapV4PoolId.js'
import type { UniswapV4Config } from './uniswapV4ConfigSchema.js'

export type CheckUniswapV4DeploymentParameters = CheckDeploymentParameters<UniswapV4Config>

/** Log requests at most when looking for a sample pool (newest first). */
const SAMPLE_REQUESTS = 20

/**
 * `sluice config check` for a Uniswap V4 deployment: the PoolManager has code, and the newest pool
 * initialised in it has the ID its key gives (a V4 pool has no address to derive).
 */
export async function checkUniswapV4Deployment({
  client,
  config,
  source,
  blockNumber,
  logs: reader,
}: CheckUniswapV4DeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.poolManager, what: 'poolManager', blockNumber })]
  if (findings[0]!.severity === 'error') return findings
  const blockRange = BigInt(config.blockRange)
  const log = await findNewestLog({
    getLogs: async (window) =>
      parseEventLogs({
        abi: [uniswapV4PoolManagerAbi[0]],
        logs: await readLogs({ reader, client, address: config.poolManager, events: [uniswapV4PoolManagerAbi[0]], ...window }),
      }),
    toBlock: blockNumber,
    fromBlock: BigInt(source.deployBlock),
    blockRange,
    maxRequests: SAMPLE_REQUESTS,
  })
  if (!log) {
    findings.push({ severity: 'warning', message: `no pool initialised in the last ${SAMPLE_REQUESTS} × ${blockRange} blocks: nothing to sample.` })
    return findings
  }
  const { id, currency0, currency1, fee, tickSpacing, hooks } = log.args
  const derived = computeUniswapV4PoolId({
    key: { currency0: getAddress(currency0), currency1: getAddress(currency1), fee, tickSpacing, hooks: getAddress(hooks) },
  })
  findings.push(
    derived === id.toLowerCase()
      ? { severity: 'ok', message: `pool ${id} (newest initialised) has the ID of its key.` }
      : { severity: 'error', message: `pool ${id} (newest initialised) does not have the ID of its key (${derived}): not a Uniswap V4 PoolManager.` },
  )
  return findings
}
