import { type PoolState, SimulationError, waitForReceipt } from '@sluice/core'
import { type ChainManifest, inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import fc from 'fast-check'
import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, http, type PublicClient, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
import { type CreateSolidlyV1AdapterReturnType, createSolidlyV1Adapter } from './createSolidlyV1Adapter.js'
import { getSolidlyV1AmountOut } from './getSolidlyV1AmountOut.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import { solidlyV1Artifacts } from './sandbox/solidlyV1Artifacts.js'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'
import { swapSolidlyV1Pool } from './swapSolidlyV1Pool.js'

// The simulator against Velodrome V1's own Pair (compiled from its vendored official sources) on
// Anvil: `getAmountOut` to the wei over random amounts from 1 wei to far past the reserves, the
// buy search's answer checked with the pair's own `getAmountOut`, and real swaps on the pair.

type ChainFixture = {
  chain: ChainManifest
  client: PublicClient
  adapter: CreateSolidlyV1AdapterReturnType
  states: PoolState<SolidlyV1State>[]
  block: bigint
}

let sandbox: Sandbox
const fixtures: ChainFixture[] = []

function adapterOf(chain: ChainManifest, discovery: 'logs' | 'enumeration' = 'logs') {
  const source = chain.sources.find((s) => s.kind === 'solidly-v1')!
  const config = solidlyV1Plugin.parseConfig({ ...(source.config as object), discovery, batchSize: 3 })
  return createSolidlyV1Adapter({
    source,
    config,
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executor: undefined,
  })
}

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [solidlyV1Plugin] })
  for (const chain of sandbox.manifest.chains) {
    const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 }) as PublicClient
    const adapter = adapterOf(chain)
    const block = await client.getBlockNumber({ cacheTime: 0 })
    const { pools } = await adapter.discover({ client, toBlock: block })
    fixtures.push({ chain, client, adapter, states: await adapter.track({ client, pools, blockNumber: block }), block })
  }
})

afterAll(async () => {
  await sandbox?.stop()
})

const sorted = <item extends { address: string }>(items: item[]) => [...items].sort((a, b) => (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1))

describe('discover and track', () => {
  it("find exactly the manifest's pairs by PairCreated logs and by allPairs, with their curve and the factory's fee per curve", async () => {
    for (const { chain, client, states, block } of fixtures) {
      const expected = sorted(chain.pools.filter((pool) => pool.sourceId === 30))
      expect(expected.length).toBe(2)
      for (const mode of ['logs', 'enumeration'] as const) {
        const { pools } = await adapterOf(chain, mode).discover({ client, toBlock: block })
        expect(
          sorted(pools).map(({ address, tokens, extra }) => ({ address, tokens, extra })),
          mode,
        ).toEqual(expected.map(({ address, tokens, extra }) => ({ address, tokens, extra })))
      }
      // The manifest's fee is what the sandbox set on the factory: 1 bp stable, 5 bp volatile.
      for (const pool of expected) expect(states.find((s) => s.pool.address === pool.address)!.data.fee * 100n).toBe(BigInt(pool.fee))
      expect(states.map((s) => [s.data.stable, s.data.fee]).sort()).toEqual([
        [false, 5n],
        [true, 1n],
      ])
    }
  })

  it("derives pair addresses from the factory's own pairCodeHash()", async () => {
    for (const { chain, client } of fixtures) {
      const config = solidlyV1Plugin.parseConfig(chain.sources.find((s) => s.kind === 'solidly-v1')!.config)
      expect(await client.readContract({ address: config.factory, abi: solidlyV1FactoryAbi, functionName: 'pairCodeHash' })).toBe(config.pairCodeHash)
    }
  })
})

/** Whether the pair's `swap` accepts `amountIn` paid for `amountOut` (its `K` check, `swapSolidlyV1Pool`). */
function kHolds(amountIn: bigint, amountOut: bigint, zeroForOne: boolean, state: SolidlyV1State): boolean {
  try {
    swapSolidlyV1Pool({ amountIn, amountOut, zeroForOne, state })
    return true
  } catch (error) {
    if (error instanceof SimulationError && error.reason === 'K') return false
    throw error
  }
}

