import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type PackPublishedPackagesReturnType, packPublishedPackages } from '../../scripts/packPublishedPackages.js'

const root = join(import.meta.dirname, '..', '..')

export type PackBuiltPackagesParameters = {
  /** Folder the tarballs are written to. */
  destination: string
}

/**
 * Every published package packed as a publish would (`packPublishedPackages`), for tests that
 * install them outside the workspace. Needs each package's dist: CI builds them in
 * `pnpm check:packages` first; on a fresh clone this runs `pnpm build` when one is missing.
 */
export function packBuiltPackages({ destination }: PackBuiltPackagesParameters): PackPublishedPackagesReturnType {
  const built = ['packages', 'plugins'].flatMap((parent) =>
    readdirSync(join(root, parent)).map((name) => existsSync(join(root, parent, name, 'dist')) || !existsSync(join(root, parent, name, 'tsconfig.build.json'))),
  )
  if (built.includes(false) || !existsSync(join(root, 'sandbox', 'dist')))
    execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  // Built once above: packed without each package's `prepack` build.
  return packPublishedPackages({ destination, prebuilt: true })
}
