import { fixtureRangeBook, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import type { AlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'
import { addAlgebraIntegralLiquidity } from './addAlgebraIntegralLiquidity.js'
import { algebraIntegralArtifacts } from './algebraIntegralArtifacts.js'
import { createAlgebraIntegralPool } from './createAlgebraIntegralPool.js'
import { deployAlgebraIntegralSource } from './deployAlgebraIntegralSource.js'

/** Algebra Integral with owner-set (dynamic) fees (source 7), as its forks on HyperEVM (Gliquid, HyperCat, ...). */
const algebraIntegral = {
  id: 7,
  name: 'AlgebraIntegral',
  description: 'Algebra Integral concentrated liquidity with per-pool dynamic fees (fixture deployment).',
}
const stable = (usd: number) => fixtureRangeBook({ shape: 'stable', usd })
const volatile = (usd: number) => fixtureRangeBook({ shape: 'volatile', usd })
const thin = (usd: number) => fixtureRangeBook({ shape: 'thin', usd })
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [algebraIntegral],
    pools: [
      { source: 7, pair: ['WHYPE', 'USDT0'], fee: 2500, ranges: volatile(2_000_000) },
      { source: 7, pair: ['UBTC', 'USDT0'], fee: 500, ranges: volatile(900_000) },
      { source: 7, pair: ['USDe', 'USDT0'], fee: 100, ranges: stable(1_200_000) },
    ],
  },
  1868: {
    sources: [algebraIntegral],
    pools: [
      { source: 7, pair: ['WETH', 'USDC.e'], fee: 2500, ranges: volatile(1_000_000) },
      { source: 7, pair: ['ASTR', 'USDC.e'], fee: 500, ranges: thin(200_000) },
    ],
  },
}

/** How the sandbox deploys Algebra Integral: official npm bytecode, pools with owner-set fees. */
export const algebraIntegralSandbox: SourceSandboxPart<AlgebraIntegralConfig> = {
  world,
  bytecodes: Object.values(algebraIntegralArtifacts).map((artifact) => artifact.bytecode),
  deploySource: deployAlgebraIntegralSource,
  createPool: createAlgebraIntegralPool,
  addLiquidity: addAlgebraIntegralLiquidity,
}