describe('simulator against the pool', () => {
  /** Random amounts from 1 wei to 1000 times `reserve`, with the edges. */
  function amountsUpTo(reserve: bigint, seed: number): bigint[] {
    const random = fc.sample(fc.oneof(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 1n, max: reserve }), fc.bigInt({ min: 1n, max: reserve * 1000n })), {
      numRuns: 150,
      seed,
    })
    return [1n, 2n, reserve / 2n, reserve - 1n, reserve, reserve + 1n, reserve * 1000n, ...random]
  }

  it('getAmountOut equals the pool to the wei, both directions, for stable and volatile pools, and fails where it reverts', async () => {
    let compared = 0
    for (const fixture of fixtures)
      for (const [p, state] of fixture.states.entries())
        for (const zeroForOne of [true, false]) {
          const tokenIn = state.pool.tokens[zeroForOne ? 0 : 1]
          const amounts = amountsUpTo(zeroForOne ? state.data.reserve0 : state.data.reserve1, p * 2 + Number(zeroForOne))
          const onChain = await fixture.client.multicall({
            contracts: amounts.map(
              (amount) => ({ address: state.pool.address, abi: solidlyV1PoolAbi, functionName: 'getAmountOut', args: [amount, tokenIn] }) as const,
            ),
            allowFailure: true,
            blockNumber: fixture.block,
            multicallAddress: fixture.chain.multicall3,
          })
          amounts.forEach((amountIn, i) => {
            const result = onChain[i]!
            compared++
            if (result.status === 'failure') expect(() => getSolidlyV1AmountOut({ amountIn, zeroForOne, state: state.data })).toThrow(SimulationError)
            else expect(getSolidlyV1AmountOut({ amountIn, zeroForOne, state: state.data }), `${amountIn} of ${tokenIn}`).toBe(result.result)
          })
        }
    expect(compared).toBeGreaterThan(2 * 2 * 2 * 150)
  })

  it("buys: the quoted input is the least whose pool getAmountOut reaches the output (checked with the pool's getAmountOut)", async () => {
    let compared = 0
    for (const fixture of fixtures)
      for (const [p, state] of fixture.states.entries())
        for (const zeroForOne of [true, false]) {
          const [tokenIn, tokenOut] = zeroForOne ? state.pool.tokens : [state.pool.tokens[1], state.pool.tokens[0]]
          const reserveOut = zeroForOne ? state.data.reserve1 : state.data.reserve0
          const outs = [
            1n,
            2n,
            reserveOut / 2n,
            // Buys of 62 % to 99.99 % of the output reserve, where a stable curve's solver is most strained.
            ...Array.from({ length: 40 }, (_, k) => (reserveOut * BigInt(6_200 + k * 95)) / 10_000n),
            (reserveOut * 9_999n) / 10_000n,
            ...fc.sample(fc.bigInt({ min: 1n, max: reserveOut - 1n }), { numRuns: 60, seed: 100 + p * 2 + Number(zeroForOne) }),
          ]
          const simulator = fixture.adapter.simulator(state)
          // Every output up to 99.99 % of the reserve has an input whose getAmountOut reaches it (the
          // pair's `_get_y` overflows only for inputs past about 10^29 normalised units): the simulator
          // must find it. Past that, an output within a few units of the whole reserve may need an
          // input whose quote overflows in the pair too, which the executor cannot pay either.
          const quoted = outs.map((amountOut) => {
            try {
              return simulator.quoteExactOut!({ tokenOut, amountOut }).amountIn
            } catch (error) {
              expect(error).toBeInstanceOf(SimulationError)
              expect(amountOut * 10_000n > reserveOut * 9_999n, `${amountOut} of ${reserveOut} refused`).toBe(true)
              return undefined
            }
          })
          const checks = quoted.flatMap((amountIn) => (amountIn === undefined ? [] : [amountIn, amountIn - 1n]))
          const onChain = await fixture.client.multicall({
            contracts: checks.map(
              (amount) => ({ address: state.pool.address, abi: solidlyV1PoolAbi, functionName: 'getAmountOut', args: [amount, tokenIn] }) as const,
            ),
            allowFailure: false,
            blockNumber: fixture.block,
            multicallAddress: fixture.chain.multicall3,
          })
          let c = 0
          outs.forEach((amountOut, i) => {
            if (quoted[i] === undefined) return
            compared++
            expect(onChain[c++]! >= amountOut, `${quoted[i]} buys ${amountOut}`).toBe(true)
            // One wei less: the pair's quote falls short, or its `K` check refuses the swap (V1's quote can ask a little more than `K` allows).
            const short = onChain[c++]! < amountOut || !kHolds(quoted[i]! - 1n, amountOut, zeroForOne, state.data)
            expect(short, `${quoted[i]! - 1n} falls short of ${amountOut}`).toBe(true)
          })
        }
    expect(compared).toBeGreaterThan(2 * 2 * 2 * 100)
  })
})

