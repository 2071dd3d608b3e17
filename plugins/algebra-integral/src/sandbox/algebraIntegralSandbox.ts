import type { SourceSandboxPart } from '@sluice/core'
import type { AlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'
import { addAlgebraIntegralLiquidity } from './addAlgebraIntegralLiquidity.js'
import { algebraIntegralArtifacts } from './algebraIntegralArtifacts.js'
import { createAlgebraIntegralPool } from './createAlgebraIntegralPool.js'
import { deployAlgebraIntegralSource } from './deployAlgebraIntegralSource.js'

/** How the sandbox deploys Algebra Integral: official npm bytecode, pools with owner-set fees. */
export const algebraIntegralSandbox: SourceSandboxPart<AlgebraIntegralConfig> = {
  bytecodes: Object.values(algebraIntegralArtifacts).map((artifact) => artifact.bytecode),
  deploySource: deployAlgebraIntegralSource,
  createPool: createAlgebraIntegralPool,
  addLiquidity: addAlgebraIntegralLiquidity,
}
