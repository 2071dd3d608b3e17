import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, type SandboxManifest, startSandbox } from '@sluice/sandbox'
import { configFromManifest } from '@sluice/server'
import type { Hex } from 'viem'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { bundledEntry } from '../support/bundledEntry.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { sluiceCliArgs } from '../support/sluiceCliArgs.js'
import { startSluiceCli } from '../support/startSluiceCli.js'

const root = join(import.meta.dirname, '../..')
// The Uniswap V2 plugin as the bundled CLI runs it (its modules, shared with the CLI's).
const uniswapV2 = pathToFileURL(bundledEntry({ entry: 'plugins/uniswap-v2' })).href

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

// Each test starts `sluice` processes (each imports the server and every plugin: seconds of CPU) and
// deploys a plugin's world part: 12-16 s on CI, and over a minute on a machine loaded ten times over.
vi.setConfig({ testTimeout: 300_000 })

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
})
afterAll(async () => {
  await sandbox?.stop()
  rmSync(project, { recursive: true, force: true })
})

const runCli = (args: string[]) =>
  promisify(execFile)(process.execPath, sluiceCliArgs({ args }), { cwd: root }).then(
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
  expect(loaded).toEqual({ code: 1, stderr: expect.stringContaining('sluice: Two source plugins have the key "uniswap-v2".') })
  const flagged = await runCli(['sandbox', 'up', '--plugin', './local/my-plugin.js', '--chains', '999', '--port-999', '0', '--manifest', manifest])
  expect(flagged).toEqual({ code: 1, stderr: expect.stringContaining(`sluice: Cannot find plugin module "./local/my-plugin.js" from ${root}.`) })
  const invalid = join(project, 'invalid.json')
  writeFileSync(invalid, JSON.stringify({ plugin: ['./local/my-plugin.js'] }))
  expect(await runCli(['sandbox', 'up', '--project', invalid, '--manifest', manifest])).toEqual({
    code: 1,
    stderr: expect.stringContaining(`sluice: Project config file ${invalid} is invalid.`),
  })
})

test("`sluice start` on the sandbox with an outside plugin by project config alone: its own world part's pools are deployed, a quote restricted to its source routes through them, and its swap executes exactly as quoted", async () => {
  // The outside plugin brings its own part of the fixture world (a source and two pools on chain 999), by fixture token symbols.
  writeFileSync(
    join(project, 'local', 'with-world.js'),
    `import { uniswapV2Plugin } from ${JSON.stringify(uniswapV2)}
const world = { 999: { sources: [{ id: 60, name: 'WorldV2', description: 'An outside plugin with a world part' }],
  pools: [{ source: 60, pair: ['WHYPE', 'USDT0'], usd: 2000000 }, { source: 60, pair: ['UBTC', 'USDT0'], usd: 1000000 }] } }
export const sluicePlugins = [{ ...uniswapV2Plugin, kind: 'world-v2', sandbox: { ...uniswapV2Plugin.sandbox, world } }]
`,
  )
  const projectConfig = join(project, 'world.project.json')
  writeFileSync(projectConfig, JSON.stringify({ plugins: ['./local/with-world.js'] }))
  const cli = await startSluiceCli({ sandboxPorts: '999=0', manifest: true, args: ['--project', projectConfig], readyWhen: 'pnpm example:swap' })
  try {
    const manifest = JSON.parse(readFileSync(cli.manifestPath!, 'utf8')) as SandboxManifest
    const chain = manifest.chains[0]!
    expect(chain.sources.find((source) => source.id === 60)).toMatchObject({ name: 'WorldV2', kind: 'world-v2' })
    const own = chain.pools.filter((pool) => pool.sourceId === 60).map((pool) => pool.address)
    expect(own).toHaveLength(2)
    const token = (symbol: string) => chain.tokens.find((entry) => entry.symbol === symbol)!.address
    const { client, wallet } = sandboxClients({ chain, accountIndex: 3 })
    const post = (path: string, body: unknown) => postJson({ url: `${cli.url}/999/v1/${path}`, body })
    const request = {
      tokenIn: token('UBTC'),
      tokenOut: token('WHYPE'),
      amountIn: '1234567',
      includedSources: [60],
      userAddress: wallet.account.address,
      slippage: 0.01,
    }
    const answer = await post('swap', request)
    expect(answer.status).toBe(200)
    const swap = answer.json as {
      quote: { amountOut: string; swaps: { poolAddress: string; tokenIn: string }[] }
      transactions: { to: Hex; data: Hex; value: string; gas: string }[]
    }
    // Multi-hop through its two pools, UBTC → USDT0 → WHYPE.
    expect(swap.quote.swaps.map((step) => step.poolAddress.toLowerCase()).sort()).toEqual(own.map((address) => address.toLowerCase()).sort())
    const { receipts, deltas } = await executeTransactions({ client, wallet, transactions: swap.transactions, tokens: [token('UBTC'), token('WHYPE')] })
    expect(receipts.map((receipt) => receipt.status)).toEqual(swap.transactions.map(() => 'success'))
    expect(deltas).toEqual([-1_234_567n, BigInt(swap.quote.amountOut)])
    // Buying more than its pools hold: the API's 404 INSUFFICIENT_LIQUIDITY, not a 500.
    const { amountIn: _, ...buy } = request
    const tooMuch = await post('quote', { ...buy, amountOut: (10n ** 30n).toString() })
    expect(tooMuch.status).toBe(404)
    expect(tooMuch.json.error).toBe('INSUFFICIENT_LIQUIDITY')
  } finally {
    expect(await cli.stop()).toBe(0)
  }
})
