import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { getSlipstreamCloneInitCodeHash } from '@sluice/plugin-velodrome-slipstream'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, runConfigCheck, type ServerConfig } from '@sluice/server'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSluiceCli } from '../support/runSluiceCli.js'
import { runSluiceCliInProcess } from '../support/runSluiceCliInProcess.js'

/** A real `sluice` process: for the binary's exit codes and output. */
const sluiceProcess = (args: string[]) => runSluiceCli({ args })
/** The same command by the same entry (`runCli`) in this process: where the command is under test, not the binary. */
const sluice = (args: string[]) => runSluiceCliInProcess({ args })

let sandbox: Sandbox
let folder: string

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins })
  folder = mkdtempSync(join(tmpdir(), 'sluice-config-check-'))
})
afterAll(() => sandbox?.stop())

/** The sandbox config (as `pnpm start` serves it), edited, written to a file and checked. */
async function check(edit: (config: ServerConfig) => void = () => {}) {
  // A deep copy: the config shares its source entries with the manifest.
  const config = structuredClone(configFromManifest({ manifest: sandbox.manifest, port: 0 }))
  edit(config)
  const path = join(folder, `config-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify(config))
  const lines: string[] = []
  const result = await runConfigCheck({ configPath: path, write: (line) => lines.push(line) })
  return { ...result, lines, errorLines: lines.filter((line) => line.startsWith('error')), path }
}

const chain = (config: ServerConfig, chainId: number) => config.chains.find((entry) => entry.chainId === chainId)!

describe('sluice config check', () => {
  it('passes the sandbox config: every chain, source and executor checked against the live nodes', async () => {
    const { errors, lines } = await check()
    expect(errors).toBe(0)
    for (const { chainId, sources, contracts } of sandbox.manifest.chains) {
      expect(lines.some((line) => line.startsWith('ok') && line.includes(`(${chainId}) chain ${chainId}: the node serves chain ${chainId}`))).toBe(true)
      // Every source was sampled by its plugin: a pool or pair at its derived address (V4: an ID from its key).
      for (const source of sources)
        expect(
          lines.some(
            (line) =>
              line.startsWith('ok') &&
              (line.includes(`source ${source.id} (${source.name}): pool`) || line.includes(`source ${source.id} (${source.name}): pair`)),
          ),
          `${chainId} ${source.name}: ${lines.join('\n')}`,
        ).toBe(true)
      for (const kind of Object.keys(contracts?.executors ?? {}))
        expect(lines.some((line) => line.startsWith('ok') && line.includes(`executor "${kind}"`))).toBe(true)
    }
  })

  it('fails a wrong init code hash, naming the source (V2 and V3 kinds)', async () => {
    const v2 = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'uniswap-v2')!
    const v3 = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'uniswap-v3')!
    const { errors, errorLines } = await check((config) => {
      for (const source of config.chains[0]!.sources)
        if (source.id === v2.id || source.id === v3.id) (source.config as { initCodeHash: string }).initCodeHash = `0x${'ab'.repeat(32)}`
    })
    expect(errors).toBe(2)
    expect(errorLines.some((line) => line.includes(`source ${v2.id} (${v2.name}): pair`) && line.includes('initCodeHash'))).toBe(true)
    expect(errorLines.some((line) => line.includes(`source ${v3.id} (${v3.name}): pool`) && line.includes('initCodeHash'))).toBe(true)
  })

  it('fails a wrong Solidly V1 pair code hash, naming the source (the first pair is not at the derived address)', async () => {
    const solidly = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'solidly-v1')!
    const { errors, errorLines } = await check((config) => {
      const source = config.chains[0]!.sources.find((entry) => entry.id === solidly.id)!
      ;(source.config as { pairCodeHash: string }).pairCodeHash = `0x${'ab'.repeat(32)}`
    })
    expect(errors).toBe(1)
    expect(errorLines).toEqual([
      expect.stringMatching(
        new RegExp(`source ${solidly.id} \\(${solidly.name}\\): pair 0x[0-9a-fA-F]{40} \\(allPairs\\(0\\)\\) is not at the address derived from pairCodeHash`),
      ),
    ])
  })

  it('fails a fee tier the factory has not enabled', async () => {
    const v3 = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'uniswap-v3')!
    const { errorLines } = await check((config) => {
      const source = config.chains[0]!.sources.find((entry) => entry.id === v3.id)!
      ;(source.config as { feeTiers: { fee: number; tickSpacing: number }[] }).feeTiers = [{ fee: 2_500, tickSpacing: 50 }]
    })
    expect(errorLines).toEqual([expect.stringContaining(`source ${v3.id} (${v3.name}): fee tier 2500 is not enabled on the factory.`)])
  })

  it("fails a Slipstream pool implementation that is not the factory's, naming the source (the sample pool is not its clone)", async () => {
    const slipstream = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'velodrome-slipstream')!
    const { errorLines } = await check((config) => {
      const source = config.chains[0]!.sources.find((entry) => entry.id === slipstream.id)!
      ;(source.config as { poolImplementation: string }).poolImplementation = '0x000000000000000000000000000000000000dEaD'
    })
    expect(errorLines).toHaveLength(2)
    expect(errorLines[0]).toContain(
      `source ${slipstream.id} (${slipstream.name}): poolImplementation 0x000000000000000000000000000000000000dEaD is not the factory's`,
    )
    expect(errorLines[1]).toContain(`source ${slipstream.id} (${slipstream.name}): pool`)
    expect(errorLines[1]).toContain('is not at the clone address derived from poolImplementation')
  })

  it("checks a Slipstream fork given by the init code hash of its clones: the factory's clones hash to it, or the source fails", async () => {
    const slipstream = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'velodrome-slipstream')!
    const byHash = (hash: (implementation: Address) => Hex) =>
      check((config) => {
        const source = config.chains[0]!.sources.find((entry) => entry.id === slipstream.id)!
        const { poolImplementation, ...rest } = source.config as { poolImplementation: Address }
        source.config = { ...rest, poolInitCodeHash: hash(poolImplementation) }
      })
    expect((await byHash(getSlipstreamCloneInitCodeHash)).errors).toBe(0)
    const { errorLines } = await byHash(() => `0x${'ab'.repeat(32)}`)
    expect(errorLines).toHaveLength(2)
    expect(errorLines[0]).toContain(`source ${slipstream.id} (${slipstream.name}): poolInitCodeHash 0x${'ab'.repeat(32)} is not that of clones`)
    expect(errorLines[1]).toContain('is not at the clone address derived from poolInitCodeHash')
  })

  it("fails a source config that does not parse, naming each field's path and reason", async () => {
    const v2 = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'uniswap-v2')!
    const { errorLines } = await check((config) => {
      ;(config.chains[0]!.sources.find((entry) => entry.id === v2.id)!.config as { factory: string }).factory = 'nope'
    })
    expect(errorLines).toEqual([expect.stringMatching(new RegExp(`source ${v2.id} \\(${v2.name}\\): its config is invalid: factory: .+`))])
  })

  it('fails a chain ID its node does not serve', async () => {
    const { errorLines } = await check((config) => {
      chain(config, 1868).chainId = 10
    })
    expect(errorLines).toEqual([expect.stringContaining('chain 10: the node serves chain 1868, not 10.')])
  })

  it('fails an executor the router does not allow, and a factory with no code', async () => {
    const v2 = sandbox.manifest.chains[0]!.sources.find((source) => source.kind === 'uniswap-v2')!
    const { errorLines } = await check((config) => {
      const entry = config.chains[0]!
      // Multicall3 has code but is no executor of the router.
      entry.contracts!.executors['uniswap-v2'] = entry.multicall3
      ;(entry.sources.find((source) => source.id === v2.id)!.config as { factory: string }).factory = '0x000000000000000000000000000000000000dEaD'
    })
    expect(errorLines).toHaveLength(2)
    expect(errorLines[0]).toContain(`source ${v2.id} (${v2.name}): factory 0x000000000000000000000000000000000000dEaD has no code.`)
    expect(errorLines[1]).toMatch(/router 0x[0-9a-fA-F]{40}: executor "uniswap-v2" 0xcA11bde05977b3631167028862bE2a173976CA11 is not allowed on the router\./)
  })

  // The CLI runs below are independent (each its own files): they run side by side. Real processes
  // for `config check`'s two exit codes and `config init`'s first run; the rest in process.
  it.concurrent('`pnpm sluice config check` exits 1 on an error and 0 on a good config', async () => {
    const bad = await check((config) => {
      chain(config, 999).chainId = 1
    })
    const good = await check()
    const run = (path: string) => sluiceProcess(['config', 'check', '--config', path])
    const [failed, passed] = await Promise.all([run(bad.path), run(good.path)])
    expect(failed.status, failed.stderr).toBe(1)
    expect(failed.stdout).toContain('chain 1: the node serves chain 999, not 1.')
    expect(passed.status, passed.stderr).toBe(0)
    expect(passed.stdout).toMatch(/^0 errors, \d+ warnings?\.$/m)
    // Two CLI processes, each loading every plugin: slow on a loaded 2-core machine.
  }, 180_000)

  it.concurrent('`pnpm sluice config init` writes the known deployments of a chain and checks them against the RPC: on the sandbox, which has none of them, it names each source', async () => {
    const out = join(folder, 'init-999.json')
    const rpcUrl = sandbox.manifest.chains.find((entry) => entry.chainId === 999)!.rpcUrl
    const run = await sluiceProcess(['config', 'init', '--chain', '999', '--rpc', rpcUrl, '--out', out])
    expect(run.status, run.stderr).toBe(1)
    expect(run.stdout).toContain(`Wrote ${out}.`)
    // The sandbox serves chain 999 and has WHYPE and Multicall3 at their real addresses, but none of the real DEXes.
    expect(run.stdout).toMatch(/^ok\s+HyperEVM \(999\) chain 999: the node serves chain 999/m)
    expect(run.stdout).toMatch(/^error\s+HyperEVM \(999\) source 1 \(HyperSwapV3\): factory 0x\w+ has no code\.$/m)
    expect(run.stdout).toMatch(/^error\s+HyperEVM \(999\) source 2 \(ProjectXV3\): factory 0x\w+ has no code\.$/m)
    // Never overwritten.
    const again = await sluice(['config', 'init', '--chain', '999', '--rpc', rpcUrl, '--out', out])
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('already exists')
  }, 180_000)

  it.concurrent("`pnpm sluice config init --plugin` writes an outside plugin's known deployments too, and the check loads that plugin", async () => {
    // The Uniswap V2 plugin under another kind, knowing its Soneium deployment on chain 999 as source 20.
    const uniswapV2 = pathToFileURL(join(import.meta.dirname, '../../plugins/uniswap-v2/src/index.ts')).href
    const plugin = join(folder, 'known-plugin.mjs')
    writeFileSync(
      plugin,
      `import { uniswapV2Plugin } from ${JSON.stringify(uniswapV2)}
const known = Object.values(uniswapV2Plugin.knownDeployments).flat()[0]
export const sluicePlugins = [{ ...uniswapV2Plugin, kind: 'test-v2', knownDeployments: { 999: [{ ...known, id: 20, name: 'TestV2' }] } }]
`,
    )
    const out = join(folder, 'init-999-plugin.json')
    const rpcUrl = sandbox.manifest.chains.find((entry) => entry.chainId === 999)!.rpcUrl
    const run = await sluice(['config', 'init', '--chain', '999', '--rpc', rpcUrl, '--out', out, '--plugin', plugin])
    expect(run.status, run.stderr).toBe(1)
    const written = JSON.parse(readFileSync(out, 'utf8')) as ServerConfig
    expect(written.chains[0]!.sources.map(({ id, kind }) => [id, kind])).toEqual([
      [1, 'uniswap-v3'],
      [2, 'uniswap-v3'],
      [10, 'uniswap-v3'],
      [12, 'velodrome-slipstream'],
      [20, 'test-v2'],
    ])
    // Checked by the outside plugin: its factory is not on the sandbox.
    expect(run.stdout).toMatch(/^error\s+HyperEVM \(999\) source 20 \(TestV2\): factory 0x\w+ has no code\.$/m)
    expect(run.stdout).not.toContain('served by no loaded plugin')
  }, 180_000)

  it.concurrent("`config init --project` writes the project's plugins into the config, so `config check` loads them from it; `config check` takes `--project` and `--plugin`", async () => {
    const project = mkdtempSync(join(tmpdir(), 'sluice-project-'))
    const uniswapV2 = pathToFileURL(join(import.meta.dirname, '../../plugins/uniswap-v2/src/index.ts')).href
    writeFileSync(
      join(project, 'outside-plugin.mjs'),
      `import { uniswapV2Plugin } from ${JSON.stringify(uniswapV2)}
const known = Object.values(uniswapV2Plugin.knownDeployments).flat()[0]
export const sluicePlugins = [{ ...uniswapV2Plugin, kind: 'solidly-v2', knownDeployments: { 999: [{ ...known, id: 21, name: 'Outside' }] } }]
`,
    )
    const projectFile = join(project, 'sluice.project.json')
    writeFileSync(projectFile, JSON.stringify({ plugins: ['./outside-plugin.mjs'] }))
    const out = join(project, 'configs', 'sluice.config.json')
    const rpcUrl = sandbox.manifest.chains.find((entry) => entry.chainId === 999)!.rpcUrl
    const init = await sluice(['config', 'init', '--chain', '999', '--rpc', rpcUrl, '--out', out, '--project', projectFile])
    expect(init.status, init.stderr).toBe(1)
    const written = JSON.parse(readFileSync(out, 'utf8')) as ServerConfig
    // Relative to the config file's folder.
    expect(written.plugins).toEqual(['../outside-plugin.mjs'])
    expect(written.chains[0]!.sources.at(-1)).toMatchObject({ id: 21, kind: 'solidly-v2' })
    const outsideFinding = /^error\s+HyperEVM \(999\) source 21 \(Outside\): factory 0x\w+ has no code\.$/m
    // The file alone: its `plugins` load the outside plugin. And a config without `plugins`,
    // checked with the project file, or with the plugin named. Three independent runs, side by side.
    const bare = join(project, 'bare.json')
    writeFileSync(bare, JSON.stringify({ ...written, plugins: undefined }))
    const runs = [[], ['--project', projectFile], ['--plugin', join(project, 'outside-plugin.mjs')]]
    const checks = await Promise.all(runs.map((flags) => sluice(['config', 'check', '--config', flags.length === 0 ? out : bare, ...flags])))
    for (const [index, run] of checks.entries()) {
      const flags = runs[index]!.join(' ') || 'the file alone'
      expect(run.stdout, flags).toMatch(outsideFinding)
      expect(run.stdout, flags).not.toContain('served by no loaded plugin')
    }
  }, 300_000)
})
