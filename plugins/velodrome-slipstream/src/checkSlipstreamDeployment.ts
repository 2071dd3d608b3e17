import { type CheckDeploymentParameters, checkContractCode, type DeploymentFinding, findNewestLog, readLogs } from '@sluice/core'
import { type Address, isAddressEqual, parseEventLogs } from 'viem'
import { slipstreamFactoryAbi } from './abi.js'
import { getSlipstreamCloneInitCodeHash } from './getSlipstreamCloneInitCodeHash.js'
import { getSlipstreamPoolAddress } from './getSlipstreamPoolAddress.js'
import type { SlipstreamPluginConfig } from './slipstreamConfigSchema.js'

export type CheckSlipstreamDeploymentParameters = CheckDeploymentParameters<SlipstreamPluginConfig>

/** Log requests at most when looking for a sample pool (newest first). */
const SAMPLE_REQUESTS = 20

/**
 * `sluice config check` for a Slipstream deployment: the factory, the position manager and the quoter
 * have code, the factory's `poolImplementation()` is the configured one (or its clones hash to the
 * configured `poolInitCodeHash`), every configured tick spacing
 * is enabled (has a fee), and the newest pool the factory created sits at its clone address.
 */
export async function checkSlipstreamDeployment({
  client,
  config,
  source,
  blockNumber,
  logs: reader,
}: CheckSlipstreamDeploymentParameters): Promise<DeploymentFinding[]> {
  const findings = [await checkContractCode({ client, address: config.factory, what: 'factory', blockNumber })]
  for (const what of ['positionManager', 'quoter'] as const) {
    const address = config[what]
    if (address) findings.push(await checkContractCode({ client, address, what, blockNumber }))
  }
  if (findings[0]!.severity === 'error') return findings
  const factory = { address: config.factory, abi: slipstreamFactoryAbi, blockNumber } as const
  const implementation = await client.readContract({ ...factory, functionName: 'poolImplementation' })
  findings.push(checkImplementation({ config, implementation }))
  for (const tickSpacing of config.tickSpacings ?? []) {
    const fee = await client.readContract({ ...factory, functionName: 'tickSpacingToFee', args: [tickSpacing] })
    findings.push(
      fee === 0
        ? { severity: 'error', message: `tick spacing ${tickSpacing} is not enabled on the factory.` }
        : { severity: 'ok', message: `tick spacing ${tickSpacing} is enabled (fee ${fee}).` },
    )
  }
  const blockRange = BigInt(config.blockRange)
  const log = await findNewestLog({
    getLogs: async (window) =>
      parseEventLogs({
        abi: [slipstreamFactoryAbi[0]],
        logs: await readLogs({ reader, client, address: config.factory, events: [slipstreamFactoryAbi[0]], ...window }),
      }),
    toBlock: blockNumber,
    fromBlock: BigInt(source.deployBlock),
    blockRange,
    maxRequests: SAMPLE_REQUESTS,
  })
  if (!log) {
    findings.push({
      severity: 'warning',
      message: `no pool created in the last ${SAMPLE_REQUESTS} × ${blockRange} blocks: the pool address could not be sampled.`,
    })
    return findings
  }
  const { token0, token1, tickSpacing, pool } = log.args
  const derived = getSlipstreamPoolAddress({
    factory: config.factory,
    poolImplementation: config.poolImplementation,
    poolInitCodeHash: config.poolInitCodeHash,
    tokenA: token0,
    tokenB: token1,
    tickSpacing,
  })
  findings.push(
    derived === pool
      ? { severity: 'ok', message: `pool ${pool} (newest created) sits at its clone address.` }
      : {
          severity: 'error',
          message: `pool ${pool} (newest created) is not at the clone address derived from ${config.poolImplementation ? 'poolImplementation' : 'poolInitCodeHash'} (${derived}).`,
        },
  )
  return findings
}

/** The factory's pool implementation against the config's: the same address, or clones of it hash to `poolInitCodeHash`. */
function checkImplementation({ config, implementation }: { config: SlipstreamPluginConfig; implementation: Address }): DeploymentFinding {
  if (config.poolImplementation)
    return isAddressEqual(implementation, config.poolImplementation)
      ? { severity: 'ok', message: `poolImplementation ${implementation} is the factory's.` }
      : { severity: 'error', message: `poolImplementation ${config.poolImplementation} is not the factory's (${implementation}).` }
  const hash = getSlipstreamCloneInitCodeHash(implementation)
  return hash === config.poolInitCodeHash
    ? { severity: 'ok', message: `poolInitCodeHash is that of clones of the factory's poolImplementation ${implementation}.` }
    : {
        severity: 'error',
        message: `poolInitCodeHash ${config.poolInitCodeHash} is not that of clones of the factory's poolImplementation ${implementation} (${hash}).`,
      }
}
