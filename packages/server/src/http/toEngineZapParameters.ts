import type { ChainEngine, EngineZapParameters } from '@sluice/core'
import { InvalidTokenError } from '@sluice/core'
import { getAddress } from 'viem'
import type { z } from 'zod'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import { resolveRequestTerms } from './resolveRequestTerms.js'
import type { zapRequestSchema } from './schemas.js'

export type ToEngineZapParametersParameters = {
  request: z.output<typeof zapRequestSchema>
  engine: ChainEngine
  apiKey: ApiKeyEntry | undefined
}

/** Checks a validated zap request against the chain (known input token and sources) and the caller, and turns it into the engine's parameters. */
export function toEngineZapParameters({ request, engine, apiKey }: ToEngineZapParametersParameters): EngineZapParameters {
  const tokenIn = getAddress(request.tokenIn.toLowerCase())
  if (!engine.token(tokenIn)) throw new InvalidTokenError(`tokenIn: token ${tokenIn} is not supported on chain ${engine.chainId}.`)
  return {
    ...resolveRequestTerms({ request, engine, apiKey }),
    userAddress: getAddress(request.userAddress.toLowerCase()),
    tokenIn,
    amountIn: BigInt(request.amountIn),
    poolAddress: getAddress(request.poolAddress.toLowerCase()),
    positionManager: getAddress(request.positionManager.toLowerCase()),
    tickLower: request.tickLower,
    tickUpper: request.tickUpper,
    positionId: request.positionId === undefined || request.positionId === null ? undefined : BigInt(request.positionId),
    slippage: request.slippage,
    stake: request.stake,
    approveMax: request.approveMax,
    constraints: (request.constraints ?? []).map(([token, minimum]) => [getAddress(token.toLowerCase()), BigInt(minimum)] as const),
  }
}
