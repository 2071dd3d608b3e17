import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestClient, http } from 'viem'
import { expect, test } from 'vitest'
import { startAnvil } from './startAnvil.js'

const stateFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('sluice-anvil-states-')))

// Anvil writes the states it no longer keeps in memory to disk and does not remove them when
// stopped: left alone, a day of tests filled a 77 GB disk. Each node gets its own folder, and the
// guard removes it once Anvil has exited.
test('a node writes its older states to its own folder, removed when it stops', async () => {
  const before = stateFolders()
  const anvil = await startAnvil({ chainId: 999 })
  const created = [...stateFolders()].filter((name) => !before.has(name))
  expect(created).toHaveLength(1)
  const folder = join(tmpdir(), created[0]!)
  try {
    // More blocks than the states Anvil keeps in memory (500), so it moves older ones to disk.
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 700 })
    expect(readdirSync(folder, { recursive: true }).length).toBeGreaterThan(0)
  } finally {
    await anvil.stop()
  }
  expect(existsSync(folder)).toBe(false)
}, 120_000)
