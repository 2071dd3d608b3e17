import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CompileContractsReturnType, type CompileSettings, compileContracts } from '../src/compile/compileContracts.js'
import { contractDirs } from './contractDirs.js'

/** One compile per directory and settings in this file (solc-js, seconds each; Sluice's own about 20 s): the tests below read the same output. */
const compiled = new Map<string, CompileContractsReturnType>()
const compiledOnce = (sourceDir: string, settings?: CompileSettings): CompileContractsReturnType => {
  const key = JSON.stringify([sourceDir, settings])
  if (!compiled.has(key)) compiled.set(key, compileContracts({ sourceDir, settings }))
  return compiled.get(key)!
}

describe('compileContracts', () => {
  // One compile per directory (solc-js, seconds each): Sluice's own and each plugin's executor.
  for (const { sourceDir, outDir, settings } of contractDirs())
    it(`reproduces the committed artifacts of ${sourceDir.split('/').slice(-3).join('/')} byte for byte (run \`pnpm contracts:build\` after editing Solidity)`, () => {
      const fresh = compiledOnce(sourceDir, settings)
      const committed = existsSync(outDir)
        ? Object.fromEntries(
            readdirSync(outDir, { withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map(({ name }) => [name, readFileSync(join(outDir, name), 'utf8')]),
          )
        : {}
      expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort())
      for (const [name, text] of Object.entries(fresh)) expect(committed[name], name).toBe(text)
    }, 240_000)

  // `compileContracts({ sourceDir: 'contracts' })`, as an outside author writes it, threw `ERR_INVALID_ARG_VALUE`.
  it('takes a source directory relative to the working directory', { timeout: 240_000 }, () => {
    const { sourceDir } = contractDirs().find((entry) => entry.sourceDir.includes('/plugins/uniswap-v2/'))!
    // A fresh compile from the relative path, compared with the absolute path's (the one the artifacts test checked).
    expect(compileContracts({ sourceDir: relative(process.cwd(), sourceDir) })).toEqual(compiledOnce(sourceDir))
  })

  it('publishes the deployable contracts, not internal libraries, and plugins only their own', { timeout: 240_000 }, () => {
    const [sluice, ...plugins] = contractDirs()
    expect(
      Object.keys(compiledOnce(sluice!.sourceDir))
        .filter((name) => name.endsWith('.json'))
        .sort(),
    ).toEqual([
      'AllowanceGasBurnerToken.json',
      'FeeVault.json',
      'FixtureToken.json',
      'GasPriceTaxToken.json',
      'MetaGuard.json',
      'MetaGuardCaller.json',
      'OriginTaxToken.json',
      'ProbeExemptTaxToken.json',
      'ReentrantReceiver.json',
      'ReentrantToken.json',
      'RenamedCallbackPool.json',
      'Router.json',
      'RouterAdmin.json',
      'RouterContextProbe.json',
      'SimulationDetectingRouter.json',
      'SlotFloodToken.json',
      'SwapLogic.json',
      'SwapProbe.json',
      'TaxToken.json',
      'TransferProbe.json',
    ])
    const v3 = plugins.find((dir) => dir.sourceDir.includes('uniswap-v3'))
    expect(Object.keys(compiledOnce(v3!.sourceDir)).filter((name) => name.endsWith('.json'))).toEqual([
      'UniswapV3Executor.json',
      'UniswapV3PositionExecutor.json',
    ])
  })
})
