import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { InvalidConfigError } from '@sluice/core'
import { resolvePluginModule } from './resolvePluginModule.js'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type LoadConfigParameters = {
  path: string
}

/**
 * Reads and validates a config file; `keysFile` is resolved relative to the config file, and the
 * `plugins` from its folder (paths relative to it, package names from its `node_modules`) to URLs.
 */
export function loadConfig({ path }: LoadConfigParameters): ServerConfig {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new InvalidConfigError(`Cannot read config file ${path}.`, { cause, details: cause instanceof Error ? cause.message : undefined })
  }
  const result = serverConfigSchema.safeParse(json)
  if (!result.success) throw new InvalidConfigError(`Config file ${path} is invalid.`, { details: result.error.message })
  const config = result.data
  const folder = dirname(resolve(path))
  return {
    ...config,
    keysFile: config.keysFile === undefined ? undefined : resolve(folder, config.keysFile),
    plugins: config.plugins.map((specifier) => resolvePluginModule({ specifier, from: folder })),
  }
}
