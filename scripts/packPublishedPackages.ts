import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type PackageJson = {
  name: string
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
 * publish would.
 */
export function packPublishedPackages({ destination, prebuilt = false }: PackPublishedPackagesParameters): PackPublishedPackagesReturnType {
  const dirs = ['packages', 'plugins']
    .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
    .concat(join(root, 'sandbox'))
    .filter((dir) => existsSync(join(dir, 'package.json')) && !readJson(join(dir, 'package.json')).private)
  return dirs.map((dir) => {
    const manifest = readJson(join(dir, 'package.json'))
    if (prebuilt && !existsSync(join(dir, 'dist'))) throw new Error(`${manifest.name}: no dist/, run \`pnpm build\` first`)
    const args = ['pack', '--pack-destination', destination, ...(prebuilt ? ['--config.ignore-scripts=true'] : [])]
    const output = execFileSync('pnpm', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      .trim()
      .split('\n')
    const tarball = output.at(-1) ?? ''
    if (!tarball.endsWith('.tgz')) throw new Error(`${manifest.name}: pnpm pack printed no tarball:\n${output.join('\n')}`)
    return { dir, manifest, tarball: resolve(destination, tarball) }
  })
}
