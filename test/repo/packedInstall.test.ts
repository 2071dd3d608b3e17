import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { packBuiltPackages } from '../support/packBuiltPackages.js'

// The published packages as a user gets them: packed (`pnpm pack`, as a publish), then installed
// with plain `npm install` from the npm registry into an empty folder outside the workspace, where
// no workspace override or link helps. Needs the npm registry (`--prefer-offline`: the npm cache first).
const work = mkdtempSync(join(tmpdir(), 'sluice-npm-install-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Entries that need an optional peer the user brings: core's conformance suites run in vitest. */
const needsOptionalPeer = new Set(['@sluice/core/conformance'])

test('the packed packages install with plain npm outside the workspace, with one copy of core, and each entry imports', () => {
  const packed = packBuiltPackages({ destination: work })
  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed.map(({ tarball }) => tarball)], {
    cwd: app,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  // Plugins take core as a peer: the server, the sandbox and every plugin share the one copy.
  const copies = findFiles(join(app, 'node_modules')).filter((path) => path.endsWith('/node_modules/@sluice/core/package.json'))
  expect(copies).toEqual([join(app, 'node_modules/@sluice/core/package.json')])

  const specifiers = packed.flatMap(({ manifest }) =>
    Object.keys(manifest.publishConfig?.exports ?? {})
      // Subpath patterns (a library's Solidity, `./contracts/*.sol`) ship files, not modules to import: checked below.
      .filter((key) => !key.includes('*'))
      .map((key) => join(manifest.name, key))
      .filter((specifier) => !needsOptionalPeer.has(specifier)),
  )
  expect(specifiers).toEqual(expect.arrayContaining(['@sluice/server', '@sluice/plugin-bridge-across', '@sluice/sandbox']))
  // The concentrated-liquidity library ships the Solidity bases that plugins' executors compile against.
  expect(existsSync(join(app, 'node_modules/@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityExecutor.sol'))).toBe(true)
  const script = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)})`).join('\n')
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] })
  expect(execFileSync(join(app, 'node_modules/.bin/sluice'), ['--help'], { cwd: app, encoding: 'utf8' })).toContain('sandbox')
  // The Across plugin's vendored artifacts are in its package.
  const across = JSON.parse(readFileSync(join(app, 'node_modules/@sluice/plugin-bridge-across/package.json'), 'utf8')) as Record<string, unknown>
  expect(across.dependencies).not.toHaveProperty('@across-protocol/contracts')
}, 1_200_000)

/** Every file under a folder, symbolic links not followed. */
function findFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
