import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { type CompileSettings, sluiceSolidityDir } from '../src/compile/compileContracts.js'

export type ContractDir = {
  /** Whose sources: `sluice` (this package) or the plugin's folder name, e.g. `uniswap-v3`. */
  owner: string
  /** The Solidity sources. */
  sourceDir: string
  /** Where the generated artifacts and TypeScript modules go. */
  outDir: string
  /** solc settings of a DEX's vendored official sources (their project's own); absent: Sluice's. */
  settings?: CompileSettings | undefined
}

const repoRoot = join(import.meta.dirname, '..', '..', '..')

const subdirectories = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name))
        .sort()
    : []

/**
 * Every directory of Solidity in the workspace: this package's own; each plugin's
 * `plugins/<name>/contracts/` (its executor), generated into `plugins/<name>/src/generated/`; and
 * a DEX's official sources a plugin vendors, `plugins/<name>/vendor/<upstream>/contracts/` beside a
 * `solc.json` holding the upstream project's solc settings, generated into
 * `plugins/<name>/src/generated/<upstream>/`; and the executor of the plugin template
 * `pnpm create-plugin` copies (owner `plugin-template`), so that it typechecks in place.
 */
export function contractDirs(): ContractDir[] {
  const plugins = subdirectories(join(repoRoot, 'plugins'))
  const template = join(repoRoot, 'scripts', 'create-plugin', 'template')
  return [
    { owner: 'sluice', sourceDir: sluiceSolidityDir, outDir: join(repoRoot, 'packages', 'contracts', 'src', 'generated') },
    ...plugins
      .filter((dir) => existsSync(join(dir, 'contracts')))
      .map((dir) => ({ owner: basename(dir), sourceDir: join(dir, 'contracts'), outDir: join(dir, 'src', 'generated') })),
    ...plugins.flatMap((dir) =>
      subdirectories(join(dir, 'vendor'))
        .filter((upstream) => existsSync(join(upstream, 'solc.json')))
        .map((upstream) => ({
          owner: basename(dir),
          sourceDir: join(upstream, 'contracts'),
          outDir: join(dir, 'src', 'generated', upstream.split('/').at(-1)!),
          settings: JSON.parse(readFileSync(join(upstream, 'solc.json'), 'utf8')) as CompileSettings,
        })),
    ),
    { owner: 'plugin-template', sourceDir: join(template, 'contracts'), outDir: join(template, 'src', 'generated') },
  ]
}
