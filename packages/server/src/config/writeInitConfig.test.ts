import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnySourcePlugin, createSourceAdapters, InvalidConfigError, type KnownDeployment, knownChains } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { describe, expect, onTestFinished, test } from 'vitest'
import { loadConfig } from './loadConfig.js'
import { serverConfigSchema } from './serverConfigSchema.js'
import { writeInitConfig } from './writeInitConfig.js'

const rpcUrl = 'https://rpc.example.org/evm'
const plugins = defaultSourcePlugins

/** A temporary folder of this test, removed when it finishes. */
function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sluice-init-'))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}

function initPath() {
  return join(temporaryFolder(), 'nested', 'sluice.config.json')
}

/**
 * An outside plugin with known deployments of its own, as a project file adds it: the default
 * plugin that knows source `id` on `chainId`, under another kind, knowing that deployment as `deployment`.
 */
function addedPlugin(chainId: number, id: number, deployment: Partial<KnownDeployment>): AnySourcePlugin {
  const owner = plugins.find((plugin) => plugin.knownDeployments?.[chainId]?.some((known) => known.id === id))!
  const known = owner.knownDeployments![chainId]!.find((entry) => entry.id === id)!
  return { ...owner, kind: 'my-dex', knownDeployments: { [chainId]: [{ ...known, name: 'MyDex', ...deployment }] } }
}

describe.each(knownChains.map((chain) => chain.chainId))('chain %i', (chainId) => {
  test('the written config parses, each source with its plugin, and the server loads it', () => {
    const path = initPath()
    const returned = writeInitConfig({ chainId, rpcUrl, path, plugins })

    const config = serverConfigSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
    expect(config).toEqual(returned)
    expect(loadConfig({ path })).toEqual(config)
    const [chain, ...others] = config.chains
    expect(others).toEqual([])
    const known = knownChains.find((entry) => entry.chainId === chainId)!
    expect(chain).toMatchObject({ chainId, name: known.name, rpcUrl, nativeSymbol: known.nativeSymbol })
    // Sluice's router is not deployed on the real chains: quotes only.
    expect(chain!.contracts).toBeUndefined()
    // Every known deployment of the plugins on the chain but the pending ones, by source ID.
    const written = plugins
      .flatMap((plugin) => plugin.knownDeployments?.[chainId] ?? [])
      .filter((deployment) => deployment.pending === undefined)
      .map((deployment) => deployment.id)
      .sort((a, b) => a - b)
    expect(chain!.sources.map((source) => source.id)).toEqual(written)
    expect(chain!.sources.length).toBeGreaterThan(0)
    for (const source of chain!.sources) {
      const plugin = plugins.find((candidate) => candidate.kind === source.kind)
      expect(plugin, `a default plugin serves ${source.name} (${source.kind})`).toBeDefined()
      expect(plugin!.knownDeployments?.[chainId]?.some((deployment) => deployment.id === source.id)).toBe(true)
    }
    expect(createSourceAdapters({ plugins, sources: chain!.sources, chain: chain! })).toHaveLength(chain!.sources.length)
  })
})

test('a pending deployment is not written: HyperEVM gets its V3 forks and KittenSwap CL, not the KittenSwap pairs (ID 3, reserved) nor the other pending entries', () => {
  const config = writeInitConfig({ chainId: 999, rpcUrl, path: initPath(), plugins })
  expect(config.chains[0]!.sources.map(({ id, name }) => [id, name])).toEqual([
    [1, 'HyperSwapV3'],
    [2, 'ProjectXV3'],
    [10, 'HybraV3'],
    [12, 'KittenSwapCL'],
  ])
})

