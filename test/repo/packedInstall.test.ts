import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createSluiceClient } from '@sluice/client'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { afterAll, expect, test } from 'vitest'
import { packBuiltPackages } from '../support/packBuiltPackages.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitForSync } from '../support/waitForSync.js'

// The published packages as a user gets them: packed (`pnpm pack`, as a publish), then installed
// with plain `npm install` from the npm registry into an empty folder outside the workspace, where
// no workspace override or link helps. Needs the npm registry (`--prefer-offline`: the npm cache first).
const work = mkdtempSync(join(tmpdir(), 'sluice-npm-install-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Entries that need an optional peer the user brings: core's conformance suites run in vitest. */
const needsOptionalPeer = new Set(['@sluice/core/conformance'])

test('the packed packages install with plain npm outside the workspace, with one copy of core, and each entry imports; the packed client quotes', async () => {
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
  // The packed client (its `dist/`, built on `prepack`) quotes from the app folder against a real server on loopback, as the workspace's client does.
  await quoteWithPackedClient(app)
}, 1_200_000)

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
