import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { compileContracts } from '../../packages/contracts/src/compile/compileContracts.js'
import { CreatePluginError } from './CreatePluginError.js'

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

/**
 * The template: a working plugin of kind `example-dex` (`ExampleDex`, `exampleDex`, `EXAMPLE_DEX`),
 * checked in place by `pnpm typecheck` and `pnpm lint`. A new plugin is a copy with those names
 * replaced, in file names and text; its `src/generated/` is compiled again from the renamed contracts.
 */
const templateDir = join(import.meta.dirname, 'template')
/** What a package of its own has instead of the workspace's manifest, tsconfig and README (and a vitest config). */
const standaloneDir = join(import.meta.dirname, 'template-standalone')

/** Every file under `dir` but `src/generated/`, by path relative to it. */
function readTemplate(dir: string): Record<string, string> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith(join('src', 'generated')))
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(dir, path), 'utf8')]))
}

/** The template's names in every case form, replaced by the new kind's. */
function renamer(kind: string): (text: string) => string {
  const Name = kind
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
  const names: [RegExp, string][] = [
    [/example-dex/g, kind],
    [/ExampleDex/g, Name],
    [/exampleDex/g, Name.charAt(0).toLowerCase() + Name.slice(1)],
    [/EXAMPLE_DEX/g, kind.toUpperCase().replaceAll('-', '_')],
  ]
  return (text) => names.reduce((result, [pattern, name]) => result.replace(pattern, name), text)
}

/** A standalone plugin names the Sluice packages at this repository's version, and this repository's tools. */
function standaloneManifest(text: string): string {
  const read = (path: string) =>
    JSON.parse(readFileSync(join(repoRoot, path, 'package.json'), 'utf8')) as { version: string; devDependencies: Record<string, string> }
  const manifest = JSON.parse(text) as { peerDependencies: Record<string, string>; devDependencies: Record<string, string> }
  const sluice = `^${read('packages/core').version}`
  const { devDependencies: tools } = read('.')
  manifest.peerDependencies['@sluice/core'] = sluice
  for (const name of Object.keys(manifest.devDependencies)) manifest.devDependencies[name] = name.startsWith('@sluice/') ? sluice : tools[name]!
  return `${JSON.stringify(manifest, null, 2)}\n`
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
  const template = { ...readTemplate(templateDir), ...(ownDir === undefined ? {} : readTemplate(standaloneDir)) }
  if (ownDir !== undefined) template['package.json'] = standaloneManifest(template['package.json']!)
  const rename = renamer(kind)
  const files = Object.fromEntries(Object.entries(template).map(([path, text]) => [rename(path), rename(text)]))
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
