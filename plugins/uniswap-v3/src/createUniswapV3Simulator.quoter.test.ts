import { type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, BaseError, createPublicClient, decodeFunctionResult, ExecutionRevertedError, encodeFunctionData, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV3QuoterV2Abi } from './abi.js'
import { type CreateUniswapV3AdapterReturnType, createUniswapV3Adapter } from './createUniswapV3Adapter.js'
import { createUniswapV3Simulator, UNISWAP_V3_SWAP_GAS, UNISWAP_V3_TICK_CROSS_GAS } from './createUniswapV3Simulator.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

// Differential test: for every V3 pool of both sandbox chains, in both directions and for
// amounts from 1 wei to far beyond the pool's depth, the simulator over the state tracked at a
// block equals QuoterV2 at that block to the wei, and throws exactly where QuoterV2 reverts
// (or answers zero).

let sandbox: Sandbox
const worlds = new Map<
  number,
  {
    chain: ChainManifest
    client: PublicClient
    quoteClient: PublicClient
    blockNumber: bigint
    states: PoolState<UniswapV3PoolState>[]
    adapters: CreateUniswapV3AdapterReturnType[]
  }
>()

beforeAll(async () => {
  // 999 without HyperEVM's block gas limit: the reference reads here (QuoterV2 walking every tick
  // word, a whole tick bitmap in one read) take more gas than a 2M call may; the pool math does not
  // depend on it, and the engine's own reads at 2M are covered by loadUniswapV3State and blockGas.
  sandbox = await startSandbox({ plugins: [uniswapV3Plugin], blockGasLimits: { 999: null } })
  for (const chain of sandbox.manifest.chains) {
    const client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
    // Quotes go out as JSON-RPC batches: many small eth_calls per HTTP request.
    const quoteClient = createPublicClient({ transport: http(chain.rpcUrl, { batch: { batchSize: 100 } }) }) as PublicClient
    const blockNumber = await client.getBlockNumber()
    const adapters = chain.sources
      .filter((source) => source.kind === 'uniswap-v3')
      .map((source) =>
        createUniswapV3Adapter({
          id: source.id,
          name: source.name,
          description: source.description,
          chainId: chain.chainId,
          factory: configOf(source).factory,
          initCodeHash: configOf(source).initCodeHash,
          feeTiers: configOf(source).feeTiers,
          quoter: configOf(source).quoter,
          fromBlock: BigInt(source.deployBlock),
          multicall3: chain.multicall3,
          // Every word: amounts beyond the depth walk the price to its limit.
          wordRadius: 1 << 14,
        }),
      )
    const states: PoolState<UniswapV3PoolState>[] = []
    for (const adapter of adapters) {
      const { pools } = await adapter.discover({ client, toBlock: blockNumber })
      states.push(...(await adapter.track({ client, pools, blockNumber })))
    }
    worlds.set(chain.chainId, { chain, client, quoteClient, blockNumber, states, adapters })
  }
})
afterAll(() => sandbox?.stop())

type QuoterAnswer = { ok: true; amount: bigint; gasEstimate: bigint } | { ok: false }

async function quote(
  client: PublicClient,
  quoter: Address,
  blockNumber: bigint,
  kind: 'in' | 'out',
  tokenIn: Address,
  tokenOut: Address,
  fee: number,
  amount: bigint,
): Promise<QuoterAnswer> {
  const data =
    kind === 'in'
      ? encodeFunctionData({
          abi: uniswapV3QuoterV2Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
        })
      : encodeFunctionData({
          abi: uniswapV3QuoterV2Abi,
          functionName: 'quoteExactOutputSingle',
          args: [{ tokenIn, tokenOut, amount, fee, sqrtPriceLimitX96: 0n }],
        })
  try {
    const result = await client.call({ to: quoter, data, blockNumber })
    const [value, , , gasEstimate] =
      kind === 'in'
        ? decodeFunctionResult({ abi: uniswapV3QuoterV2Abi, functionName: 'quoteExactInputSingle', data: result.data! })
        : decodeFunctionResult({ abi: uniswapV3QuoterV2Abi, functionName: 'quoteExactOutputSingle', data: result.data! })
    return { ok: true, amount: value, gasEstimate }
  } catch (error) {
    // Only a revert is an answer; anything else (the node failing) fails the test.
    if (error instanceof BaseError && error.walk((e) => e instanceof ExecutionRevertedError)) return { ok: false }
    throw error
  }
}

