import { InvalidParametersError } from '@sluice/core'
import { type RelayConfig, relayConfigSchema } from './relayConfigSchema.js'

/** Checks a Relay bridge entry's `config`; throws `InvalidParametersError`. */
export function parseRelayConfig(config: unknown): RelayConfig {
  const result = relayConfigSchema.safeParse(config)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParametersError(`Invalid bridge-relay config: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown problem'}.`)
}
