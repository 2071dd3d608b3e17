import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { readForkSources } from './readForkSources.js'

const dir = mkdtempSync(join(tmpdir(), 'sluice-fork-sources-'))
const file = (name: string, content: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}
const source = { id: 40, name: 'MyV3', kind: 'uniswap-v3', deployBlock: '12', config: { factory: '0x0000000000000000000000000000000000000001' } }

it("reads each chain's sources from a file in the server config's shape, ignoring every other field", async () => {
  const path = file('config.json', { port: 8080, chains: [{ chainId: 999, rpcUrl: 'http://x', sources: [source] }, { chainId: 1868 }] })
  expect(await readForkSources({ path })).toEqual({ 999: [{ ...source, description: '' }], 1868: [] })
})

it.each([
  ['a missing file', join(dir, 'absent.json'), /Could not read the fork sources file/],
  ['a file that is not JSON', file('bad.json', '{ chains'), /Could not read the fork sources file/],
  ['no chains list', file('nochains.json', { sources: [] }), /has no "chains" list/],
  ['a chain without an integer chainId', file('chainid.json', { chains: [{ chainId: '999', sources: [] }] }), /chains\[0\].*integer "chainId"/],
  [
    'an entry without a decimal deployBlock',
    file('block.json', { chains: [{ chainId: 999, sources: [{ ...source, deployBlock: 12 }] }] }),
    /chains\[0\]\.sources\[0\].*"deployBlock"/,
  ],
  ['an entry without a config', file('config-less.json', { chains: [{ chainId: 999, sources: [{ ...source, config: null }] }] }), /"config" is not an object/],
  ['an entry with a negative id', file('id.json', { chains: [{ chainId: 999, sources: [{ ...source, id: -1 }] }] }), /"id" is not a non-negative integer/],
])('refuses %s with a SandboxError naming it', async (_, path, message) => {
  const error = await readForkSources({ path }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SandboxError)
  expect((error as SandboxError).message).toMatch(message)
})
