import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sluiceSolidityDir } from './compileContracts.js'

export type ContractDir = {
  /** The Solidity sources. */
  sourceDir: string
  /** Where the generated artifacts and TypeScript modules go. */
  outDir: string
}

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/**
 * Every directory of Solidity in the workspace: this package's own, and each plugin's
 * `plugins/<name>/contracts/` (its executor), generated into `plugins/<name>/src/generated/`.
 */
export function contractDirs(): ContractDir[] {
  const pluginsDir = join(repoRoot, 'plugins')
  const plugins = existsSync(pluginsDir)
    ? readdirSync(pluginsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'contracts')))
        .map((entry) => join(pluginsDir, entry.name))
        .sort()
    : []
  return [
    { sourceDir: sluiceSolidityDir, outDir: join(repoRoot, 'packages', 'contracts', 'src', 'generated') },
    ...plugins.map((dir) => ({ sourceDir: join(dir, 'contracts'), outDir: join(dir, 'src', 'generated') })),
  ]
}
