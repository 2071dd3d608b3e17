import type { SourcePlugin } from '@sluice/core'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { algebraIntegralKnownDeployments } from './algebraIntegralKnownDeployments.js'
import { checkAlgebraIntegralDeployment } from './checkAlgebraIntegralDeployment.js'
import { ALGEBRA_INTEGRAL_KIND, createAlgebraIntegralAdapter } from './createAlgebraIntegralAdapter.js'
import { algebraIntegralExecutorAbi, algebraIntegralExecutorBytecode } from './generated/algebraIntegralExecutor.js'
import { type AlgebraIntegralConfig, parseAlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'
import { algebraIntegralPositionSupport } from './positions/algebraIntegralPositionSupport.js'
import { algebraIntegralSandbox } from './sandbox/algebraIntegralSandbox.js'

/** The Algebra Integral DEX type: exact dynamic-fee pool math, its executor, its positions (zap and rebalance) and its sandbox part. */
export const algebraIntegralPlugin: SourcePlugin<AlgebraIntegralConfig, AlgebraIntegralPoolState> = {
  kind: ALGEBRA_INTEGRAL_KIND,
  parseConfig: parseAlgebraIntegralConfig,
  createAdapter: createAlgebraIntegralAdapter,
  executor: { abi: algebraIntegralExecutorAbi, bytecode: algebraIntegralExecutorBytecode },
  sandbox: algebraIntegralSandbox,
  positions: algebraIntegralPositionSupport,
  checkDeployment: checkAlgebraIntegralDeployment,
  knownDeployments: algebraIntegralKnownDeployments,
}
