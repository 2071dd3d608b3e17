import { createSourceRegistry, encodeSwap, type PoolState, type Route, SimulationError, type Simulator, waitForReceipt } from '@sluice/core'
import type { SourceConformanceWorld } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidlyV1PoolAbi } from './abi.js'
import { getSolidlyV1AmountOut } from './getSolidlyV1AmountOut.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import { solidlyV1Artifacts } from './sandbox/solidlyV1Artifacts.js'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'
import { swapSolidlyV1Pool } from './swapSolidlyV1Pool.js'

// Buys of most of a stable pool's output reserve, against Velodrome V1's own Pair on Anvil. Pushed
// off balance, a stable pool serves buys of 62–99.99 % of a reserve that the inverse curve's
// Newton iterations could not solve (they overshot and overflowed, or cycled until `!y`), so a
// simulator may refuse them: every such amount the pool serves must be quoted with the least input
// (checked with the pool's own `getAmountOut`), and the executor must buy it on chain for exactly
// that input.

let sandbox: Sandbox | undefined
let world: SourceConformanceWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [solidlyV1Plugin], chains: [999] })
  world = sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [solidlyV1Plugin] })
})
afterAll(async () => {
  await sandbox?.stop()
})

async function stablePool(): Promise<{ state: PoolState<SolidlyV1State>; simulator: Simulator; blockNumber: bigint }> {
  const adapter = world.adapters[0]!
  const blockNumber = await world.client.getBlockNumber({ cacheTime: 0 })
  const { pools } = await adapter.discover({ client: world.client, toBlock: blockNumber })
  const states = (await adapter.track({ client: world.client, pools, blockNumber })) as PoolState<SolidlyV1State>[]
  const state = states.find((s) => s.data.stable)!
  return { state, simulator: adapter.simulator(state), blockNumber }
}

async function send(transaction: { to: Address; data?: Hex | undefined; value?: bigint | undefined; gas?: bigint | undefined }) {
  const hash = await world.wallet.sendTransaction({ ...transaction, chain: null })
  expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
}

const balanceOf = (token: Address) =>
  world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [world.wallet.account.address] })

const fixtureTokenAbi = parseAbi(['function owner() view returns (address)', 'function mint(address to, uint256 amount)'])

/** Mints `amount` of a fixture token to the wallet, as the token's owner (the sandbox's deployer, impersonated). */
async function mintAsOwner(token: Address, amount: bigint) {
  const owner = await world.client.readContract({ address: token, abi: fixtureTokenAbi, functionName: 'owner' })
  await world.client.request({ method: 'anvil_impersonateAccount' as never, params: [owner] as never })
  try {
    const data = encodeFunctionData({ abi: fixtureTokenAbi, functionName: 'mint', args: [world.wallet.account.address, amount] })
    const hash = (await world.client.request({ method: 'eth_sendTransaction' as never, params: [{ from: owner, to: token, data }] as never })) as Hex
    expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
  } finally {
    await world.client.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [owner] as never })
  }
}

/** Sells `times` the pool's reserve of `tokenIn` straight into the pool (input sent, then `swap`): the pool ends far off balance. */
async function pushOffBalance(times: bigint, zeroForOne: boolean) {
  const { state } = await stablePool()
  const tokenIn = state.pool.tokens[zeroForOne ? 0 : 1]
  const amountIn = (zeroForOne ? state.data.reserve0 : state.data.reserve1) * times
  // A little less than the pair's quote: V1's `_get_y` stops within a unit, so for a sell this
  // large its own `getAmountOut` can ask more than `K` allows (the simulator refuses it, as the pair would).
  const amountOut = (getSolidlyV1AmountOut({ amountIn, zeroForOne, state: state.data }) * 999n) / 1000n
  await mintAsOwner(tokenIn, amountIn)
  await send({ to: tokenIn, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [state.pool.address, amountIn] }) })
  const [amount0Out, amount1Out] = zeroForOne ? [0n, amountOut] : [amountOut, 0n]
  const data = encodeFunctionData({
    abi: solidlyV1Artifacts.pair.abi,
    functionName: 'swap',
    args: [amount0Out, amount1Out, world.wallet.account.address, '0x'],
  })
  // Ample gas: a pair writes its price observation only in a block of a new second, so a bare estimate may fall short.
  await send({ to: state.pool.address, data, gas: 1_000_000n })
}

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

