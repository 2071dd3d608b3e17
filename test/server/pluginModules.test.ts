import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest } from '@sluice/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSluiceCli } from '../support/startSluiceCli.js'

const root = join(import.meta.dirname, '../..')
const uniswapV2 = pathToFileURL(join(root, 'plugins/uniswap-v2/src/index.ts')).href

// An outside plugin in a project folder of its own, away from the server's folder and the working
// folder: the Uniswap V2 plugin under another kind, so that its sources are served by it alone.
const project = mkdtempSync(join(tmpdir(), 'sluice-project-'))
mkdirSync(join(project, 'local'))
writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }))
const writePlugin = (file: string, kind: string) =>
  writeFileSync(
    join(project, 'local', file),
    `import { uniswapV2Plugin } from ${JSON.stringify(uniswapV2)}\nexport const sluicePlugins = [{ ...uniswapV2Plugin, kind: ${JSON.stringify(kind)} }]\n`,
  )
writePlugin('my-plugin.js', 'test-v2')
writePlugin('same-kind.js', 'uniswap-v2')

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
})
afterAll(async () => {
  await sandbox?.stop()
  rmSync(project, { recursive: true, force: true })
})

const runCli = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', ...args], { cwd: root }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  )

test("`sluice start --config` loads a plugin from a path relative to the config file's folder, and serves its sources", async () => {
  const chain = sandbox.manifest.chains[0]!
  const v2 = chain.sources.find((source) => source.kind === 'uniswap-v2')!
  const base = configFromManifest({ manifest: sandbox.manifest, port: 0 })
  const config = {
    ...base,
    host: '127.0.0.1',
    plugins: ['./local/my-plugin.js'],
    chains: [{ ...base.chains[0]!, contracts: undefined, sources: [{ ...v2, id: 50, name: 'TestV2', kind: 'test-v2' }] }],
  }
  const configPath = join(project, 'server.json')
  writeFileSync(configPath, JSON.stringify(config))
  const cli = await startSluiceCli({ args: ['--config', configPath], readyWhen: 'Sluice is listening on' })
  try {
    const stable = chain.tokens.find((token) => token.symbol === 'USDT0')!.address
    const body = JSON.stringify({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: stable, amountIn: '1000000000000000000' })
    const answer = await fetch(`${cli.url}/999/v1/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(answer.status).toBe(200)
    const quote = (await answer.json()) as { swaps: { dexName: string }[] }
    expect(quote.swaps.map((swap) => swap.dexName)).toContain('TestV2')
  } finally {
    expect(await cli.stop()).toBe(0)
  }
})

test('`sluice sandbox up` loads the project config file’s plugins from its folder, and `--plugin` ones from the working folder', async () => {
  const projectConfig = join(project, 'sluice.project.json')
  writeFileSync(projectConfig, JSON.stringify({ plugins: ['./local/same-kind.js'] }))
  const manifest = join(project, 'sandbox.json')
  // Loaded and merged with the default plugins: a second plugin of a default kind is refused, before any chain starts.
  const loaded = await runCli(['sandbox', 'up', '--project', projectConfig, '--chains', '999', '--port-999', '0', '--manifest', manifest])
  expect(loaded).toEqual({ code: 1, stderr: expect.stringContaining('sluice: Two plugins serve the DEX type "uniswap-v2".') })
  const flagged = await runCli(['sandbox', 'up', '--plugin', './local/my-plugin.js', '--chains', '999', '--port-999', '0', '--manifest', manifest])
  expect(flagged).toEqual({ code: 1, stderr: expect.stringContaining(`sluice: Cannot find plugin module "./local/my-plugin.js" from ${root}.`) })
  const invalid = join(project, 'invalid.json')
  writeFileSync(invalid, JSON.stringify({ plugin: ['./local/my-plugin.js'] }))
  expect(await runCli(['sandbox', 'up', '--project', invalid, '--manifest', manifest])).toEqual({
    code: 1,
    stderr: expect.stringContaining(`sluice: Project config file ${invalid} is invalid.`),
  })
})