test("an added plugin's known deployments are written with its kind, in source ID order; without it they are not", () => {
  const added = addedPlugin(1868, 1, { id: 20 })
  const config = writeInitConfig({ chainId: 1868, rpcUrl, path: initPath(), plugins: [added, ...plugins] })
  expect(config.chains[0]!.sources.map(({ id }) => id)).toEqual([1, 2, 3, 4, 10, 20])
  expect(config.chains[0]!.sources.at(-1)).toMatchObject({ id: 20, name: 'MyDex', kind: 'my-dex' })
  expect(createSourceAdapters({ plugins: [added, ...plugins], sources: config.chains[0]!.sources, chain: config.chains[0]! })).toHaveLength(6)
  expect(writeInitConfig({ chainId: 1868, rpcUrl, path: initPath(), plugins }).chains[0]!.sources.map(({ kind }) => kind)).not.toContain('my-dex')
})

test('two plugins claiming one source ID on a chain are refused, and nothing is written', () => {
  const path = initPath()
  const added = addedPlugin(999, 1, {})
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path, plugins: [...plugins, added] })).toThrow(InvalidConfigError)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path, plugins: [...plugins, added] })).toThrow(/source ID 1\./)
  // Naming both deployments and their plugins.
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path, plugins: [...plugins, added] })).toThrow(
    expect.objectContaining({ details: expect.stringMatching(/"HyperSwapV3" of plugin "uniswap-v3" and "MyDex" of plugin "my-dex"/) }),
  )
  expect(() => readFileSync(path)).toThrow(/ENOENT/)
})

test('a known deployment whose config its plugin does not parse is refused, naming it and the field, and nothing is written', () => {
  const path = initPath()
  const added = addedPlugin(1868, 1, { id: 20 })
  const broken = {
    ...added,
    knownDeployments: { 1868: added.knownDeployments![1868]!.map((known) => ({ ...known, config: { ...known.config, factory: 'nope' } })) },
  }
  const attempt = () => writeInitConfig({ chainId: 1868, rpcUrl, path, plugins: [...plugins, broken] })
  expect(attempt).toThrow(/Plugin "my-dex" knows a deployment of chain 1868 whose config it does not parse: source 20 \(MyDex\)\./)
  expect(attempt).toThrow(expect.objectContaining({ details: expect.stringMatching(/^factory: /) }))
  expect(() => readFileSync(path)).toThrow(/ENOENT/)
})

test("the added plugin modules are written as the config's `plugins`, which the server loads", () => {
  const path = initPath()
  const config = writeInitConfig({ chainId: 1868, rpcUrl, path, plugins, pluginModules: ['./my-plugin.js'] })
  expect(config.plugins).toEqual(['./my-plugin.js'])
  expect(JSON.parse(readFileSync(path, 'utf8')).plugins).toEqual(['./my-plugin.js'])
  // Without added modules, no `plugins` field.
  expect(JSON.parse(readFileSync(writeInitConfigPath(), 'utf8'))).not.toHaveProperty('plugins')
})

function writeInitConfigPath() {
  const path = initPath()
  writeInitConfig({ chainId: 999, rpcUrl, path, plugins })
  return path
}

test('an existing file is never overwritten', () => {
  const path = join(temporaryFolder(), 'sluice.config.json')
  writeFileSync(path, '{"mine":true}\n')
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path, plugins })).toThrow(InvalidConfigError)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl, path, plugins })).toThrow(/already exists/)
  expect(readFileSync(path, 'utf8')).toBe('{"mine":true}\n')
})

test('an unknown chain or a bad RPC URL is refused, and nothing is written', () => {
  const directory = temporaryFolder()
  const path = join(directory, 'sluice.config.json')
  expect(() => writeInitConfig({ chainId: 1, rpcUrl, path, plugins })).toThrow(/No known deployments for chain 1/)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl: 'not a url', path, plugins })).toThrow(InvalidConfigError)
  expect(() => writeInitConfig({ chainId: 999, rpcUrl: 'not a url', path, plugins })).toThrow(/rpcUrl/)
  expect(() => readFileSync(path)).toThrow(/ENOENT/)
})
