import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSourceAdapters, InvalidConfigError } from '@sluice/core'
import { expect, onTestFinished, test } from 'vitest'
import { loadConfig } from './loadConfig.js'
import { loadPlugins } from './loadPlugins.js'

const example = join(import.meta.dirname, '../../sluice.config.example.json')

test('the example config validates, with keysFile resolved next to it and defaults filled', () => {
  const config = loadConfig({ path: example })
  expect(config.keysFile).toBe(join(import.meta.dirname, '../../keys.json'))
  expect(config.chains[0]).toMatchObject({
    chainId: 999,
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    sources: [{ kind: 'uniswap-v2' }, { kind: 'uniswap-v3' }],
  })
  expect(config.limits).toEqual({ apiPerMinute: 60, infoPerMinute: 300, keyMultiplier: 10 })
})

test("every source of the example config is accepted by its plugin; a bad plugin config fails at start-up with the source's name", async () => {
  const config = loadConfig({ path: example })
  const { sources: plugins } = await loadPlugins({ modules: config.plugins })
  for (const chain of config.chains) {
    const adapters = createSourceAdapters({ plugins, sources: chain.sources, chain })
    expect(adapters.map((adapter) => adapter.id)).toEqual(chain.sources.map((source) => source.id))
  }
  const broken = { ...config.chains[0]!.sources[0]!, config: { factory: 'nope' } }
  expect(() => createSourceAdapters({ plugins, sources: [broken], chain: config.chains[0]! })).toThrow(InvalidConfigError)
  expect(() => createSourceAdapters({ plugins, sources: [broken], chain: config.chains[0]! })).toThrow(/source 1 \(UniswapV2\)/)
  expect(() => createSourceAdapters({ plugins, sources: [{ ...broken, kind: 'no-such-dex' }], chain: config.chains[0]! })).toThrow(
    /Unknown source plugin "no-such-dex" \(named by source 1 \(UniswapV2\)\); loaded: uniswap-v2/,
  )
})

test('a minimal config gets every default; a broken one names its problem', () => {
  const directory = mkdtempSync(join(tmpdir(), 'sluice-config-'))
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }))
  const chain = {
    chainId: 1868,
    name: 'Soneium',
    rpcUrl: 'http://127.0.0.1:8546',
    wrappedNative: '0x4200000000000000000000000000000000000006',
    sources: [
      { id: 1, name: 'V2', kind: 'uniswap-v2', config: { factory: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', initCodeHash: `0x${'1'.repeat(64)}` } },
    ],
  }
  const path = join(directory, 'minimal.json')
  writeFileSync(path, JSON.stringify({ chains: [chain] }))
  const config = loadConfig({ path })
  expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', trustProxy: false, logLevel: 'info' })
  expect(config.keysFile).toBeUndefined()
  expect(config.chains[0]).toMatchObject({ nativeSymbol: 'ETH', stableTokens: [], maxStateAgeSeconds: 30, rpcTimeoutMs: 2000, headTimeoutMs: 500 })
  expect(config.chains[0]!.contracts).toBeUndefined()
  expect((config.chains[0]!.sources[0]!.config as { factory: string }).factory).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')

  // Several nodes: a list of URLs, each checked.
  const rpcUrls = ['http://127.0.0.1:8546', 'https://rpc.example.org/key']
  writeFileSync(path, JSON.stringify({ chains: [{ ...chain, rpcUrl: rpcUrls }] }))
  expect(loadConfig({ path }).chains[0]!.rpcUrl).toEqual(rpcUrls)
  for (const rpcUrl of ['not a url', [], ['http://127.0.0.1:8546', 'not a url']]) {
    writeFileSync(path, JSON.stringify({ chains: [{ ...chain, rpcUrl }] }))
    expect(() => loadConfig({ path })).toThrow(InvalidConfigError)
    expect(() => loadConfig({ path })).toThrow(/rpcUrl/)
  }
  writeFileSync(path, '{')
  expect(() => loadConfig({ path })).toThrow(/Cannot read config file/)
})

test('connection bounds that cannot hold fail at start-up', () => {
  const directory = mkdtempSync(join(tmpdir(), 'sluice-config-'))
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }))
  const path = join(directory, 'bounds.json')
  const { chains } = JSON.parse(readFileSync(example, 'utf8')) as { chains: unknown[] }
  writeFileSync(path, JSON.stringify({ chains, http: { maxConnections: 100, reservedConnections: 100 } }))
  expect(() => loadConfig({ path })).toThrow(/reservedConnections/)
  writeFileSync(path, JSON.stringify({ chains, http: { maxConnections: 100, maxConnectionsPerAddress: 101 } }))
  expect(() => loadConfig({ path })).toThrow(/maxConnectionsPerAddress/)
  writeFileSync(path, JSON.stringify({ chains, http: { maxConnections: 100, maxConnectionsPerAddress: 100, reservedConnections: 99 } }))
  expect(loadConfig({ path }).http).toMatchObject({ maxConnections: 100, maxConnectionsPerAddress: 100, reservedConnections: 99 })
})
