import type { Log } from 'viem'
import { createLogReader, type LogReader, type LogReadParameters } from './createLogReader.js'

export type ReadLogsParameters = LogReadParameters & {
  /** The chain's reader (`DiscoverParameters.logs`, `CheckDeploymentParameters.logs`, ...); absent: a reader with the default cap. */
  reader?: LogReader | undefined
}

/** The reader of whoever passes none: the default cap, what it learns kept per client. */
let fallback: LogReader | undefined

/**
 * A block range's logs through the chain's log reader (`createLogReader`), or through one with the
 * default `maxLogRange` when the caller was given none: what plugins call, so that their log reads
 * keep to the chain's cap without knowing it.
 */
export function readLogs({ reader, ...parameters }: ReadLogsParameters): Promise<Log[]> {
  fallback ??= createLogReader()
  return (reader ?? fallback).read(parameters)
}
