import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { waitFor } from '../support/waitFor.js'
import { buildSluiceCli } from './buildSluiceCli.js'
import { ensureRedisServer } from './ensureRedisServer.js'

/**
 * Once per test run: make sure redis-server is there for the Redis tests; warm the sandbox's fixture-world cache, so that every test file that starts
 * its own isolated sandbox loads the state instead of deploying it; build the `sluice` CLI's bundle
 * that the tests start as processes (`SLUICE_TEST_CLI`: test/support/sluiceCliArgs.ts); and mark
 * this run's processes so that, at the end, any Anvil that survived the run fails it. The run's
 * temporary files go in a folder of its own (`TMPDIR`, which the test processes, Anvil's guard and
 * every process they start inherit), removed at the end: the tests' manifests, projects, configs
 * and packed installs no longer pile up in the system's temp folder (about 90 folders a run).
 */
export default async function setup() {
  const runId = randomUUID()
  process.env.SLUICE_TEST_RUN = runId
  ensureRedisServer()
  // Side by side; each settles before a failure of either fails the run (no sandbox left running).
  const [cli, warmed] = await Promise.allSettled([buildSluiceCli(), startSandbox({ plugins: defaultSourcePlugins }).then((sandbox) => sandbox.stop())])
  if (cli.status === 'rejected') throw cli.reason
  if (warmed.status === 'rejected') throw warmed.reason
  process.env.SLUICE_TEST_CLI = cli.value
  const systemTmp = process.env.TMPDIR
  const runTmp = mkdtempSync(join(tmpdir(), 'sluice-test-run-'))
  process.env.TMPDIR = runTmp
  return async function teardown() {
    // Processes stopped in the last moments of the run get until the deadline to exit.
    const exited = await waitFor({
      what: 'the run’s Anvil processes to exit',
      probe: async () => (await processesOfRun(runId)).length === 0,
      timeoutMs: 5_000,
      intervalMs: 100,
    }).then(
      () => true,
      () => false,
    )
    const survivors = exited ? [] : await processesOfRun(runId)
    for (const pid of survivors) process.kill(pid, 'SIGKILL')
    if (systemTmp === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = systemTmp
    rmSync(runTmp, { recursive: true, force: true })
    if (survivors.length > 0) throw new Error(`Anvil processes survived the test run: ${survivors.join(', ')}`)
  }
}

/** PIDs of Anvil processes whose environment carries this run's marker. */
async function processesOfRun(runId: string): Promise<number[]> {
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const [environ, cmdline] = await Promise.all([readFile(`/proc/${entry}/environ`, 'utf8'), readFile(`/proc/${entry}/cmdline`, 'utf8')])
      if (environ.includes(`SLUICE_TEST_RUN=${runId}`) && /anvil/.test(cmdline)) pids.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}