async function buyThroughRouter(simulator: Simulator, tokenIn: Address, tokenOut: Address, amountIn: bigint, amountOut: bigint) {
  const step = { pool: simulator.pool, tokenIn, tokenOut, amountIn, amountOut, fee: simulator.fee() }
  const route: Route = { mode: 'buy', tokenIn, tokenOut, amountIn, amountOut, paths: [{ steps: [step], amountIn, amountOut }], gas: 0n, blockNumber: 0n }
  await mintAsOwner(tokenIn, amountIn)
  const encoded = await encodeSwap({
    client: world.client,
    registry: createSourceRegistry({ adapters: world.adapters }),
    router: world.router,
    route,
    user: world.wallet.account.address,
    slippage: 0,
    deadline: 2n ** 40n,
    approveMax: true,
  })
  const [outBefore, inBefore] = await Promise.all([balanceOf(tokenOut), balanceOf(tokenIn)])
  for (const transaction of encoded.transactions) await send(transaction)
  const [outAfter, inAfter] = await Promise.all([balanceOf(tokenOut), balanceOf(tokenIn)])
  return { received: outAfter - outBefore, spent: inBefore - inAfter }
}

describe('stable buys of 62–99.99 % of the output reserve', () => {
  // Sells of 5, 30 and 100 times a reserve, each way: the states where the old estimate refused buys.
  const skews = [5n, 30n, 100n].flatMap((times) => [true, false].map((zeroForOne) => ({ times, zeroForOne })))

  it.each(skews)(
    'off balance (sold $times× the reserve, token0 in: $zeroForOne): every buy the pool serves is quoted with its least input, and executes for it',
    { timeout: 300_000 },
    async ({ times, zeroForOne: skewZeroForOne }) => {
      const snapshot = (await world.client.request({ method: 'evm_snapshot' as never })) as Hex
      try {
        await pushOffBalance(times, skewZeroForOne)
        const { state, simulator, blockNumber } = await stablePool()
        for (const zeroForOne of [true, false]) {
          const [tokenIn, tokenOut] = zeroForOne ? state.pool.tokens : [state.pool.tokens[1], state.pool.tokens[0]]
          const reserveOut = zeroForOne ? state.data.reserve1 : state.data.reserve0
          // 62 % to 99.99 % of the reserve in steps of 0.07 %, and the last basis points one by one.
          const shares = [...Array.from({ length: 540 }, (_, i) => 6_200n + 7n * BigInt(i)), ...Array.from({ length: 20 }, (_, i) => 9_980n + BigInt(i))]
          const outs = shares.map((share) => (reserveOut * share) / 10_000n)
          const quoted = outs.map((amountOut) => simulator.quoteExactOut!({ tokenOut, amountOut }).amountIn)
          const onChain = await world.client.multicall({
            contracts: quoted.flatMap((amountIn) =>
              [amountIn, amountIn - 1n].map(
                (amount) => ({ address: state.pool.address, abi: solidlyV1PoolAbi, functionName: 'getAmountOut', args: [amount, tokenIn] }) as const,
              ),
            ),
            allowFailure: false,
            blockNumber,
            multicallAddress: sandbox!.manifest.chains[0]!.multicall3,
          })
          outs.forEach((amountOut, i) => {
            expect(onChain[2 * i]! >= amountOut, `${quoted[i]} buys ${amountOut}`).toBe(true)
            // One wei less: the pair's quote falls short, or the pair's `K` check refuses the swap
            // (V1's quote can ask a little more than `K` allows).
            const short = onChain[2 * i + 1]! < amountOut || !kHolds(quoted[i]! - 1n, amountOut, zeroForOne, state.data)
            expect(short, `${quoted[i]! - 1n} falls short of ${amountOut}`).toBe(true)
          })
          // Through Sluice's router: the executor's on-chain search finds the same input.
          for (const i of [0, 300, outs.length - 1]) {
            const inner = (await world.client.request({ method: 'evm_snapshot' as never })) as Hex
            try {
              const bought = await buyThroughRouter(simulator, tokenIn, tokenOut, quoted[i]!, outs[i]!)
              expect(bought, `buy ${outs[i]}`).toEqual({ received: outs[i], spent: quoted[i] })
            } finally {
              await world.client.request({ method: 'evm_revert' as never, params: [inner] as never })
            }
          }
        }
      } finally {
        await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
      }
    },
  )
})
