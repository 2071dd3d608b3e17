import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { compileContracts } from '../../packages/contracts/src/compile/compileContracts.js'
import { CreatePluginError } from './CreatePluginError.js'
import { type PluginTemplatesStandalone, pluginTemplates } from './pluginTemplates.js'

export type CreatePluginParameters = {
  /** The DEX type: lower-case words of letters and digits joined by `-`, e.g. `my-dex`. */
  kind: string
  /** Where plugin folders live. Default: the repository's `plugins/`. */
  pluginsDir?: string | undefined
  /**
   * A folder outside this repository for a plugin package of its own (its own build, tests and
   * tools; the Sluice packages by version from the registry): it is created, and must not exist.
   * Absent: `<pluginsDir>/<kind>`, a package of the workspace.
   */
  dir?: string | undefined
}

export type CreatePluginReturnType = {
  /** The new plugin folder. */
  dir: string
  /** Every file written, relative to `dir`, sorted. */
  files: string[]
}

const repoRoot = join(import.meta.dirname, '..', '..')
const repoPluginsDir = join(repoRoot, 'plugins')

/** Lower-case words joined by single `-`, starting with a letter: a package name part and a kind. */
const kindPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** A standalone plugin names the Sluice packages at this repository's version, and this repository's tools. */
function standaloneVersions(): PluginTemplatesStandalone {
  const read = (path: string) =>
    JSON.parse(readFileSync(join(repoRoot, path, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> }
  const { devDependencies } = read('.')
  return {
    sluice: `^${read('packages/core').version}`,
    typescript: devDependencies.typescript!,
    vitest: devDependencies.vitest!,
    typesNode: devDependencies['@types/node']!,
  }
}

/**
 * Creates `plugins/<kind>/` (or `dir`, a package of its own): a plugin package that typechecks,
 * passes the workspace's lint and core's conformance suites, its executor compiled into
 * `src/generated/` as `pnpm contracts:build` would, and its sandbox part putting pools in the world.
 * Refuses a malformed kind or an existing folder; removes the folder again if anything fails.
 */
export function createPlugin({ kind, pluginsDir = repoPluginsDir, dir: ownDir }: CreatePluginParameters): CreatePluginReturnType {
  if (!kindPattern.test(kind) || kind.length > 50)
    throw new CreatePluginError(`Invalid plugin kind "${kind}".`, {
      details: 'Use lower-case letters and digits in words joined by single dashes, starting with a letter (at most 50 characters), e.g. "my-dex".',
    })
  const dir = ownDir === undefined ? join(pluginsDir, kind) : resolve(ownDir)
  if (existsSync(dir)) throw new CreatePluginError(`${relative(process.cwd(), dir) || dir} already exists; choose another kind or remove that folder first.`)
  const files = pluginTemplates({ kind, standalone: ownDir === undefined ? undefined : standaloneVersions() })
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    const generated = compileContracts({ sourceDir: join(dir, 'contracts') })
    mkdirSync(join(dir, 'src', 'generated'), { recursive: true })
    for (const [name, text] of Object.entries(generated)) {
      writeFileSync(join(dir, 'src', 'generated', name), text)
      files[`src/generated/${name}`] = text
    }
    // The workspace's own formatter and import order (names in the templates sort differently for each kind).
    const biome = spawnSync(join(repoRoot, 'node_modules', '.bin', 'biome'), ['check', '--write', '--vcs-use-ignore-file=false', dir], { encoding: 'utf8' })
    if (biome.status !== 0) throw new CreatePluginError('The new plugin does not pass the workspace lint.', { details: `${biome.stdout}${biome.stderr}` })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { dir, files: Object.keys(files).sort() }
}
