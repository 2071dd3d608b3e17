import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { getExitCode } from '@arethetypeswrong/cli/internal/getExitCode'
import { typed } from '@arethetypeswrong/cli/internal/render'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { type PackageJson, packPublishedPackages } from './packPublishedPackages.js'

// Checks every published package as npm would see it: packed with pnpm (which applies
// `publishConfig` and turns `workspace:` ranges into versions), linted with publint, its types
// checked with arethetypeswrong (ESM-only: our packages have no CommonJS entry), installed with
// plain `npm install` from the tarballs into an empty folder outside the workspace, and each entry
// point imported from there with plain Node, so a dependency that does not install from the
// registry, or a file missing from `dist` (a JSON read at run time, the Anvil guard script),
// fails here rather than for a user.
// The workspace builds once (`pnpm build`: one `tsc -b`, packages in dependency order), then each
// package packs from that `dist` without its `prepack` (which runs the same build; the release does
// too: `pnpm build` before publishing). `test/repo/prepackBuilds.test.ts` keeps every `prepack` a build.
// publint and attw run through their libraries, in this process (a process per tarball for each
// took minutes), as their CLIs would: `publint run <tarball> --strict` (a warning fails too) and
// `attw <tarball> --profile esm-only` (the CLI's own exit rule and table, node10 and node16-cjs ignored).
// As attw's `--no-color`: plain tables in the log.
process.env.FORCE_COLOR = '0'
const attwOptions = { ignoreResolutions: ['node10', 'node16-cjs'] as ('node10' | 'node16-cjs')[], format: 'table-flipped' as const, color: false }

/** `publint run <tarball> --strict`: its messages, and whether they fail it. */
async function runPublint(tarball: Uint8Array): Promise<{ output: string; failed: boolean }> {
  const { messages, pkg } = await publint({ pack: { tarball: tarball.slice().buffer }, strict: true })
  const lines = messages.map((message, index) => `${index + 1}. ${message.type}: ${formatMessage(message, pkg, { color: false })}`)
  return { output: `publint: ${lines.length === 0 ? 'all good' : `\n${lines.join('\n')}`}`, failed: messages.some((message) => message.type === 'error') }
}

/** `attw <tarball> --profile esm-only --format table-flipped --no-color`: its table, and whether it fails. */
async function runAttw(tarball: Uint8Array): Promise<{ output: string; failed: boolean }> {
  const analysis = await checkPackage(createPackageFromTarballData(tarball))
  if (!analysis.types) return { output: 'attw: the package has no types', failed: false }
  return { output: await typed(analysis, attwOptions), failed: getExitCode(analysis, attwOptions) !== 0 }
}

// Beyond importing: code that reads files at run time which tsc does not emit (the Anvil guard).
const smokeTests: Record<string, string> = {
  '@sluice/sandbox': "const { startAnvil } = await import('@sluice/sandbox'); const anvil = await startAnvil({ chainId: 999 }); await anvil.stop()",
}

const root = resolve(import.meta.dirname, '..')
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })

const work = mkdtempSync(join(tmpdir(), 'sluice-packages-'))
const failures: string[] = []
let count = 0
try {
  execFileSync('pnpm', ['--workspace-root', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  const packed = packPublishedPackages({ destination: work, prebuilt: true })
  count = packed.length
  for (const { manifest, tarball } of packed) {
    console.log(`--- ${manifest.name}`)
    const data = new Uint8Array(readFileSync(tarball))
    for (const [label, check] of [
      ['publint', runPublint],
      ['attw', runAttw],
    ] as const) {
      try {
        const { output, failed } = await check(data)
        console.log(output)
        if (failed) failures.push(`${manifest.name}: ${label}`)
      } catch (error) {
        console.log(String(error))
        failures.push(`${manifest.name}: ${label}`)
      }
    }
  }

  // As a user installs them: plain npm, from the registry, into an empty folder.
  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...packed.map(({ tarball }) => tarball)], app)
  const modules = join(app, 'node_modules')

  // Optional peers (vitest, for core's conformance suites) are the user's: linked from the workspace.
  for (const { dir, manifest } of packed) {
    for (const [name, meta] of Object.entries(manifest.peerDependenciesMeta ?? {})) {
      const link = join(modules, name)
      if (!meta.optional || existsSync(link)) continue
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(realpathSync(join(dir, 'node_modules', name)), link)
    }
  }

  const importAll = (specifiers: string[]) =>
    run('node', ['--input-type=module', '-e', specifiers.map((specifier) => `await import(${JSON.stringify(specifier)})`).join('\n')], app)
  // Subpath patterns (a library's Solidity, `./contracts/*.sol`) ship files, not modules to import.
  const specifiersOf = (name: string) =>
    Object.keys(readJson(join(modules, name, 'package.json')).exports ?? {})
      .filter((key) => !key.includes('*'))
      .map((key) => join(name, key))
  // Every entry point in one Node process (a process per package took a minute); when one fails,
  // again a process per package, to name the packages that fail.
  let allImport = true
  try {
    importAll(packed.flatMap(({ manifest }) => specifiersOf(manifest.name)))
  } catch {
    allImport = false
  }
  for (const { manifest } of packed) {
    const unpacked = readJson(join(modules, manifest.name, 'package.json'))
    if (JSON.stringify(unpacked.exports) !== JSON.stringify(manifest.publishConfig?.exports))
      failures.push(`${manifest.name}: packed exports are not publishConfig.exports`)
    const specifiers = specifiersOf(manifest.name)
    try {
      if (!allImport) importAll(specifiers)
      console.log(`${manifest.name}: imported ${specifiers.join(', ')} from the npm install`)
    } catch {
      failures.push(`${manifest.name}: import from the packed files`)
    }
    const smokeTest = smokeTests[manifest.name]
    if (smokeTest) {
      try {
        run('node', ['--input-type=module', '-e', smokeTest], app)
        console.log(`${manifest.name}: smoke test passes from the packed files`)
      } catch {
        failures.push(`${manifest.name}: smoke test from the packed files`)
      }
    }
    for (const [name, path] of Object.entries(unpacked.bin ?? {})) {
      try {
        run(join(modules, manifest.name, path), ['--help'], app)
        console.log(`${manifest.name}: bin ${name} --help runs`)
      } catch {
        failures.push(`${manifest.name}: bin ${name}`)
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
  process.exit(1)
}
console.log(`\n${count} packages: publint, attw, npm install and imports from the packed files pass`)
