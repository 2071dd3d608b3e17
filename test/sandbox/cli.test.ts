import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SandboxManifest } from '@sluice/sandbox'
import { createPublicClient, http } from 'viem'
import { describe, expect, it, type OnTestFinishedHandler } from 'vitest'
import { runSluiceCli } from '../support/runSluiceCli.js'
import { sluiceCliArgs } from '../support/sluiceCliArgs.js'
import { waitFor } from '../support/waitFor.js'

const run = (args: string[]) => runSluiceCli({ args: ['sandbox', ...args] })
/** `sandbox up` as a real process, killed when its test finishes (the test's own hook: the tests run side by side). */
async function up(manifestPath: string, onTestFinished: (handler: OnTestFinishedHandler) => void) {
  const child = spawn(process.execPath, sluiceCliArgs({ args: ['sandbox', 'up', '--manifest', manifestPath, '--port-999', '0', '--port-1868', '0'] }), {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  onTestFinished(() => {
    child.kill('SIGKILL')
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  // Ready once the manifest is written and the ready line has reached us (the pipe may lag the file).
  await waitFor({
    what: 'sandbox up to come up',
    probe: () => {
      if (child.exitCode !== null) throw new Error(`sandbox up exited (${child.exitCode}):\n${output}`)
      return existsSync(manifestPath) && /Sandbox up in/.test(output)
    },
    timeoutMs: 120_000,
    intervalMs: 100,
  })
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as SandboxManifest
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, manifest, output: () => output, exited }
}

const answers = (rpcUrl: string) =>
  createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2_000 }) })
    .getChainId()
    .then(
      () => true,
      () => false,
    )

// Each CLI call starts a Node process with tsx: seconds each on a busy 2-core machine. Each test has
// its own manifest and ports: they run side by side.
describe.concurrent('sandbox CLI', { timeout: 240_000 }, () => {
  it('up prints the time and writes the manifest; status; up again says so; down stops everything', async ({ onTestFinished }) => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), 'sluice-cli-')), 'sandbox.json')
    const { manifest, output, exited } = await up(manifestPath, onTestFinished)
    expect(output()).toMatch(/Sandbox up in \d+\.\d+ s/)
    expect(manifest.chains.map((c) => c.chainId)).toEqual([999, 1868])
    for (const chain of manifest.chains) expect(await answers(chain.rpcUrl)).toBe(true)

    const status = await run(['status', '--manifest', manifestPath])
    expect(status.stdout).toContain('The sandbox is up')
    expect(status.stdout).toMatch(/999 HyperEVM .* block \d+/)

    const again = await run(['up', '--manifest', manifestPath])
    expect(again.stdout).toContain('already up')

    const down = await run(['down', '--manifest', manifestPath])
    expect(down.stdout).toContain('Sandbox stopped')
    expect(await exited).toBe(0)
    expect(existsSync(manifestPath)).toBe(false)
    for (const chain of manifest.chains) expect(await answers(chain.rpcUrl)).toBe(false)
    expect((await run(['status', '--manifest', manifestPath])).status).toBe(3)
  })

  it.for(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)('leaves no Anvil behind when its process gets %s', async (signal, { onTestFinished }) => {
    const manifestPath = join(mkdtempSync(join(tmpdir(), 'sluice-cli-')), 'sandbox.json')
    const { child, manifest, exited } = await up(manifestPath, onTestFinished)
    child.kill(signal)
    await exited
    // the guard notices its parent is gone and stops Anvil
    const alive = async () => (await Promise.all(manifest.chains.map((c) => answers(c.rpcUrl)))).some(Boolean)
    await waitFor({ what: 'both Anvils to stop', probe: async () => !(await alive()), timeoutMs: 5_000, intervalMs: 100 })
  })
})
