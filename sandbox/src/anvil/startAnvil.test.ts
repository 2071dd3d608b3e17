import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createTestClient, http } from 'viem'
import { expect, test } from 'vitest'
import { startAnvil } from './startAnvil.js'

/** The `--cache-path` of the Anvil process listening on `port`, read from its command line. */
function cachePathOfAnvilOn(port: number): string | undefined {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[]
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    } catch {
      continue // the process ended while we looked
    }
    if (!args[0]?.endsWith('anvil') || args[args.indexOf('--port') + 1] !== String(port)) continue
    const at = args.indexOf('--cache-path')
    if (at >= 0) return args[at + 1]
  }
  return undefined
}

// Anvil writes the states it no longer keeps in memory to disk and does not remove them when
// stopped: left alone, a day of tests filled a 77 GB disk. Each node gets its own folder, and the
// guard removes it once Anvil has exited. The folder is found from this node's own command line:
// other test files start nodes at the same time, so new folders in the temp dir are not all ours.
test('a node writes its older states to its own folder, removed when it stops', async () => {
  const anvil = await startAnvil({ chainId: 999 })
  const folder = cachePathOfAnvilOn(anvil.port)
  try {
    expect(folder).toMatch(/sluice-anvil-states-/)
    // More blocks than the states Anvil keeps in memory (500), so it moves older ones to disk.
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 700 })
    expect(readdirSync(folder!, { recursive: true }).length).toBeGreaterThan(0)
  } finally {
    await anvil.stop()
  }
  expect(existsSync(folder!)).toBe(false)
}, 120_000)
