import { type ChainEngine, InvalidParametersError } from '@sluice/core'
import type { H3Event } from 'h3'
import { EndpointNotFoundError } from '../errors.js'

export type ChainEngineOfParameters = {
  event: H3Event
  /** The served engines, by chain ID. */
  engines: ReadonlyMap<number, ChainEngine>
}

/**
 * The engine of the path's `:chainId`; an unknown chain is refused before anything else. A chain
 * ID is written in canonical decimal: another spelling of a number (`0999`) names no endpoint (404).
 */
export function chainEngineOf({ event, engines }: ChainEngineOfParameters): ChainEngine {
  const raw = event.context.params?.chainId ?? ''
  if (/^[0-9]+$/.test(raw) && !/^(0|[1-9][0-9]{0,11})$/.test(raw))
    throw new EndpointNotFoundError({ method: event.req.method, path: event.url.pathname.slice(0, 100) })
  const engine = /^[0-9]{1,12}$/.test(raw) ? engines.get(Number(raw)) : undefined
  if (!engine) throw new InvalidParametersError(`Unsupported chain "${raw.slice(0, 20)}"; see GET /chains.`)
  return engine
}
