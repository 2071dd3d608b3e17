import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { chainTestFiles } from '../setup/chainTestFiles.js'
import { slowTestFiles } from '../setup/slowTestFiles.js'

const root = join(import.meta.dirname, '../..')
const testDirectories = ['packages', 'plugins', 'sandbox', 'scripts', 'test']
/** Not run as they are (vitest.config.ts excludes them): the plugin template's tests run in the plugin it becomes. */
const notTestDirectories = new Set(['scripts/create-plugin/template'])
/** What a `unit` test must not reach, directly or through the test helpers it imports. */
const chainImports = [/^@sluice\/sandbox$/, /anvil/i, /startRedis|startSandbox|sandboxClients|startSluiceCli|sluiceCliArgs/, /^playwright-core$/]

function testFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' || notTestDirectories.has(path) ? [] : testFiles(path)
    return entry.isFile() && entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The chain imports of a file and of the repository files it imports by relative path (the sandbox's own sources excepted). */
function chainImportsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const found: string[] = []
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const specifier = (match[1] ?? match[2])!
    if (chainImports.some((pattern) => pattern.test(specifier))) found.push(`${relative(root, file)} imports ${specifier}`)
    if (!specifier.startsWith('.')) continue
    const path = resolve(dirname(file), specifier).replace(/\.js$/, '.ts')
    if (!existsSync(path)) continue
    if (/\/sandbox\/src\/(startSandbox|anvil|world|fork)/.test(path)) found.push(`${relative(root, file)} imports ${specifier}`)
    else if (!path.includes('/sandbox/src/')) found.push(...chainImportsOf(path, seen))
  }
  return found
}

test('every file of the chain project exists, once', () => {
  expect(chainTestFiles.filter((file) => !existsSync(join(root, file)))).toEqual([])
  expect(new Set(chainTestFiles).size).toBe(chainTestFiles.length)
})

test('the files started first (test/setup/slowTestFiles.ts) are chain test files', () => {
  expect(slowTestFiles.filter((file) => !(chainTestFiles as readonly string[]).includes(file))).toEqual([])
})

test('no unit test file imports the sandbox, Anvil, Redis, the CLI or a browser (else list it in test/setup/chainTestFiles.ts)', () => {
  const chain = new Set<string>(chainTestFiles)
  const unitFiles = testDirectories.flatMap(testFiles).filter((file) => !chain.has(file))
  expect(unitFiles.length).toBeGreaterThan(50)
  expect(unitFiles.flatMap((file) => chainImportsOf(join(root, file)))).toEqual([])
})
