import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding, findNewestLog, readLogs } from '@sluice/core'
import { type Address, getAddress, parseEventLogs } from 'viem'
import { algebraFactoryAbi } from './abi.js'
import { computeAlgebraIntegralPoolAddress } from './computeAlgebraIntegralPoolAddress.js'
import type { AlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'

export type CheckAlgebraIntegralDeploymentParameters = CheckDeploymentParameters<AlgebraIntegralConfig>

/** Log requests at most when looking for a sample pool (newest first). */
const SAMPLE_REQUESTS = 20

/**
 * `sluice config check` for an Algebra Integral deployment: the factory, pool deployer and
 * configured periphery have code, the factory names the configured pool deployer, and the newest
 * pool the factory created sits at the address derived from the pool deployer and `initCodeHash`.
 */
export async function checkAlgebraIntegralDeployment({
  client,
  config,
  source,
  blockNumber,
  logs: reader,
}: CheckAlgebraIntegralDeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  for (const what of ['poolDeployer', 'quoter', 'swapRouter', 'positionManager'] as const) {
    const address = config[what]
    if (address) findings.push(await checkContractCode({ client, address, what, blockNumber }))
  }
  if (findings[0]!.severity === 'error') return findings
  const poolDeployer = await client.readContract({ address: config.factory, abi: algebraFactoryAbi, functionName: 'poolDeployer', blockNumber })
  if (getAddress(poolDeployer) !== config.poolDeployer)
    return [...findings, { severity: 'error', message: `the factory's pool deployer is ${poolDeployer}, not ${config.poolDeployer}.` }]
  const blockRange = BigInt(config.blockRange)
  const log = await findNewestLog({
    getLogs: async (window) =>
      parseEventLogs({
        abi: [algebraFactoryAbi[0]],
        logs: await readLogs({ reader, client, address: config.factory, events: [algebraFactoryAbi[0]], ...window }),
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
  const { token0, token1, pool } = log.args
  // 1.2.x emits `Pool` for custom pools too, beside a `CustomPool` naming their deployer.
  const customEvent = algebraFactoryAbi[1]
  const custom = parseEventLogs({
    abi: [customEvent],
    logs: await readLogs({ reader, client, address: config.factory, events: [customEvent], fromBlock: log.blockNumber, toBlock: log.blockNumber }),
  })
  const customDeployer: Address | undefined = custom.find((entry) => entry.args.pool === pool)?.args.deployer
  const derived = computeAlgebraIntegralPoolAddress({ poolDeployer: config.poolDeployer, initCodeHash: config.initCodeHash, token0, token1, customDeployer })
  findings.push(
    derived === pool
      ? { severity: 'ok', message: `pool ${pool} (newest created) sits at the address derived from initCodeHash.` }
      : { severity: 'error', message: `pool ${pool} (newest created) is not at the address derived from initCodeHash ${config.initCodeHash} (${derived}).` },
  )
  return findings
}
