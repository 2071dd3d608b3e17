import { delegateSimulator } from '@sluice/core/testing'
import { createUniswapV2Adapter } from '@sluice/plugin-uniswap-v2'
import { createSourceRegistry, type SourceRegistry } from '../../../packages/core/src/registry/createSourceRegistry.js'

export type CreateFixtureRegistryParameters = {
  factory: `0x${string}`
  /** A quote of exactly this input (decimal) ends the thread it runs on, as a crash would. */
  exitOnAmountIn?: string | undefined
}

/** The registry quote workers build in `createQuoteWorkers.test.ts`: one real Uniswap V2 source, ID 0. */
export function createFixtureRegistry({ factory, exitOnAmountIn }: CreateFixtureRegistryParameters): SourceRegistry {
  const initCodeHash = `0x${'96'.repeat(32)}` as const
  const adapter = createUniswapV2Adapter({ id: 0, name: 'V2', description: 'fixture', chainId: 1, factory, initCodeHash })
  if (exitOnAmountIn === undefined) return createSourceRegistry({ adapters: [adapter] })
  const crash = BigInt(exitOnAmountIn)
  return createSourceRegistry({
    adapters: [
      {
        ...adapter,
        simulator(state: Parameters<typeof adapter.simulator>[0]) {
          const inner = adapter.simulator(state)
          return delegateSimulator({
            inner,
            overrides: {
              quoteExactIn(parameters) {
                if (parameters.amountIn === crash) process.exit(1)
                return inner.quoteExactIn(parameters)
              },
            },
          })
        },
      },
    ],
  })
}
