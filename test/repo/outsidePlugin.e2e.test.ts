import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createSluiceClient } from '@sluice/client'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type SandboxManifest, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPlugin } from '../../scripts/create-plugin/createPlugin.js'
import type { PackPublishedPackagesReturnType } from '../../scripts/packPublishedPackages.js'
import { packBuiltPackages } from '../support/packBuiltPackages.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { startSluiceCli } from '../support/startSluiceCli.js'
import { waitForSync } from '../support/waitForSync.js'

// ISSUE 19's DONE-WHEN TEST: a DEX team's plugin as a package of its own, outside the workspace.
// In a temporary folder: `pnpm create-plugin outside-dex --dir` scaffolds the plugin; it installs
// the packed Sluice packages (as a publish would make them) and its tools with plain npm, and
// builds with its own tsc; an app folder beside it installs the packed packages too and names the
// plugin by relative path in its `sluice.project.json`. Nothing from the workspace is linked. The
// plugin's folder keeps its own copy of core (a dev dependency, for its build and tests), so the
// server and the plugin really run two copies: errors must cross them by tag, not `instanceof`.
// The app folder is also where the published packages are checked as a user gets them (the first
// test): packed (`pnpm pack`, as a publish) and installed with plain `npm install` outside the
// workspace, where no workspace override or link helps. One pack and one install serve both (they
// were two files, each packing and installing the same tarballs: about 40 s of a CI run).
// Slow (npm installs, tsc, Anvil worlds): everything is set up once, in `beforeAll`. Needs the
// npm registry for the public dependencies (`--prefer-offline`: the npm cache first).
const work = mkdtempSync(join(tmpdir(), 'sluice-outside-plugin-'))
const pluginDir = join(work, 'outside-dex')
const appDir = join(work, 'app')
const simulatorFile = join(pluginDir, 'src', 'createOutsideDexSimulator.ts')
/** Without this run's own vitest variables, so a nested vitest is a run of its own. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST'))
const run = (command: string, args: string[], cwd: string) => promisify(execFile)(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 })
const npmInstall = (cwd: string, args: string[]) => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...args], cwd)

/** The tarballs of the named packages and of every Sluice package they need. */
function tarballsOf(packed: PackPublishedPackagesReturnType, names: string[]): string[] {
  const byName = new Map(packed.map((entry) => [entry.manifest.name, entry]))
  const needed = new Set<string>()
  const add = (name: string) => {
    if (needed.has(name) || !byName.has(name)) return
    needed.add(name)
    const { dependencies = {}, peerDependencies = {} } = byName.get(name)!.manifest
    for (const dependency of [...Object.keys(dependencies), ...Object.keys(peerDependencies)]) add(dependency)
  }
  for (const name of names) add(name)
  return [...needed].map((name) => byName.get(name)!.tarball)
}

