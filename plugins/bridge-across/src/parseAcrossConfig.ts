import { parseWithSchema } from '@sluice/core'
import { type AcrossConfig, acrossConfigSchema } from './acrossConfigSchema.js'

/** Checks an Across bridge entry's `config` and fills in defaults; throws `InvalidConfigError`. */
export function parseAcrossConfig(config: unknown): AcrossConfig {
  return parseWithSchema({ schema: acrossConfigSchema, value: config, what: 'bridge-across config' })
}
