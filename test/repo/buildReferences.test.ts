import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
type Manifest = { name: string; scripts?: Record<string, string> } & Partial<
  Record<'dependencies' | 'peerDependencies' | 'optionalDependencies' | 'devDependencies', Record<string, string>>
>
type BuildConfig = { compilerOptions?: { composite?: boolean; tsBuildInfoFile?: string }; references?: { path: string }[] }

const readConfig = (path: string) => {
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  return config as BuildConfig
}
/** The packages `tsc -b` builds: those with a tsconfig.build.json (the explorer is built by vite). */
const built = ['packages', 'plugins']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
  .concat(join(root, 'sandbox'))
  .filter((dir) => existsSync(join(dir, 'tsconfig.build.json')))
  .map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
    config: readConfig(join(dir, 'tsconfig.build.json')),
  }))
const dirOf = new Map(built.map(({ dir, manifest }) => [manifest.name, dir]))
const referenced = (from: string, config: BuildConfig) => (config.references ?? []).map(({ path }) => relative(root, resolve(from, path))).sort()

// A package's build reads the workspace packages it imports from their built `.d.ts`, through
// its tsconfig.build.json's `references` (`tsc -b` builds them first): the references are its
// workspace dependencies, no more, no fewer (a dev dependency is for its tests, which are not built).
test('each package’s build references exactly its workspace dependencies, and the root solution builds every package', () => {
  expect(built.length).toBeGreaterThan(20)
  for (const { dir, manifest, config } of built) {
    const dependencies = [
      ...new Set([manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies].flatMap((entries) => Object.keys(entries ?? {}))),
    ]
    const expected = dependencies.flatMap((name) => (dirOf.has(name) ? [relative(root, join(dirOf.get(name)!, 'tsconfig.build.json'))] : [])).sort()
    expect(referenced(dir, config), `${manifest.name}: references in tsconfig.build.json`).toEqual(expected)
    expect(config.compilerOptions?.composite, `${manifest.name}: composite`).toBe(true)
    // Its build state is neither packed (`files`: dist, src) nor committed (node_modules/ is git-ignored).
    expect(config.compilerOptions?.tsBuildInfoFile, `${manifest.name}: tsBuildInfoFile`).toMatch(/^node_modules\/\.cache\//)
    expect(manifest.scripts?.build, `${manifest.name}: build`).toMatch(/^node --import tsx (\.\.\/)+scripts\/buildPackages\.ts( &&|$)/)
  }
  const solution = readConfig(join(root, 'tsconfig.build.json'))
  expect(referenced(root, solution)).toEqual(built.map(({ dir }) => relative(root, join(dir, 'tsconfig.build.json'))).sort())
})