/** 1 wei up to 7·10^(decimals + 8) (hundreds of millions of whole tokens: beyond every pool's depth). */
function amountsFor(decimals: number): bigint[] {
  const amounts: bigint[] = []
  for (let k = 0; k <= decimals + 8; k++) for (const m of [1n, 2n, 3n, 5n, 7n]) amounts.push(m * 10n ** BigInt(k))
  // Odd amounts too, so that rounding is exercised off round numbers.
  for (let k = 3; k <= decimals + 6; k += 2) amounts.push(10n ** BigInt(k) - 1n, 3n * 10n ** BigInt(k) + 7n)
  return amounts
}

describe.each([999, 1868])('chain %i: simulator equals QuoterV2', (chainId) => {
  it('discovers every V3 pool of the manifest', () => {
    const { chain, states } = worlds.get(chainId)!
    const v3Sources = new Set(chain.sources.filter((s) => s.kind === 'uniswap-v3').map((s) => s.id))
    const expected = chain.pools
      .filter((p) => v3Sources.has(p.sourceId))
      .map((p) => p.address)
      .sort()
    expect(states.map((s) => s.pool.address).sort()).toEqual(expected)
    expect(expected.length).toBeGreaterThan(0)
  })

  for (const kind of ['in', 'out'] as const)
    it(`exact ${kind}: to the wei over hundreds of amounts per pool and direction`, async () => {
      const { chain, quoteClient: client, blockNumber, states } = worlds.get(chainId)!
      let compared = 0
      let reverted = 0
      let crossed = 0
      const gasRatios: number[] = []
      for (const state of states) {
        // A fork without the periphery (renamed callback) has no QuoterV2: the conformance suite covers it.
        const quoter = configOf(chain.sources.find((s) => s.id === state.pool.sourceId)!).quoter
        if (!quoter) continue
        const simulator = createUniswapV3Simulator({ state })
        for (const [tokenIn, tokenOut] of [state.pool.tokens, [state.pool.tokens[1], state.pool.tokens[0]]] as const) {
          const decimals = chain.tokens.find((t) => t.address === (kind === 'in' ? tokenIn : tokenOut))!.decimals
          const amounts = amountsFor(decimals)
          const answers = await Promise.all(amounts.map((amount) => quote(client, quoter, blockNumber, kind, tokenIn, tokenOut, state.pool.fee, amount)))
          amounts.forEach((amount, i) => {
            const answer = answers[i]!
            const where = `${state.pool.address} ${tokenIn}->${tokenOut} exact ${kind} ${amount}`
            let simulated: bigint | SimulationError
            let gas = 0n
            try {
              const result = kind === 'in' ? simulator.quoteExactIn({ tokenIn, amountIn: amount }) : simulator.quoteExactOut({ tokenOut, amountOut: amount })
              simulated = kind === 'in' ? result.amountOut : result.amountIn
              gas = result.gas
              if (result.gas >= UNISWAP_V3_SWAP_GAS + UNISWAP_V3_TICK_CROSS_GAS) crossed++
            } catch (error) {
              if (!(error instanceof SimulationError)) throw error
              simulated = error
            }
            if (answer.ok && answer.amount > 0n) {
              expect(simulated, where).toBe(answer.amount)
              compared++
              // The gas model follows QuoterV2's estimate (for swaps of sane gas).
              if (answer.gasEstimate < 3_000_000n) gasRatios.push(Number(gas) / Number(answer.gasEstimate))
            } else {
              expect(simulated, where).toBeInstanceOf(SimulationError)
              reverted++
            }
          })
        }
      }
      expect(Math.min(...gasRatios)).toBeGreaterThan(0.85)
      expect(Math.max(...gasRatios)).toBeLessThan(1.15)
      // The amounts reach every regime: exact answers, tick crossings and failures.
      expect(compared).toBeGreaterThan(1000)
      expect(crossed).toBeGreaterThan(100)
      expect(reverted).toBeGreaterThan(50)
    })
})

// The shared conformance suite on real tracked pools: a tick-spacing-1 stable pool and a 1% thin one.
for (const tickSpacing of [1, 200])
  describeSimulatorConformance({
    name: `sandbox 999 pool of tick spacing ${tickSpacing}`,
    makeSimulator: () => createUniswapV3Simulator({ state: worlds.get(999)!.states.find((s) => s.data.tickSpacing === tickSpacing)! }),
  })

/** A sandbox source's config, as this plugin reads it. */
function configOf(source: { config: unknown }) {
  return uniswapV3Plugin.parseConfig(source.config)
}
