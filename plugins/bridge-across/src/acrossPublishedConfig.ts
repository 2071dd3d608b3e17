import { InvalidParametersError } from '@sluice/core'
import type { AcrossConfig, AcrossRouteConfig } from './acrossConfigSchema.js'
import { acrossDeployments } from './artifacts.js'
import { parseAcrossConfig } from './parseAcrossConfig.js'

export type AcrossPublishedConfigParameters = {
  chainId: number
  /** Across's API for fees, limits and fill times, e.g. `https://app.across.to/api`. */
  apiUrl: string
  apiKey?: string | undefined
  routes: readonly Omit<AcrossRouteConfig, 'minDeposit' | 'maxDeposit' | 'relayerGasFee'>[]
}

/**
 * The config of Across's real deployment on a chain: the SpokePool and MulticallHandler addresses
 * (and the SpokePool's deployment block) that `@across-protocol/contracts` publishes, with fees
 * and limits from Across's API.
 */
export function acrossPublishedConfig({ chainId, apiUrl, apiKey, routes }: AcrossPublishedConfigParameters): AcrossConfig {
  const deployment = acrossDeployments[String(chainId)]
  const spokePool = deployment?.SpokePool
  if (!spokePool) throw new InvalidParametersError(`Across publishes no SpokePool for chain ${chainId}.`)
  return parseAcrossConfig({
    spokePool: spokePool.address,
    deployBlock: String(spokePool.blockNumber),
    multicallHandler: deployment.MulticallHandler?.address,
    routes,
    api: { url: apiUrl, apiKey },
  })
}
