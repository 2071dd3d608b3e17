import type { CreateAdapterParameters, SourceAdapter } from '@sluice/core'
import { toEventSelector } from 'viem'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import type { AlgebraIntegralSourceContext } from './AlgebraIntegralSourceContext.js'
import { algebraFactoryAbi, algebraPoolStateEventsAbi } from './abi.js'
import { createAlgebraIntegralSimulator } from './createAlgebraIntegralSimulator.js'
import { discoverAlgebraIntegralPools } from './discoverAlgebraIntegralPools.js'
import { discoverAlgebraIntegralPoolsFromLogs } from './discoverAlgebraIntegralPoolsFromLogs.js'
import { encodeAlgebraIntegralStep } from './encodeAlgebraIntegralStep.js'
import { isAlgebraIntegralStateChange } from './isAlgebraIntegralStateChange.js'
import type { AlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'
import { trackAlgebraIntegralPools } from './trackAlgebraIntegralPools.js'

/** The DEX type this plugin serves (`SourceInfo.kind`). */
export const ALGEBRA_INTEGRAL_KIND = 'algebra-integral'

export type CreateAlgebraIntegralAdapterParameters = CreateAdapterParameters<AlgebraIntegralConfig>

export type CreateAlgebraIntegralAdapterReturnType = SourceAdapter<AlgebraIntegralPoolState> & {
  /** The config with the source's and chain's facts the adapter uses. */
  context: AlgebraIntegralSourceContext
}

/** The source adapter of one Algebra Integral deployment (Algebra or a fork, by config). */
export function createAlgebraIntegralAdapter({
  source,
  config,
  chain,
  executor,
}: CreateAlgebraIntegralAdapterParameters): CreateAlgebraIntegralAdapterReturnType {
  const context: AlgebraIntegralSourceContext = {
    ...config,
    blockRange: BigInt(config.blockRange),
    id: source.id,
    chainId: chain.chainId,
    multicall3: chain.multicall3,
    fromBlock: BigInt(source.deployBlock),
    executor,
  }
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    kind: ALGEBRA_INTEGRAL_KIND,
    context,
    discover: (parameters) => discoverAlgebraIntegralPools({ ...parameters, context }),
    track: (parameters) => trackAlgebraIntegralPools({ ...parameters, context }),
    changesState: (log) => isAlgebraIntegralStateChange({ log }),
    logTopics: [...algebraPoolStateEventsAbi, ...algebraFactoryAbi.filter((item) => item.type === 'event')].map((event) => toEventSelector(event)),
    discoverFromLogs: (parameters) => discoverAlgebraIntegralPoolsFromLogs({ ...parameters, factory: context.factory }),
    simulator: (state) => createAlgebraIntegralSimulator({ state }),
    encode: (parameters) => encodeAlgebraIntegralStep({ ...parameters, executor }),
  }
}
