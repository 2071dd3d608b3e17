import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { compileContracts } from '../../packages/contracts/src/compile/compileContracts.js'
import { CreatePluginError } from './CreatePluginError.js'
import { pluginTemplates } from './pluginTemplates.js'

export type CreatePluginParameters = {
  /** The DEX type: lower-case words of letters and digits joined by `-`, e.g. `my-dex`. */
  kind: string
  /** Where plugin folders live. Default: the repository's `plugins/`. */
  pluginsDir?: string | undefined
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

/**
 * Creates `plugins/<kind>/`: a plugin package that typechecks, passes the workspace's lint and
 * core's simulator conformance suite, its executor compiled into `src/generated/` as
 * `pnpm contracts:build` would.
 * Refuses a malformed kind or an existing folder; removes the folder again if anything fails.
 */
export function createPlugin({ kind, pluginsDir = repoPluginsDir }: CreatePluginParameters): CreatePluginReturnType {
  if (!kindPattern.test(kind) || kind.length > 50)
    throw new CreatePluginError(`Invalid plugin kind "${kind}".`, {
      details: 'Use lower-case letters and digits in words joined by single dashes, starting with a letter (at most 50 characters), e.g. "my-dex".',
    })
  const dir = join(pluginsDir, kind)
  if (existsSync(dir)) throw new CreatePluginError(`${relative(process.cwd(), dir) || dir} already exists; choose another kind or remove that folder first.`)
  const files = pluginTemplates({ kind })
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
