import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSourceAdapters, InvalidConfigError } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { describe, expect, test } from 'vitest'
import { knownDeployments } from './knownDeployments.js'
import { loadConfig } from './loadConfig.js'
import { serverConfigSchema } from './serverConfigSchema.js'
import { writeInitConfig } from './writeInitConfig.js'

const rpcUrl = 'https://rpc.example.org/evm'

test('the presets cover HyperEVM and Soneium', () => {
  expect(knownDeployments.map((chain) => chain.chainId)).toEqual([999, 1868])
})

describe.each(knownDeployments.map((chain) => chain.chainId))('chain %i', (chainId) => {
  test('the written config parses, each source with its plugin, and the server loads it', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sluice-init-')), 'nested', 'sluice.config.json')
    const returned = writeInitConfig({ chainId, rpcUrl, path })

    const config = serverConfigSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(config).toEqual(returned)
    expect(loadConfig({ path })).toEqual(config)
    const [chain, ...others] = config.chains
    expect(others).toEqual([])
    const known = knownDeployments.find((entry) => entry.chainId === chainId)!
    expect(chain).toMatchObject({ chainId, name: known.name, rpcUrl, nativeSymbol: known.nativeSymbol })
    // Sluice's router is not deployed on the real chains: quotes only.
    expect(chain!.contracts).toBeUndefined()
    expect(chain!.sources.map((source) => source.id)).toEqual(known.sources.map((source) => source.id))
    expect(chain!.sources.length).toBeGreaterThan(0)
    for (const source of chain!.sources) {
      const plugin = defaultSourcePlugins.find((candidate) => candidate.kind === source.kind)
      expect(plugin, `a default plugin serves ${source.name} (${source.kind})`).toBeDefined()
      expect(() => plugin!.parseConfig(source.config)).not.toThrow()
    }
    expect(createSourceAdapters({ plugins: defaultSourcePlugins, sources: chain!.sources, chain: chain! })).toHaveLength(chain!.sources.length)
  })
})

test('an existing file is never overwritten', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'sluice-init-')), 'sluice.config.json')
  writeFileSync(path, '{"mine":true}\n')
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path })).toThrow(InvalidConfigError)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path })).toThrow(/already exists/)
  expect(readFileSync(path, 'utf8')).toBe('{"mine":true}\n')
})

test('an unknown chain or a bad RPC URL is refused, and nothing is written', () => {
  const directory = mkdtempSync(join(tmpdir(), 'sluice-init-'))
  const path = join(directory, 'sluice.config.json')
  expect(() => writeInitConfig({ chainId: 1, rpcUrl, path })).toThrow(/No known deployments for chain 1/)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl: 'not a url', path })).toThrow(InvalidConfigError)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl: 'not a url', path })).toThrow(/rpcUrl/)
  expect(() => readFileSync(path)).toThrow(/ENOENT/)
})
