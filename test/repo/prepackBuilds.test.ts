import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
type Manifest = { name: string; private?: boolean; scripts?: Record<string, string>; publishConfig?: { exports?: Record<string, unknown> } }

const published = ['packages', 'plugins']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
  .concat(join(root, 'sandbox'))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest)
  .filter((manifest) => !manifest.private)

// A packed package's `exports` point to `dist/`: `pnpm pack` (and a publish) must build it first,
// or the tarball ships `src/` only and fails to import (`ERR_MODULE_NOT_FOUND …/dist/index.js`).
// `test/repo/outsidePlugin.e2e.test.ts` imports the packed files, and quotes with the packed client.
test('every published package builds on `prepack`, and the root releases through a build', () => {
  expect(published.length).toBeGreaterThan(10)
  for (const { name, scripts = {} } of published) {
    expect(scripts.build, `${name}: build`).toBeDefined()
    expect(scripts.prepack, `${name}: prepack`).toBe('pnpm run build')
  }
  const rootScripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest).scripts!
  expect(rootScripts.release).toBe('pnpm build && changeset version && changeset publish')
})
