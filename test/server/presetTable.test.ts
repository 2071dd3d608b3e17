import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { knownChains } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { writeInitConfig } from '@sluice/server'
import { expect, onTestFinished, test } from 'vitest'

// docs/self-hosting.md lists every known deployment of the default plugins (active and pending):
// the table must name the same entries as the plugins, and its active rows must be exactly what
// `sluice config init` writes.

type Row = { chainId: number; id: number; name: string; kind: string; status: 'active' | 'pending' }

const ROW = /^\| (\d+) \| (\d+) \| (\w+) \| `([\w-]+)` \| (active|pending) \|/

function presetTable(): Row[] {
  const markdown = readFileSync(new URL('../../docs/self-hosting.md', import.meta.url), 'utf8')
  return markdown
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, chainId, id, name, kind, status]) => ({ chainId: Number(chainId), id: Number(id), name: name!, kind: kind!, status: status as Row['status'] }))
}

test('the preset table of docs/self-hosting.md lists every known deployment of the default plugins, with its status', () => {
  const known: Row[] = knownChains.flatMap(({ chainId }) =>
    defaultSourcePlugins.flatMap(({ kind, knownDeployments }) =>
      (knownDeployments?.[chainId] ?? []).map(
        ({ id, name, pending }) => ({ chainId, id, name, kind, status: pending === undefined ? 'active' : 'pending' }) as const,
      ),
    ),
  )
  const order = (rows: Row[]) => [...rows].sort((a, b) => a.chainId - b.chainId || a.id - b.id)
  expect(presetTable()).toEqual(order(known))
})

test.each(knownChains.map((chain) => chain.chainId))("the table's active rows of chain %i are the sources `config init` writes", (chainId) => {
  const folder = mkdtempSync(join(tmpdir(), 'sluice-preset-table-'))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  const path = join(folder, 'sluice.config.json')
  const config = writeInitConfig({ chainId, rpcUrl: 'https://rpc.example.org', path, plugins: defaultSourcePlugins })
  const written = config.chains[0]!.sources.map(({ id, name, kind }) => ({ chainId, id, name, kind, status: 'active' }))
  expect(presetTable().filter((row) => row.chainId === chainId && row.status === 'active')).toEqual(written)
})