describe('on chain', () => {
  function walletOf(fixture: ChainFixture) {
    const account = privateKeyToAccount(fixture.chain.accounts[0]!.privateKey)
    const chain = defineChain({
      id: fixture.chain.chainId,
      name: fixture.chain.name,
      nativeCurrency: { name: fixture.chain.nativeSymbol, symbol: fixture.chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [fixture.chain.rpcUrl] } },
    })
    return {
      wallet: createWalletClient({ account, chain, transport: http(fixture.chain.rpcUrl) }),
      anvil: createTestClient({ mode: 'anvil', chain, transport: http(fixture.chain.rpcUrl) }),
    }
  }

  it('a real swap on the pool (input sent, then swap) moves balances and reserves exactly as simulated, and reverts K where the simulator refuses', async () => {
    for (const fixture of fixtures) {
      const { wallet, anvil } = walletOf(fixture)
      const owner = wallet.account.address
      for (const [p, state] of fixture.states.entries())
        for (const zeroForOne of [true, false]) {
          const [tokenIn, tokenOut] = zeroForOne ? state.pool.tokens : [state.pool.tokens[1], state.pool.tokens[0]]
          const reserveIn = zeroForOne ? state.data.reserve0 : state.data.reserve1
          for (const amountIn of [1n, ...fc.sample(fc.bigInt({ min: 1n, max: reserveIn / 5n }), { numRuns: 3, seed: 200 + p * 2 + Number(zeroForOne) })]) {
            const snapshot = await anvil.snapshot()
            try {
              const head = await fixture.client.getBlockNumber({ cacheTime: 0 })
              const [live] = await fixture.adapter.track({ client: fixture.client, pools: [state.pool], blockNumber: head })
              const simulator = fixture.adapter.simulator(live!)
              let expected: bigint | undefined
              try {
                expected = simulator.swapExactIn({ tokenIn, amountIn }).amountOut
              } catch (error) {
                expect(error).toBeInstanceOf(SimulationError)
              }
              await waitForReceipt({
                client: fixture.client,
                hash: await wallet.writeContract({ address: tokenIn, abi: erc20Abi, functionName: 'transfer', args: [state.pool.address, amountIn] }),
              })
              const out = expected ?? getSolidlyV1AmountOut({ amountIn, zeroForOne, state: live!.data })
              const [amount0Out, amount1Out] = zeroForOne ? [0n, out] : [out, 0n]
              const swap = {
                account: owner,
                address: state.pool.address,
                abi: solidlyV1Artifacts.pair.abi,
                functionName: 'swap',
                args: [amount0Out, amount1Out, owner, '0x'],
              } as const
              if (expected === undefined) {
                await expect(fixture.client.simulateContract(swap)).rejects.toThrow()
                continue
              }
              const before = await fixture.client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
              // Ample gas: a pair writes its price observation only in a block of a new second, so a bare estimate may fall short.
              const receipt = await waitForReceipt({ client: fixture.client, hash: await wallet.writeContract({ ...swap, gas: 1_000_000n }) })
              expect(receipt.status).toBe('success')
              const after = await fixture.client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
              expect(after - before).toBe(expected)
              // Sync carries the new reserves: applied to the state, they are the simulator's and the pool's.
              const syncs = receipt.logs.filter((log) => fixture.adapter.changesState(log))
              expect(syncs).toHaveLength(1)
              const applied = fixture.adapter.applyLogs!({ state: live!, logs: syncs, blockNumber: receipt.blockNumber })!
              const [tracked] = await fixture.adapter.track({ client: fixture.client, pools: [state.pool], blockNumber: receipt.blockNumber })
              expect(applied.data).toEqual(tracked!.data)
              const back = { tokenIn: tokenOut, amountIn: (zeroForOne ? tracked!.data.reserve1 : tracked!.data.reserve0) / 1000n }
              expect(simulator.quoteExactIn(back)).toEqual(fixture.adapter.simulator(tracked!).quoteExactIn(back))
            } finally {
              await anvil.revert({ id: snapshot })
            }
          }
        }
    }
  })

  it('discovery resumes from its cursor and finds a newly created pair, and only it', async () => {
    for (const fixture of fixtures) {
      const { wallet } = walletOf(fixture)
      for (const mode of ['logs', 'enumeration'] as const) {
        const adapter = adapterOf(fixture.chain, mode)
        const source = fixture.chain.sources.find((s) => s.kind === 'solidly-v1')!
        const first = await adapter.discover({ client: fixture.client, toBlock: await fixture.client.getBlockNumber({ cacheTime: 0 }) })
        const taken = new Set(first.pools.map((pool) => `${[...pool.tokens].sort().join()}${pool.extra?.stable}`))
        const tokens = fixture.chain.tokens.map((t) => t.address)
        const pair = tokens.flatMap((a) => tokens.map((b) => [a, b] as const)).find(([a, b]) => a < b && !taken.has(`${[a, b].join()}true`))!
        // Creating a pair takes more gas than a HyperEVM fast block holds: in a big block, as there.
        const receipt = await inBigBlocks({
          rpcUrl: fixture.chain.rpcUrl,
          run: async () =>
            waitForReceipt({
              client: fixture.client,
              hash: await wallet.writeContract({
                address: solidlyV1Plugin.parseConfig(source.config).factory,
                abi: solidlyV1Artifacts.factory.abi,
                functionName: 'createPair',
                args: [pair[0], pair[1], true],
              }),
            }),
        })
        const [created] = parseEventLogs({ abi: solidlyV1FactoryAbi, logs: receipt.logs, eventName: 'PairCreated' })
        const next = await adapter.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: first.cursor })
        expect(next.pools.map((pool) => [pool.address, pool.extra])).toEqual([[created!.args.pair, { stable: true }]])
        expect(adapter.discoverFromLogs!({ logs: receipt.logs, toBlock: receipt.blockNumber, cursor: first.cursor })?.pools).toEqual(next.pools)
        expect((await adapter.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: next.cursor })).pools).toEqual([])
        await expect(adapter.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: 'bogus:1' })).rejects.toThrow('does not belong')
      }
    }
  })
})