let packed: PackPublishedPackagesReturnType
beforeAll(async () => {
  packed = packBuiltPackages({ destination: join(work, 'tarballs') })
  createPlugin({ kind: 'outside-dex', dir: pluginDir })
  // The app that serves it: every packed package, and the plugin by path in its project config file.
  mkdirSync(appDir)
  writeFileSync(join(appDir, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  writeFileSync(join(appDir, 'sluice.project.json'), JSON.stringify({ plugins: ['../outside-dex/dist/index.js'] }))
  await Promise.all([
    // The plugin's own folder: core and the sandbox from the tarballs (its dev dependencies), its tools from the registry; then its own tsc.
    npmInstall(pluginDir, ['--save-dev', ...tarballsOf(packed, ['@sluice/core', '@sluice/sandbox'])]).then(() =>
      run(join(pluginDir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], pluginDir),
    ),
    npmInstall(
      appDir,
      packed.map(({ tarball }) => tarball),
    ),
  ])
}, 1_500_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Entries that need an optional peer the user brings: core's conformance suites run in vitest. */
const needsOptionalPeer = new Set(['@sluice/core/conformance'])

test('the packed packages install with plain npm outside the workspace, with one copy of core, and each entry imports; the packed client quotes', async () => {
  // Plugins take core as a peer: the server, the sandbox and every plugin share the one copy.
  const copies = findFiles(join(appDir, 'node_modules')).filter((path) => path.endsWith('/node_modules/@sluice/core/package.json'))
  expect(copies).toEqual([join(appDir, 'node_modules/@sluice/core/package.json')])

  const specifiers = packed.flatMap(({ manifest }) =>
    Object.keys(manifest.publishConfig?.exports ?? {})
      // Subpath patterns (a library's Solidity, `./contracts/*.sol`) ship files, not modules to import: checked below.
      .filter((key) => !key.includes('*'))
      .map((key) => join(manifest.name, key))
      .filter((specifier) => !needsOptionalPeer.has(specifier)),
  )
  expect(specifiers).toEqual(expect.arrayContaining(['@sluice/server', '@sluice/plugin-bridge-across', '@sluice/sandbox']))
  // The concentrated-liquidity library ships the Solidity bases that plugins' executors compile against.
  expect(existsSync(join(appDir, 'node_modules/@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityExecutor.sol'))).toBe(true)
  const script = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)})`).join('\n')
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] })
  expect(execFileSync(join(appDir, 'node_modules/.bin/sluice'), ['--help'], { cwd: appDir, encoding: 'utf8' })).toContain('sandbox')
  // The Across plugin's vendored artifacts are in its package.
  const across = JSON.parse(readFileSync(join(appDir, 'node_modules/@sluice/plugin-bridge-across/package.json'), 'utf8')) as Record<string, unknown>
  expect(across.dependencies).not.toHaveProperty('@across-protocol/contracts')
  // The packed client (its `dist/`, built on `prepack`) quotes from the app folder against a real server on loopback, as the workspace's client does.
  await quoteWithPackedClient(appDir)
}, 1_200_000)

test('core’s conformance suites, run from the plugin’s folder with its own vitest, pass the skeleton and fail it with the fee rounded up', () => {
  const vitest = (file?: string) =>
    spawnSync(join(pluginDir, 'node_modules', '.bin', 'vitest'), ['run', ...(file ? [file] : [])], {
      cwd: pluginDir,
      env: { ...env, NO_COLOR: '1' },
      encoding: 'utf8',
    })
  const shipped = vitest()
  expect(shipped.status, `${shipped.stdout}${shipped.stderr}`).toBe(0)
  expect(shipped.stdout).toContain('outsideDexPlugin.conformance.test.ts')
  // The bug a DEX team once shipped: the fee taken from the input rounded up instead of down.
  const text = readFileSync(simulatorFile, 'utf8')
  const exact = 'const amountOut = (amountIn * feeFactor * reserveOut) / (reserveIn * 1_000_000n + amountIn * feeFactor)'
  expect(text).toContain(exact)
  writeFileSync(
    simulatorFile,
    text.replace(
      exact,
      'const net = amountIn - (amountIn * BigInt(pool.fee) + 999_999n) / 1_000_000n\n    const amountOut = (net * reserveOut) / (reserveIn + net)',
    ),
  )
  try {
    const buggy = vitest('src/outsideDexPlugin.conformance.test.ts')
    expect(buggy.status, `${buggy.stdout}${buggy.stderr}`).not.toBe(0)
    // It fails where the simulated exact-in swap is compared with the real one (vitest reports failures on stderr).
    expect(buggy.stderr).toMatch(/FAIL .*a simulated exact-in swap equals a real swap through the router/)
  } finally {
    writeFileSync(simulatorFile, text)
  }
}, 900_000)

test('`sluice sandbox up` and `sluice start` of the packed install load the plugin by its project config file alone: its pools are in the world, a quote of its source routes through them, its swap executes exactly as quoted, and too large an order is a 404', async () => {
  // Two copies of core: the app's (server, sandbox) and the plugin folder's (what its dist imports).
  const coreOf = (folder: string) => realpathSync(createRequire(join(folder, 'package.json')).resolve('@sluice/core'))
  expect(coreOf(appDir)).not.toBe(coreOf(pluginDir))
  expect(existsSync(join(pluginDir, 'node_modules', '@sluice', 'core', 'package.json'))).toBe(true)

  const bin = join(appDir, 'node_modules', '.bin', 'sluice')
  const manifestPath = join(appDir, 'sandbox.json')
  const sandbox = await startSluiceCli({
    installed: { bin, cwd: appDir },
    command: ['sandbox', 'up'],
    args: ['--chains', '999', '--port-999', '0'],
    manifestPath,
    readyWhen: 'Sandbox up in',
  })
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as SandboxManifest
    const chain = manifest.chains[0]!
    expect(chain.sources.find((source) => source.id === 100)).toMatchObject({ name: 'OutsideDex', kind: 'outside-dex' })
    const own = chain.pools.filter((pool) => pool.sourceId === 100).map((pool) => pool.address.toLowerCase())
    expect(own).toHaveLength(2)

    // `sluice start` attaches to the running sandbox, with the same project file.
    const server = await startSluiceCli({ installed: { bin, cwd: appDir }, manifestPath })
    try {
      const token = (symbol: string) => chain.tokens.find((entry) => entry.symbol === symbol)!.address
      const account = privateKeyToAccount(chain.accounts[2]!.privateKey)
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}/999/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const request = {
        tokenIn: token('UBTC'),
        tokenOut: token('WHYPE'),
        amountIn: '2345679',
        includedSources: [100],
        userAddress: account.address,
        slippage: 0.01,
      }
      const answer = await post('swap', request)
      expect(answer.status).toBe(200)
      const swap = (await answer.json()) as {
        quote: { amountOut: string; swaps: { poolAddress: string; dexName: string }[] }
        transactions: { to: Hex; data: Hex; value: string; gas: string }[]
      }
      // UBTC → USDT0 → WHYPE, through its two pools.
      expect(swap.quote.swaps.map((step) => step.poolAddress.toLowerCase()).sort()).toEqual([...own].sort())
      expect(new Set(swap.quote.swaps.map((step) => step.dexName))).toEqual(new Set(['OutsideDex']))
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
      const balance = (address: Address) => client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
      const before = [await balance(token('UBTC')), await balance(token('WHYPE'))]
      for (const transaction of swap.transactions) {
        const hash = await wallet.sendTransaction({
          to: transaction.to,
          data: transaction.data,
          value: BigInt(transaction.value),
          gas: BigInt(transaction.gas),
          chain: null,
        })
        expect((await waitForReceipt({ client, hash })).status).toBe('success')
      }
      expect((await balance(token('UBTC'))) - before[0]!).toBe(-2_345_679n)
      expect((await balance(token('WHYPE'))) - before[1]!).toBe(BigInt(swap.quote.amountOut))

      // More than its pools hold: the plugin's SimulationError (its copy of core) is the API's 404, not a 500.
      const tooMuch = await post('quote', {
        tokenIn: NATIVE_TOKEN_ADDRESS,
        tokenOut: token('USDT0'),
        amountOut: (10n ** 30n).toString(),
        includedSources: [100],
      })
      expect(tooMuch.status).toBe(404)
      expect(((await tooMuch.json()) as { error: string }).error).toBe('INSUFFICIENT_LIQUIDITY')
    } finally {
      expect(await server.stop()).toBe(0)
    }
  } finally {
    expect(await sandbox.stop()).toBe(0)
  }
}, 600_000)

async function quoteWithPackedClient(app: string) {
  const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  const server = await startSandboxServer({ manifest: sandbox.manifest }).catch(async (error) => {
    await sandbox.stop()
    throw error
  })
  try {
    await waitForSync({ serverUrl: server.url, chain: sandbox.manifest.chains[0]!, quotable: true, timeoutMs: 120_000 })
    const [tokenIn, tokenOut] = sandbox.manifest.chains[0]!.tokens
    const order = { chainId: 999, tokenIn: tokenIn!.address, tokenOut: tokenOut!.address, amountIn: 10n ** BigInt(tokenIn!.decimals) }
    const script = `import { createSluiceClient } from '@sluice/client'
const quote = await createSluiceClient({ url: ${JSON.stringify(server.url)} }).getQuote({ ...${JSON.stringify({ ...order, amountIn: String(order.amountIn) })}, amountIn: ${order.amountIn}n })
process.stdout.write(String(quote.amountOut))`
    // The workspace's client first: the server's first answer (its workers warming up) is not the packed client's to wait for.
    const workspace = await createSluiceClient({ url: server.url }).getQuote(order)
    expect(BigInt(workspace.amountOut)).toBeGreaterThan(0n)
    // Not `execFileSync`: the server answers from this process, whose event loop must keep running.
    const { stdout: packed } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' })
    expect(packed).toBe(String(workspace.amountOut))
  } finally {
    await server.close()
    await sandbox.stop()
  }
}

/** Every file under a folder, symbolic links not followed. */
function findFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
