import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CreatePluginError } from './CreatePluginError.js'
import { createPlugin } from './createPlugin.js'

const root = join(import.meta.dirname, '..', '..')
const pluginsDir = join(root, 'plugins')
// SCAFFOLD TEST: this suite creates a throw-away plugin folder in `.scaffold-test/` (git-ignored),
// at the depth of plugins/ so the relative imports are those of a real plugin, but out of sight of
// the tests that walk plugins/ (the executors' reproducibility check runs at the same time). It is
// removed afterwards, even when a test fails.
const scaffoldDir = join(root, '.scaffold-test')
const kind = `zz-scaffold-test-${process.pid}`
const dir = join(scaffoldDir, kind)

afterAll(() => rmSync(scaffoldDir, { recursive: true, force: true }))

/** Links what `pnpm install` would link into the new package, without touching the lockfile. */
function linkDependencies(): void {
  mkdirSync(join(dir, 'node_modules', '@sluice'), { recursive: true })
  symlinkSync(join(root, 'packages', 'core'), join(dir, 'node_modules', '@sluice', 'core'))
  symlinkSync(join(root, 'sandbox'), join(dir, 'node_modules', '@sluice', 'sandbox'))
  mkdirSync(join(dir, 'node_modules', '@uniswap'))
  symlinkSync(realpathSync(join(pluginsDir, 'uniswap-v2', 'node_modules', '@uniswap', 'v2-core')), join(dir, 'node_modules', '@uniswap', 'v2-core'))
  for (const name of ['viem', 'zod']) symlinkSync(realpathSync(join(pluginsDir, 'uniswap-v2', 'node_modules', name)), join(dir, 'node_modules', name))
}

function run(command: string, args: string[]) {
  // Without this run's own vitest variables, so the nested vitest is a run of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'))
  const result = spawnSync(join(root, 'node_modules', '.bin', command), args, { cwd: root, encoding: 'utf8', env: { ...env, NO_COLOR: '1' } })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('pnpm create-plugin (scaffold test: creates and removes .scaffold-test/zz-scaffold-test-*)', () => {
  it('refuses a malformed kind', () => {
    for (const bad of ['', 'MyDex', 'my_dex', '1dex', 'my--dex', '-dex', 'dex-', '../x', 'a/b'])
      expect(() => createPlugin({ kind: bad }), bad).toThrow(CreatePluginError)
    expect(existsSync(join(pluginsDir, 'MyDex'))).toBe(false)
  })

  it('takes @sluice/core as a peer dependency (one copy: the host’s), and as a dev dependency for its own tests', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, 'template', 'package.json'), 'utf8')) as Record<string, Record<string, string>>
    expect(manifest.dependencies).not.toHaveProperty('@sluice/core')
    expect(manifest.peerDependencies).toEqual({ '@sluice/core': 'workspace:^' })
    expect(manifest.devDependencies).toEqual({ '@sluice/core': 'workspace:^', '@sluice/sandbox': 'workspace:^' })
  })

  it('refuses an existing folder and leaves it untouched', () => {
    expect(() => createPlugin({ kind: 'uniswap-v2' })).toThrow(/already exists/)
    expect(existsSync(join(pluginsDir, 'uniswap-v2', 'src', 'uniswapV2Plugin.ts'))).toBe(true)
  })

  it('creates a plugin whose executor compiles, which typechecks, passes the workspace lint and its tests (the conformance suites, the source one on its own sandbox world part)', () => {
    const { files } = createPlugin({ kind, pluginsDir: scaffoldDir })
    expect(files).toContain(`contracts/ZzScaffoldTest${process.pid}Executor.sol`)
    expect(files).toContain(`src/generated/zzScaffoldTest${process.pid}Executor.ts`)
    expect(files).toContain('package.json')
    // `pnpm lint` on the new folder (git ignores .scaffold-test/, so Biome is told not to skip it).
    const lint = run('biome', ['check', '--error-on-warnings', '--vcs-use-ignore-file=false', dir])
    expect(lint.status, lint.output).toBe(0)
    linkDependencies()
    // Every source and the test, with the workspace's compiler options.
    writeFileSync(
      join(dir, 'tsconfig.check.json'),
      JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { noEmit: true }, include: ['src/**/*.ts'] }),
    )
    const tsc = run('tsc', ['-p', join(dir, 'tsconfig.check.json')])
    expect(tsc.output).toBe('')
    expect(tsc.status).toBe(0)
    // With a config of its own, so the workspace's global setup (Anvil, Redis) is not needed.
    writeFileSync(
      join(dir, 'vitest.config.check.mjs'),
      "export default { test: { include: ['src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 } }\n",
    )
    const vitest = run('vitest', ['run', '--root', dir, '--config', join(dir, 'vitest.config.check.mjs')])
    expect(vitest.status, vitest.output).toBe(0)
    expect(vitest.output).toMatch(/Test Files {2}3 passed/)
    expect(vitest.output).toContain(`zzScaffoldTest${process.pid}Plugin.conformance.test.ts`)
    // tsc and a nested vitest: slow on a shared 2-core machine, not a timing assertion.
  }, 600_000)
})
