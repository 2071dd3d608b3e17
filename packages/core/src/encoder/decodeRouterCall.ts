import { routerAbi } from '@sluice/contracts'
import { decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { PackedPath } from '../types/PackedRoute.js'
import { decodePackedRoute } from './decodePackedRoute.js'
import { decodeSwapCall } from './decodeSwapCall.js'

export type DecodeRouterCallParameters = {
  /** Calldata sent to the Sluice router. */
  data: Hex
}

/** A router call's function, its arguments (routes still packed) and each route's paths decoded. */
export type DecodeRouterCallReturnType = {
  functionName: 'swap' | 'zap' | 'rebalance'
  /** The call's arguments: a swap's as `decodeSwapCall` reads them, a zap's or rebalance's struct as viem decodes it. */
  params: Readonly<Record<string, unknown>>
  /** Every non-empty route field of the call (`route`, or a zap's `route0`/`route1`), decoded. */
  routes: { field: 'route' | 'route0' | 'route1'; paths: PackedPath[] }[]
}

/** Decodes the calldata of a Sluice router `swap` (packed, `decodeSwapCall`), `zap` or `rebalance` (ABI), routes included. */
export function decodeRouterCall({ data }: DecodeRouterCallParameters): DecodeRouterCallReturnType {
  let functionName: string
  let params: Record<string, unknown>
  if (data.slice(0, 10).toLowerCase() === encodeFunctionData({ abi: routerAbi, functionName: 'swap' })) {
    functionName = 'swap'
    params = decodeSwapCall({ data })
  } else {
    try {
      const decoded = decodeFunctionData({ abi: routerAbi, data })
      functionName = decoded.functionName
      params = decoded.args?.[0] as Record<string, unknown>
    } catch (cause) {
      throw new InvalidParametersError('The calldata is not a call of the Sluice router.', { cause })
    }
  }
  if (functionName !== 'swap' && functionName !== 'zap' && functionName !== 'rebalance')
    throw new InvalidParametersError(`The calldata calls the router's ${functionName}, not swap, zap or rebalance.`)
  const routes = (['route', 'route0', 'route1'] as const)
    .filter((field) => typeof params[field] === 'string' && params[field] !== '0x')
    .map((field) => ({ field, paths: decodePackedRoute({ route: params[field] as Hex }) }))
  return { functionName, params, routes }
}
