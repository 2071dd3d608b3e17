import { existsSync, readFileSync } from 'node:fs'
import { InvalidConfigError } from '@sluice/core'
import type { ApiKeyEntry } from './ApiKeyEntry.js'
import { keysFileSchema } from './keysFileSchema.js'

export type ReadKeysFileParameters = {
  path: string
}

/** The entries of a keys file; a file that does not exist yet has none. */
export function readKeysFile({ path }: ReadKeysFileParameters): ApiKeyEntry[] {
  if (!existsSync(path)) return []
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new InvalidConfigError(`Keys file ${path} is not valid JSON.`, { cause })
  }
  const result = keysFileSchema.safeParse(json)
  if (!result.success) throw new InvalidConfigError(`Keys file ${path} is invalid.`, { details: result.error.message })
  return result.data.keys
}
