import type { ChainEngine, EngineRebalanceParameters } from '@sluice/core'
import { getAddress } from 'viem'
import type { z } from 'zod'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import { resolveRequestTerms } from './resolveRequestTerms.js'
import type { rebalanceRequestSchema } from './schemas.js'

export type ToEngineRebalanceParametersParameters = {
  request: z.output<typeof rebalanceRequestSchema>
  engine: ChainEngine
  apiKey: ApiKeyEntry | undefined
}

/** Turns a validated rebalance request into the engine's parameters (sources and partner fee checked). */
export function toEngineRebalanceParameters({ request, engine, apiKey }: ToEngineRebalanceParametersParameters): EngineRebalanceParameters {
  return {
    ...resolveRequestTerms({ request, engine, apiKey }),
    userAddress: getAddress(request.userAddress.toLowerCase()),
    positionManager: getAddress(request.positionManager.toLowerCase()),
    positionId: BigInt(request.positionId),
    tickLower: request.tickLower ?? undefined,
    tickUpper: request.tickUpper ?? undefined,
    poolAddress: request.poolAddress ? getAddress(request.poolAddress.toLowerCase()) : undefined,
    slippage: request.slippage,
    stake: request.stake,
    approveMax: request.approveMax,
  }
}
