import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { InvalidConfigError } from '@sluice/core'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type LoadConfigParameters = {
  path: string
}

/** Reads and validates a config file; `keysFile` is resolved relative to the config file. */
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
  return config.keysFile === undefined ? config : { ...config, keysFile: resolve(dirname(path), config.keysFile) }
}
