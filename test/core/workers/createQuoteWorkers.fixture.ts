import { createUniswapV2Adapter } from '@sluice/plugin-uniswap-v2'
import { createSourceRegistry, type SourceRegistry } from '../../../packages/core/src/registry/createSourceRegistry.js'

/** The registry quote workers build in `createQuoteWorkers.test.ts`: one real Uniswap V2 source, ID 0. */
export function createFixtureRegistry({ factory }: { factory: `0x${string}` }): SourceRegistry {
  const initCodeHash = `0x${'96'.repeat(32)}` as const
  return createSourceRegistry({ adapters: [createUniswapV2Adapter({ id: 0, name: 'V2', description: 'fixture', chainId: 1, factory, initCodeHash })] })
}
