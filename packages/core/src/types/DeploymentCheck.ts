import type { Address, PublicClient } from 'viem'
import type { LogReader } from '../logs/createLogReader.js'
import type { SourceChainContext, SourceEntry } from './SourcePlugin.js'

/** One result of checking a config against its live node: `error` fails the check. */
export type DeploymentFinding = {
  severity: 'ok' | 'warning' | 'error'
  message: string
}

/** What `SourcePlugin.checkDeployment` is given: one source, its parsed config and the live chain. */
export type CheckDeploymentParameters<config> = {
  client: PublicClient
  source: Omit<SourceEntry, 'config' | 'kind'>
  /** The source's config, as `parseConfig` returned it. */
  config: config
  chain: SourceChainContext
  /** The chain's head when the check started: reads and log searches stop there. */
  blockNumber: bigint
  /** Tokens worth looking for a sample pool between (the wrapped native, the stable tokens). */
  sampleTokens: readonly Address[]
  /** The chain's log reader (see `DiscoverParameters.logs`); absent: a reader with the default cap. */
  logs?: LogReader | undefined
}
