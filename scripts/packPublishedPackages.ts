import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export type PackageJson = {
  name: string
  version: string
  private?: boolean
  exports?: Record<string, unknown>
  publishConfig?: { exports?: Record<string, unknown> }
  bin?: Record<string, string>
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export type PackPublishedPackagesParameters = {
  /** Folder the tarballs are written to. */
  destination: string
  /**
   * Pack without the packages' `prepack` (their build), from the `dist` already built: for tests,
   * which build once (`packBuiltPackages`). Default: each package builds as it packs, as a publish does.
   */
  prebuilt?: boolean | undefined
}

export type PackPublishedPackagesReturnType = { dir: string; manifest: PackageJson; tarball: string }[]

const root = resolve(import.meta.dirname, '..')
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson

/**
 * Packs every published package (packages/*, plugins/*, sandbox) with pnpm, which runs its
 * `prepack` (its build), applies `publishConfig` and turns `workspace:` ranges into versions, as a
 * publish would. One `pnpm -r pack` for them all (a `pnpm pack` per package took a process each).
 */
export function packPublishedPackages({ destination, prebuilt = false }: PackPublishedPackagesParameters): PackPublishedPackagesReturnType {
  const packages = ['packages', 'plugins']
    .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
    .concat(join(root, 'sandbox'))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private)
  for (const { dir, manifest } of packages)
    if (prebuilt && !existsSync(join(dir, 'dist'))) throw new Error(`${manifest.name}: no dist/, run \`pnpm build\` first`)
  const filters = packages.map(({ dir }) => `--filter=./${relative(root, dir)}`)
  const args = ['-r', ...filters, 'pack', '--pack-destination', destination, ...(prebuilt ? ['--config.ignore-scripts=true'] : [])]
  const output = execFileSync('pnpm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  return packages.map(({ dir, manifest }) => {
    // npm's and pnpm's tarball name: `@scope/name` 1.2.3 is scope-name-1.2.3.tgz.
    const tarball = resolve(destination, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`)
    if (!existsSync(tarball)) throw new Error(`${manifest.name}: pnpm pack wrote no ${tarball}:\n${output}`)
    return { dir, manifest, tarball }
  })
}
