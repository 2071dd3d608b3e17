import type { ChainEngine, EngineQuoteParameters } from '@sluice/core'
import { InvalidParametersError, InvalidTokenError } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import type { z } from 'zod'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import { resolveRequestTerms } from './resolveRequestTerms.js'
import type { quoteRequestSchema } from './schemas.js'

export type ToEngineQuoteParametersParameters = {
  request: z.output<typeof quoteRequestSchema>
  engine: ChainEngine
  /** The caller's API key, when it sent a valid one. */
  apiKey: ApiKeyEntry | undefined
}

/**
 * Checks a validated quote request against the chain (known tokens and sources) and the caller
 * (a partner fee needs a key) and turns it into the engine's parameters.
 */
export function toEngineQuoteParameters({ request, engine, apiKey }: ToEngineQuoteParametersParameters): EngineQuoteParameters {
  const hasIn = request.amountIn !== undefined && request.amountIn !== null
  const hasOut = request.amountOut !== undefined && request.amountOut !== null
  if (hasIn === hasOut) throw new InvalidParametersError('Give exactly one of amountIn (sell) or amountOut (buy).')
  const tokenIn = knownToken(engine, request.tokenIn, 'tokenIn')
  const tokenOut = knownToken(engine, request.tokenOut, 'tokenOut')
  if (tokenIn === tokenOut) throw new InvalidParametersError('tokenIn and tokenOut are the same token.')
  return {
    tokenIn,
    tokenOut,
    mode: hasIn ? 'sell' : 'buy',
    amount: BigInt((hasIn ? request.amountIn : request.amountOut) as string),
    slippage: request.slippage,
    ...resolveRequestTerms({ request, engine, apiKey }),
  }
}

function knownToken(engine: ChainEngine, value: string, field: string): Address {
  const address = getAddress(value.toLowerCase())
  if (!engine.token(address)) throw new InvalidTokenError(`${field}: token ${address} is not supported on chain ${engine.chainId}.`)
  return address
}
