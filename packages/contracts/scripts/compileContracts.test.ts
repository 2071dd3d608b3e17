import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileContracts, type CompileContractsReturnType } from './compileContracts.js'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const generatedDir = join(packageDir, 'src', 'generated')

// One compile (solc-js, several seconds) serves both tests.
let fresh: CompileContractsReturnType
beforeAll(() => {
  fresh = compileContracts({ sourceDir: join(packageDir, 'src', 'solidity') })
})

describe('compileContracts', () => {
  it('reproduces the committed artifacts byte for byte (run `pnpm contracts:build` after editing Solidity)', () => {
    const committed = Object.fromEntries(readdirSync(generatedDir).map((name) => [name, readFileSync(join(generatedDir, name), 'utf8')]))
    expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort())
    for (const [name, text] of Object.entries(fresh)) expect(committed[name], name).toBe(text)
  })

  it('publishes the deployable contracts, not internal libraries', () => {
    expect(Object.keys(fresh).filter((name) => name.endsWith('.json')).sort()).toEqual([
      'FeeVault.json',
      'FixtureToken.json',
      'ReentrantToken.json',
      'RenamedCallbackPool.json',
      'Router.json',
      'SwapLogic.json',
      'UniswapV2Executor.json',
      'UniswapV3Executor.json',
    ])
  })
})
