import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest } from '@sluice/server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { directDexConfigFromManifest } from '../../plugins/aggregator-direct-dex/src/index.js'
import { bundledEntry } from '../support/bundledEntry.js'
import { postJson } from '../support/postJson.js'
import { type StartSluiceCliReturnType, startSluiceCli } from '../support/startSluiceCli.js'

// The plugins as the bundled CLI runs them (their modules, shared with the CLI's).
const moduleUrl = (entry: string) => JSON.stringify(pathToFileURL(bundledEntry({ entry })).href)

// An outside module, in a project folder of its own, that brings a bridge and an aggregator (the
// sandbox's Across and direct-dex under kinds and names of their own, so that only the outside
// plugins can serve them): the server loads both by config alone.
const project = mkdtempSync(join(tmpdir(), 'sluice-outside-types-'))
writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }))
writeFileSync(
  join(project, 'outside.js'),
  `import { acrossBridgePlugin } from ${moduleUrl('plugins/bridge-across')}
import { directDexAggregatorPlugin } from ${moduleUrl('plugins/aggregator-direct-dex')}
export const bridgePlugins = [{ ...acrossBridgePlugin, kind: 'outside-bridge', createAdapter: (parameters) => ({ ...acrossBridgePlugin.createAdapter(parameters), kind: 'outside-bridge' }) }]
export const aggregatorPlugins = [{ ...directDexAggregatorPlugin, name: 'outside-aggregator' }]
`,
)

let sandbox: Sandbox
let cli: StartSluiceCliReturnType
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, bridgePlugins: defaultBridgePlugins, chains: [999, 1868] })
  const base = configFromManifest({ manifest: sandbox.manifest, port: 0 })
  const config = {
    ...base,
    host: '127.0.0.1',
    plugins: ['./outside.js'],
    // The sandbox's bridge entries under the outside kind: the default Across plugin serves none of them.
    chains: base.chains.map((chain) => ({ ...chain, bridges: chain.bridges.map((bridge) => ({ ...bridge, kind: 'outside-bridge' })) })),
    meta: { includeSelf: false, aggregators: [{ plugin: 'outside-aggregator', config: directDexConfigFromManifest({ manifest: sandbox.manifest }) }] },
  }
  const configPath = join(project, 'server.json')
  writeFileSync(configPath, JSON.stringify(config))
  cli = await startSluiceCli({ args: ['--config', configPath], readyWhen: 'Sluice is listening on' })
})
afterAll(async () => {
  expect(await cli?.stop()).toBe(0)
  await sandbox?.stop()
  rmSync(project, { recursive: true, force: true })
})

const chain = (chainId: number) => sandbox.manifest.chains.find((entry) => entry.chainId === chainId)!
const token = (chainId: number, symbol: string) => chain(chainId).tokens.find((entry) => entry.symbol === symbol)!.address

test("an outside module's bridge plugin, loaded by config alone, serves the cross-chain API", async () => {
  const chains = (await (await fetch(`${cli.url}/v1/chains`)).json()) as { chains: { chainId: number; bridges: string[] }[] }
  expect(chains.chains.map((entry) => [entry.chainId, entry.bridges])).toEqual([
    [999, ['outside-bridge']],
    [1868, ['outside-bridge']],
  ])
  const quote = await postJson({
    url: `${cli.url}/v1/quote`,
    body: {
      userAddress: chain(999).accounts[1]!.address,
      originChainId: 999,
      destinationChainId: 1868,
      tokenIn: token(999, 'USDT0'),
      tokenOut: token(1868, 'USDT'),
      amountIn: '2500000000',
      slippage: 0.01,
    },
    retryUnavailable: true,
  })
  expect(quote.status).toBe(200)
  expect(BigInt((quote.json as { quote: { bridge: { outputAmount: string } } }).quote.bridge.outputAmount)).toBeGreaterThan(0n)
})

test("an outside module's aggregator plugin, loaded by config alone, competes in the meta aggregator", async () => {
  const created = await postJson({
    url: `${cli.url}/competitions`,
    body: {
      chainId: 999,
      tokenIn: token(999, 'USDT0'),
      tokenOut: token(999, 'UETH'),
      amountIn: '1000000',
      userAddress: chain(999).accounts[0]!.address,
      slippage: 0.01,
    },
    retryUnavailable: true,
  })
  expect(created.status).toBe(200)
  const competition = created.json as { competitionId: string; availableAggregators: string[] }
  expect(competition.availableAggregators).toEqual(['outside-aggregator'])
  const quoted = await postJson({
    url: `${cli.url}/quotes?aggregator=outside-aggregator&competitionId=${competition.competitionId}`,
    body: {},
    retryUnavailable: true,
  })
  expect(quoted.status).toBe(200)
  expect(BigInt((quoted.json as { amountOut: string }).amountOut)).toBeGreaterThan(0n)
})
