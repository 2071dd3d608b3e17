import { InvalidParametersError } from '@sluice/core'
import { type AcrossConfig, acrossConfigSchema } from './acrossConfigSchema.js'

/** Checks an Across bridge entry's `config` and fills in defaults; throws `InvalidParametersError`. */
export function parseAcrossConfig(config: unknown): AcrossConfig {
  const result = acrossConfigSchema.safeParse(config)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParametersError(`Invalid bridge-across config: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown problem'}.`)
}
