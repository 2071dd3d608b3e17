import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/**
 * The commands the docs tell users to run exist: every `pnpm <name>` in the READMEs and `docs/`
 * is a root script (or a pnpm command of its own), and every script that runs a file runs one that
 * is there. A file moved without its script once left `pnpm sandbox up` failing with "Cannot find
 * module".
 */
const root = join(import.meta.dirname, '../..')
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
/** pnpm's own commands that the docs use. */
const builtins = new Set(['install', 'vitest', 'add', 'exec', 'dlx', 'pack'])

const markdown = [
  'README.md',
  ...readdirSync(join(root, 'docs')).map((file) => `docs/${file}`),
  ...['packages', 'plugins'].flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}/README.md`)),
  'sandbox/README.md',
].filter((file) => file.endsWith('.md') && existsSync(join(root, file)))

test('every `pnpm <name>` in the docs is a root script or a pnpm command', () => {
  const unknown = markdown.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/`[^`\n]*?\bpnpm ([a-z][a-z:-]*)|^\s*pnpm ([a-z][a-z:-]*)/gm)]
      .map((match) => (match[1] ?? match[2]) as string)
      .filter((name) => !(name in scripts) && !builtins.has(name))
      .map((name) => `${file}: pnpm ${name}`),
  )
  expect(markdown.length).toBeGreaterThan(5)
  expect(unknown).toEqual([])
})

test('every script that runs a file names one that exists', () => {
  const files = Object.entries(scripts).flatMap(([name, command]) =>
    [...command.matchAll(/node (?:--import tsx )?(\S+\.ts)/g)].map((match) => ({ name, file: match[1] as string })),
  )
  expect(files.map(({ name }) => name)).toEqual(expect.arrayContaining(['start', 'sandbox', 'bench']))
  expect(files.filter(({ file }) => !existsSync(join(root, file)))).toEqual([])
})

test('`pnpm sandbox status` runs the sandbox command (no sandbox up here: it says so, exit code 3)', () => {
  const result = spawnSync('pnpm', ['run', '--silent', 'sandbox', 'status', '--manifest', join(root, '.sluice/scripts-test-none.json')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(result.stderr).not.toContain('Cannot find module')
  expect(result.stdout + result.stderr).toContain('The sandbox is not up.')
  expect(result.status).toBe(3)
})
