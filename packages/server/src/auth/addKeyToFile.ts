import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { ApiKeyEntry } from './ApiKeyEntry.js'
import { readKeysFile } from './readKeysFile.js'

export type AddKeyToFileParameters = {
  path: string
  entry: ApiKeyEntry
}

/** Appends an entry to a keys file (created when missing), replacing the file atomically. */
export function addKeyToFile({ path, entry }: AddKeyToFileParameters): void {
  const keys = [...readKeysFile({ path }), entry]
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify({ version: 1, keys }, null, 2)}\n`, { mode: 0o600 })
  renameSync(temporary, path)
}
