// A conformance run on a deliberately wrong simulator, for `conformanceCatchesRounding.test.ts`
// (not a test of its own: run only by that test, with SLUICE_INJECT_BUG set or not). The bug
// `fee-rounded-up` is the one a DEX team shipped: the fee taken from the input rounded up instead of down. On round
// amounts it gives the contract's answer to the wei; on odd amounts it gives up to one wei less.
import { type PoolState, SimulationError, type Simulator, type SourceAdapter } from '@sluice/core'
import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import type { Address } from 'viem'
import type { UniswapV2Reserves } from '../UniswapV2Reserves.js'
import { uniswapV2Plugin } from '../uniswapV2Plugin.js'

function feeRoundedUp(state: PoolState<UniswapV2Reserves>, reserves = [state.data.reserve0, state.data.reserve1]): Simulator {
  const { pool } = state
  const index = (token: Address) => (token.toLowerCase() === pool.tokens[0].toLowerCase() ? 0 : 1)
  const quote = (tokenIn: Address, amountIn: bigint) => {
    if (amountIn <= 0n || amountIn >= 1n << 112n) throw new SimulationError({ reason: 'AMOUNT' })
    const i = index(tokenIn)
    const fee = (amountIn * BigInt(pool.fee) + 999_999n) / 1_000_000n // the bug: rounded up
    const net = amountIn - fee
    const amountOut = (net * reserves[1 - i]!) / (reserves[i]! + net)
    if (amountOut === 0n) throw new SimulationError({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' })
    return { amountIn, amountOut, gas: 90_000n }
  }
  return {
    pool,
    quoteExactIn: ({ tokenIn, amountIn }) => quote(tokenIn, amountIn),
    swapExactIn({ tokenIn, amountIn }) {
      const result = quote(tokenIn, amountIn)
      reserves[index(tokenIn)]! += amountIn
      reserves[1 - index(tokenIn)]! -= result.amountOut
      return result
    },
    spotPrice: (tokenIn) => Number(reserves[1 - index(tokenIn)]!) / Number(reserves[index(tokenIn)]!),
    fee: () => pool.fee,
    clone: () => feeRoundedUp(state, [...reserves]),
  }
}

/** The other bug an outside author's suite let pass: swaps above 0.1 % of the input reserve refused, which the pair serves. */
function refusesLargeSwaps(state: PoolState<UniswapV2Reserves>, simulator: Simulator): Simulator {
  const reserveOf = (token: Address) => (token.toLowerCase() === state.pool.tokens[0].toLowerCase() ? state.data.reserve0 : state.data.reserve1)
  const quoteExactIn: Simulator['quoteExactIn'] = (parameters) => {
    if (parameters.amountIn * 1000n > reserveOf(parameters.tokenIn)) throw new SimulationError({ reason: 'REFUSED' })
    return simulator.quoteExactIn(parameters)
  }
  // The shipped simulator otherwise (its methods bound to it: it keeps its state in private fields).
  return new Proxy(simulator, {
    get: (target, key) => {
      if (key === 'quoteExactIn') return quoteExactIn
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const bug = process.env.SLUICE_INJECT_BUG
const plugin =
  bug === undefined
    ? uniswapV2Plugin
    : {
        ...uniswapV2Plugin,
        createAdapter: (parameters: Parameters<typeof uniswapV2Plugin.createAdapter>[0]): SourceAdapter<UniswapV2Reserves> => {
          const adapter = uniswapV2Plugin.createAdapter(parameters)
          return {
            ...adapter,
            simulator: (state) => (bug === 'refuses' ? refusesLargeSwaps(state, adapter.simulator(state)) : feeRoundedUp(state)),
          }
        },
      }
let sandbox: Sandbox | undefined

describeSourceConformance({
  name: `uniswap-v2 ${bug === undefined ? 'as shipped' : bug === 'refuses' ? 'refusing large swaps' : 'with the fee rounded up'}`,
  setup: async () => {
    sandbox = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999] })
    const chain = sandbox.manifest.chains[0]!
    // Discovery by enumeration (`allPairs` read at `toBlock`), as the outside author's plugin reads its factory:
    // the suite then runs on a world loaded from the cache (after the first run), whose history has no state.
    const sources = chain.sources.map((source) => ({ ...source, config: { ...(source.config as object), discovery: 'enumeration' } }))
    return sourceConformanceWorld({ chain: { ...chain, sources }, plugins: [plugin] })
  },
  teardown: async () => sandbox?.stop(),
})
