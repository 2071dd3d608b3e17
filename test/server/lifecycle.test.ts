import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createKeyStore, readKeysFile } from '@sluice/server'
import { expect, test } from 'vitest'
import { runSluiceCliInProcess } from '../support/runSluiceCliInProcess.js'
import { sluiceCliArgs } from '../support/sluiceCliArgs.js'
import { waitFor } from '../support/waitFor.js'
import { createFakeEngine, fakeTokens } from './createFakeEngine.js'
import { startFakeServer } from './startFakeServer.js'

const run = promisify(execFile)
/** The CLI in one Node process (the `tsx` command would start a second one). */
const sluice = (args: string[]) => run(process.execPath, sluiceCliArgs({ args }), { cwd: join(import.meta.dirname, '../..') })

test('close() lets an in-flight request finish, then refuses connections', async () => {
  const { engine } = createFakeEngine()
  const quote = engine.quote
  // The quote is held until the server is closing: it is in flight when close() is called.
  let arrived = () => {}
  const inEngine = new Promise<void>((resolve) => {
    arrived = resolve
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  engine.quote = async (parameters) => {
    arrived()
    await released
    return quote(parameters)
  }
  const server = await startFakeServer({ engines: [engine] })
  const body = JSON.stringify({ tokenIn: fakeTokens.usdc.address, tokenOut: fakeTokens.weth.address, amountIn: '1000' })
  const inFlight = fetch(`${server.url}/999/v1/quote`, { method: 'POST', body })
  await inEngine
  const closed = server.close()
  // Released once the server refuses new connections: the close is under way, the request still in flight.
  await waitFor({
    what: 'the closing server to refuse connections',
    probe: () =>
      fetch(`${server.url}/chains`).then(
        () => false,
        () => true,
      ),
  })
  release()
  const response = await inFlight
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ amountOut: '2000' })
  await closed
  await expect(fetch(`${server.url}/chains`)).rejects.toThrow()
})

test('`sluice keys create` prints a key once and stores only its hash', async () => {
  const keysFile = join(mkdtempSync(join(tmpdir(), 'sluice-keys-')), 'keys.json')
  const recipient = '0x4444444444444444444444444444444444444444'
  // A bad partner ID fails before the file is touched: it runs beside the two that write it, one after the other.
  const failed = sluice(['keys', 'create', '--partner', 'x', '--recipient', recipient, '--keys-file', keysFile]).then(
    () => 'exit code 0',
    (error: unknown) => error,
  )
  const first = await sluice(['keys', 'create', '--partner', '12', '--recipient', recipient, '--keys-file', keysFile])
  // The second in this process, by the entry the binary runs (`runCli`): the two processes above prove the binary.
  const second = await runSluiceCliInProcess({ args: ['keys', 'create', '--partner', '13', '--recipient', recipient, '--keys-file', keysFile, '--scrypt'] })
  const keys = [first.stdout.trim(), second.stdout.trim()]
  const file = readFileSync(keysFile, 'utf8')
  for (const key of keys) {
    expect(key).toMatch(/^sluice_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/)
    // The secret is everything after the prefix (it may itself contain '_').
    expect(file).not.toContain(key.slice('sluice_00000000_'.length))
  }
  expect(statSync(keysFile).mode & 0o777).toBe(0o600)
  const entries = readKeysFile({ path: keysFile })
  expect(entries.map((entry) => [entry.partnerId, entry.hash.split(':')[0]])).toEqual([
    [12, 'sha256'],
    [13, 'scrypt'],
  ])
  const store = createKeyStore({ entries })
  expect((await store.authenticate(`Bearer ${keys[0]}`))?.partnerId).toBe(12)
  expect((await store.authenticate(`Bearer ${keys[1]}`))?.partnerId).toBe(13)
  await expect(store.authenticate(`Bearer ${keys[1]!.slice(0, -2)}AA`)).rejects.toThrow('Invalid API key.')
  expect(await failed).toMatchObject({ code: 1 })
}, 180_000) // two CLI processes, each loading `keys create`'s code from TypeScript sources
