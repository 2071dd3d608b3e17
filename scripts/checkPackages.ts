import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

// Checks every published package as npm would see it: packed with pnpm (which applies
// `publishConfig` and turns `workspace:` ranges into versions), linted with publint, its types
// checked with arethetypeswrong (ESM-only: our packages have no CommonJS entry), and each entry
// point imported from the unpacked tarballs with plain Node, so a file missing from `dist`
// (a JSON read at run time, the Anvil guard script) fails here rather than for a user.
// Run `pnpm build` first; `pnpm check:packages` does both.

type PackageJson = {
  name: string
  private?: boolean
  exports?: Record<string, unknown>
  publishConfig?: { exports?: Record<string, unknown> }
  bin?: Record<string, string>
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

// Beyond importing: code that reads files at run time which tsc does not emit (the Anvil guard).
const smokeTests: Record<string, string> = {
  '@sluice/sandbox': "const { startAnvil } = await import('@sluice/sandbox'); const anvil = await startAnvil({ chainId: 999 }); await anvil.stop()",
}

const root = resolve(import.meta.dirname, '..')
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })

const packageDirs = ['packages', 'plugins']
  .flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(root, parent, name)))
  .concat(join(root, 'sandbox'))
  .filter((dir) => existsSync(join(dir, 'package.json')) && !readJson(join(dir, 'package.json')).private)

const work = mkdtempSync(join(tmpdir(), 'sluice-packages-'))
const failures: string[] = []
try {
  const modules = join(work, 'node_modules')
  const packed: { dir: string; manifest: PackageJson; tarball: string }[] = []
  for (const dir of packageDirs) {
    const manifest = readJson(join(dir, 'package.json'))
    if (!existsSync(join(dir, 'dist'))) throw new Error(`${manifest.name}: no dist/, run \`pnpm build\` first`)
    const output = run('pnpm', ['pack', '--pack-destination', work], dir).trim().split('\n')
    const tarball = output.at(-1) ?? ''
    if (!tarball.endsWith('.tgz')) throw new Error(`${manifest.name}: pnpm pack printed no tarball:\n${output.join('\n')}`)
    packed.push({ dir, manifest, tarball: resolve(work, tarball) })
  }

  for (const { manifest, tarball } of packed) {
    console.log(`--- ${manifest.name}`)
    const checks: [string, string[]][] = [
      ['publint', ['exec', 'publint', 'run', tarball, '--strict']],
      ['attw', ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color']],
    ]
    for (const [label, args] of checks) {
      try {
        console.log(run('pnpm', args, root).trimEnd())
      } catch (error) {
        console.log((error as { stdout?: string }).stdout ?? '')
        failures.push(`${manifest.name}: ${label}`)
      }
    }
    // Unpack into a node_modules of our own, as an install would place it.
    const target = join(modules, manifest.name)
    mkdirSync(target, { recursive: true })
    run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], work)
  }

  // Third-party dependencies come from the workspace's install, linked by name.
  for (const { dir, manifest } of packed) {
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies })) {
      const link = join(modules, name)
      if (name.startsWith('@sluice/') || existsSync(link)) continue
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(realpathSync(join(dir, 'node_modules', name)), link)
    }
  }

  for (const { manifest } of packed) {
    const unpacked = readJson(join(modules, manifest.name, 'package.json'))
    if (JSON.stringify(unpacked.exports) !== JSON.stringify(manifest.publishConfig?.exports))
      failures.push(`${manifest.name}: packed exports are not publishConfig.exports`)
    const specifiers = Object.keys(unpacked.exports ?? {}).map((key) => join(manifest.name, key))
    try {
      run('node', ['--input-type=module', '-e', specifiers.map((specifier) => `await import(${JSON.stringify(specifier)})`).join('\n')], work)
      console.log(`${manifest.name}: imported ${specifiers.join(', ')} from the packed files`)
    } catch {
      failures.push(`${manifest.name}: import from the packed files`)
    }
    const smokeTest = smokeTests[manifest.name]
    if (smokeTest) {
      try {
        run('node', ['--input-type=module', '-e', smokeTest], work)
        console.log(`${manifest.name}: smoke test passes from the packed files`)
      } catch {
        failures.push(`${manifest.name}: smoke test from the packed files`)
      }
    }
    for (const [name, path] of Object.entries(unpacked.bin ?? {})) {
      try {
        run(join(modules, manifest.name, path), ['--help'], work)
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
console.log(`\n${packageDirs.length} packages: publint, attw and packed imports pass`)
