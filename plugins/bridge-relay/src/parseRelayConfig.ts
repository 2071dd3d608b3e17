import { parseWithSchema } from '@sluice/core'
import { type RelayConfig, relayConfigSchema } from './relayConfigSchema.js'

/** Checks a Relay bridge entry's `config`; throws `InvalidConfigError`. */
export function parseRelayConfig(config: unknown): RelayConfig {
  return parseWithSchema({ schema: relayConfigSchema, value: config, what: 'bridge-relay config' })
}
