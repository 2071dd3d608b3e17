import type { PoolState } from '@sluice/core'
import { waitForReceipt } from '@sluice/core'
import { type Abi, type Address, erc20Abi, getAddress, type Hex, type Log, maxUint256, parseAbi, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { algebraFactoryAbi, algebraPoolAbi } from './abi.js'
import { computeAlgebraIntegralPoolAddress } from './computeAlgebraIntegralPoolAddress.js'
import { createAlgebraIntegralAdapter } from './createAlgebraIntegralAdapter.js'
import { ALGEBRA_INTEGRAL_SWAP_GAS, type AlgebraIntegralSimulator, createAlgebraIntegralSimulator } from './createAlgebraIntegralSimulator.js'
import { algebraIntegralArtifacts } from './sandbox/algebraIntegralArtifacts.js'
import { quoteWithQuoterV2 } from './test/quoteWithQuoterV2.js'
import { startTestWorld, type TestWorld } from './test/startTestWorld.js'

// discover → track → simulate on the test world, then the state follows real swaps, mints,
// burns and fee changes block by block: each is a state-changing log, and the state tracked after
// it simulates exactly as QuoterV2 quotes at that block.

let world: TestWorld
beforeAll(async () => {
  world = await startTestWorld()
}, 60_000)
afterAll(() => world?.stop())

const npmAbi = algebraIntegralArtifacts.positionManager.abi
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, address deployer, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 limitSqrtPrice) params) payable returns (uint256 amountOut)',
])

async function track(pool: Address, blockNumber?: bigint): Promise<PoolState<AlgebraIntegralPoolState>> {
  const at = blockNumber ?? (await world.client.getBlockNumber())
  const { pools } = await world.adapter.discover({ client: world.client, toBlock: at })
  const [state] = await world.adapter.track({ client: world.client, pools: pools.filter((p) => p.address === pool), blockNumber: at })
  return state!
}

/** The simulator equals QuoterV2 at the state's block, both directions, exact in and out, over a spread of amounts. */
async function expectQuoterEquality(state: PoolState<AlgebraIntegralPoolState>) {
  const simulator = createAlgebraIntegralSimulator({ state })
  for (const direction of [0, 1] as const) {
    const [tokenIn, tokenOut] = direction === 0 ? state.pool.tokens : [state.pool.tokens[1], state.pool.tokens[0]]
    for (const kind of ['in', 'out'] as const) {
      const balance = await world.client.readContract({
        address: kind === 'in' ? tokenIn : tokenOut,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [state.pool.address],
      })
      for (const k of [1n, 7n, 40n, 200n, 600n]) {
        const amount = (balance * k) / 1000n + 3n
        const answer = await quoteWithQuoterV2({
          client: world.client,
          quoter: world.config.quoter!,
          blockNumber: state.blockNumber,
          kind,
          tokenIn,
          tokenOut,
          amount,
        })
        const simulate = () =>
          kind === 'in' ? simulator.quoteExactIn({ tokenIn, amountIn: amount }) : simulator.quoteExactOut({ tokenOut, amountOut: amount })
        if (!answer.ok || answer.amountOut === 0n) {
          expect(simulate).toThrow()
          continue
        }
        expect({ ...simulate(), gas: 0n }, `${kind} ${amount} of ${direction}`).toEqual({ amountIn: answer.amountIn, amountOut: answer.amountOut, gas: 0n })
        expect(simulator.fee()).toBe(answer.fee)
      }
    }
  }
}

async function logsOf(hash: `0x${string}`): Promise<Log[]> {
  const receipt = await waitForReceipt({ client: world.client, hash })
  expect(receipt.status).toBe('success')
  return receipt.logs as Log[]
}

function expectStateChange(logs: Log[], pool: Address) {
  const own = logs.filter((log) => getAddress(log.address) === pool)
  expect(own.length).toBeGreaterThan(0)
  expect(own.some((log) => world.adapter.changesState(log))).toBe(true)
}

describe('createAlgebraIntegralAdapter', () => {
  it('discovers every pool of the factory, resumably, with addresses that derive from the pool deployer', async () => {
    const head = await world.client.getBlockNumber()
    const all = await world.adapter.discover({ client: world.client, toBlock: head })
    expect(all.pools.map((p) => p.address).sort()).toEqual(world.pools.map((p) => p.address).sort())
    for (const pool of all.pools) {
      expect(pool.sourceId).toBe(7)
      expect(pool.fee).toBe(world.pools.find((p) => p.address === pool.address)!.fee)
      expect(
        await world.client.readContract({
          address: world.config.factory,
          abi: parseAbi(['function poolByPair(address, address) view returns (address)']),
          functionName: 'poolByPair',
          args: pool.tokens,
        }),
      ).toBe(pool.address)
    }
    // In two calls, split at a block between the pools' creation: the same pools, once each.
    const logs = await world.client.getLogs({ address: world.config.factory, event: algebraFactoryAbi[0], fromBlock: world.deployBlock, toBlock: head })
    const middle = logs[1]!.blockNumber
    const first = await world.adapter.discover({ client: world.client, toBlock: middle })
    const second = await world.adapter.discover({ client: world.client, toBlock: head, cursor: first.cursor })
    expect([...first.pools, ...second.pools].map((p) => p.address).sort()).toEqual(all.pools.map((p) => p.address).sort())
    expect(first.pools.length).toBeGreaterThan(0)
    expect(second.pools.length).toBeGreaterThan(0)
    await expect(world.adapter.discover({ client: world.client, toBlock: head, cursor: 'nonsense' })).rejects.toThrow(/cursor/)
  })

  it('derives pool addresses as the factory does, custom pools included', async () => {
    const factoryAbi = parseAbi([
      'function computePoolAddress(address token0, address token1) view returns (address)',
      'function computeCustomPoolAddress(address customDeployer, address token0, address token1) view returns (address)',
    ])
    const [token0, token1] = world.pool('A/C owner fee 0.3%').tokens
    const { poolDeployer, initCodeHash } = world.config
    expect(computeAlgebraIntegralPoolAddress({ poolDeployer, initCodeHash, token0, token1 })).toBe(
      await world.client.readContract({ address: world.config.factory, abi: factoryAbi, functionName: 'computePoolAddress', args: [token0, token1] }),
    )
    const customDeployer = world.tokens.B
    expect(computeAlgebraIntegralPoolAddress({ poolDeployer, initCodeHash, token0, token1, customDeployer })).toBe(
      await world.client.readContract({
        address: world.config.factory,
        abi: factoryAbi,
        functionName: 'computeCustomPoolAddress',
        args: [customDeployer, token0, token1],
      }),
    )
  })

  it('discovers custom pools only from the custom deployers the config lists', async () => {
    const { createRequire } = await import('node:module')
    const mock = createRequire(import.meta.url)(
      '@cryptoalgebra/integral-core/artifacts/contracts/test/MockCustomPoolCreator.sol/MockCustomPoolCreator.json',
    ) as { abi: Abi; bytecode: Hex }
    const deployHash = await world.deployer.deployContract({ abi: mock.abi, bytecode: mock.bytecode, chain: null })
    const creator = getAddress((await waitForReceipt({ client: world.client, hash: deployHash })).contractAddress!)
    const factoryAbi = parseAbi([
      'function CUSTOM_POOL_DEPLOYER() view returns (bytes32)',
      'function grantRole(bytes32 role, address account)',
      'function customPoolByPair(address deployer, address token0, address token1) view returns (address)',
    ])
    const role = await world.client.readContract({ address: world.config.factory, abi: factoryAbi, functionName: 'CUSTOM_POOL_DEPLOYER' })
    await logsOf(
      await world.deployer.writeContract({ address: world.config.factory, abi: factoryAbi, functionName: 'grantRole', args: [role, creator], chain: null }),
    )
    const [token0, token1] = world.pool('A/B default fee').tokens
    await logsOf(
      await world.deployer.writeContract({
        address: creator,
        abi: mock.abi,
        functionName: 'createCustomPool',
        args: [world.config.factory, token0, token1, '0x'],
        chain: null,
      }),
    )
    const custom = await world.client.readContract({
      address: world.config.factory,
      abi: factoryAbi,
      functionName: 'customPoolByPair',
      args: [creator, token0, token1],
    })
    expect(custom).not.toBe(zeroAddress)
    await logsOf(
      await world.deployer.writeContract({
        address: custom,
        abi: parseAbi(['function initialize(uint160 price)']),
        functionName: 'initialize',
        args: [2n ** 96n],
        chain: null,
      }),
    )

    const head = await world.client.getBlockNumber()
    const plain = await world.adapter.discover({ client: world.client, toBlock: head })
    expect(plain.pools.map((p) => p.address)).not.toContain(custom)
    const withCustom = createAlgebraIntegralAdapter({
      source: { id: 7, name: 'AlgebraIntegral', description: 'Algebra Integral (test world)', deployBlock: world.deployBlock.toString() },
      config: { ...world.config, customPoolDeployers: [creator] },
      chain: { chainId: world.adapter.context.chainId, multicall3: world.adapter.context.multicall3, wrappedNative: world.tokens.A },
      executor: undefined,
    })
    const { pools } = await withCustom.discover({ client: world.client, toBlock: head })
    const found = pools.find((p) => p.address === custom)!
    expect(found).toMatchObject({ tokens: [token0, token1], fee: 500, extra: { deployer: creator } })
    expect(pools).toHaveLength(world.pools.length + 1)
    const [state] = await withCustom.track({ client: world.client, pools: [found], blockNumber: head })
    expect(state!.data).toMatchObject({ sqrtPrice: 2n ** 96n, liquidity: 0n, fee: 500 })
  })

  it('tracks the whole linked list of ticks, as the pool links them', async () => {
    const state = await track(world.pool('A/B default fee').address)
    const ticks = [...state.data.ticks.keys()].sort((a, b) => a - b)
    // Six positions: up to twelve ticks (full-range bounds included).
    expect(ticks.length).toBeGreaterThanOrEqual(10)
    ticks.forEach((tick, i) => {
      const data = state.data.ticks.get(tick)!
      if (i > 0) expect(data.prevTick).toBe(ticks[i - 1])
      if (i < ticks.length - 1) expect(data.nextTick).toBe(ticks[i + 1])
    })
    expect(state.data.prevTick).toBeLessThanOrEqual(state.data.tick)
    expect(state.data.nextTick).toBeGreaterThan(state.data.tick)
    expect(state.data.communityFee).toBe(100)
  })

  it('follows a swap: Swap is a state change, and the new state is the simulated swap', async () => {
    const pool = world.pool('A/B default fee')
    const before = await track(pool.address)
    const [token0, token1] = pool.tokens
    const balance = await world.client.readContract({ address: token0, abi: erc20Abi, functionName: 'balanceOf', args: [pool.address] })
    const amountIn = (balance * 40n) / 100n + 1n // deep: crosses ticks
    const simulator = createAlgebraIntegralSimulator({ state: before }) as AlgebraIntegralSimulator
    const expected = simulator.swapExactIn({ tokenIn: token0, amountIn })
    expect(expected.gas).toBeGreaterThan(ALGEBRA_INTEGRAL_SWAP_GAS)
    const user = world.user
    await logsOf(
      await user.writeContract({ address: token0, abi: erc20Abi, functionName: 'approve', args: [world.config.swapRouter!, maxUint256], chain: null }),
    )
    const outBefore = await world.client.readContract({ address: token1, abi: erc20Abi, functionName: 'balanceOf', args: [user.account.address] })
    const logs = await logsOf(
      await user.writeContract({
        address: world.config.swapRouter!,
        abi: routerAbi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: token0,
            tokenOut: token1,
            deployer: zeroAddress,
            recipient: user.account.address,
            deadline: 2n ** 40n,
            amountIn,
            amountOutMinimum: 0n,
            limitSqrtPrice: 0n,
          },
        ],
        chain: null,
        // Ample gas: the pool's plugin writes a timepoint only in a block of a new second.
        gas: 5_000_000n,
      }),
    )
    expectStateChange(logs, pool.address)
    const outAfter = await world.client.readContract({ address: token1, abi: erc20Abi, functionName: 'balanceOf', args: [user.account.address] })
    expect(outAfter - outBefore).toBe(expected.amountOut)
    const after = await track(pool.address)
    const { sqrtPrice, tick, liquidity, prevTick, nextTick } = after.data
    expect({ sqrtPrice, tick, liquidity, prevTick, nextTick }).toEqual(simulator.slot())
    await expectQuoterEquality(after)
  })

  it('follows a mint and a burn: new ticks, new liquidity, quotes still exact', async () => {
    const pool = world.pool('A/C owner fee 0.3%')
    const before = await track(pool.address)
    const deployer = world.deployer
    const center = Math.floor(before.data.tick / 60) * 60
    const mintArgs = {
      token0: pool.tokens[0],
      token1: pool.tokens[1],
      deployer: zeroAddress,
      tickLower: center - 600,
      tickUpper: center + 1200,
      amount0Desired: 10n ** 22n,
      amount1Desired: 10n ** 25n,
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: deployer.account.address,
      deadline: 2n ** 40n,
    }
    const mintLogs = await logsOf(
      // Ample gas here and below: the pool's plugin writes a timepoint only in a block of a new second, so a bare estimate may fall short.
      await deployer.writeContract({
        address: world.config.positionManager!,
        abi: npmAbi,
        functionName: 'mint',
        args: [mintArgs],
        chain: null,
        gas: 5_000_000n,
      }),
    )
    expectStateChange(mintLogs, pool.address)
    const minted = await track(pool.address)
    expect(minted.data.ticks.has(center - 600)).toBe(true)
    expect(minted.data.ticks.has(center + 1200)).toBe(true)
    expect(minted.data.liquidity).toBeGreaterThan(before.data.liquidity)
    await expectQuoterEquality(minted)

    const transfer = mintLogs.find((log) => getAddress(log.address) === world.config.positionManager && log.topics.length === 4)!
    const tokenId = BigInt(transfer.topics[3]!)
    const position = (await world.client.readContract({
      address: world.config.positionManager!,
      abi: npmAbi,
      functionName: 'positions',
      args: [tokenId],
    })) as readonly unknown[]
    const positionLiquidity = position.find((value, i) => i > 4 && typeof value === 'bigint' && value > 0n) as bigint
    const burnLogs = await logsOf(
      await deployer.writeContract({
        address: world.config.positionManager!,
        abi: npmAbi,
        functionName: 'decreaseLiquidity',
        args: [{ tokenId, liquidity: positionLiquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
        chain: null,
        gas: 5_000_000n,
      }),
    )
    expectStateChange(burnLogs, pool.address)
    const burnt = await track(pool.address)
    expect(burnt.data.ticks.has(center - 600)).toBe(false)
    expect(burnt.data.liquidity).toBe(before.data.liquidity)
    await expectQuoterEquality(burnt)
  })

  it('follows a fee change: Fee is a state change, and the simulator charges the new fee', async () => {
    const pool = world.pool('B/C thin 1%')
    const before = await track(pool.address)
    expect(createAlgebraIntegralSimulator({ state: before }).fee()).toBe(10_000)
    const logs = await logsOf(
      await world.deployer.writeContract({ address: pool.address, abi: algebraPoolAbi, functionName: 'setFee', args: [2_345], chain: null }),
    )
    expectStateChange(logs, pool.address)
    const after = await track(pool.address)
    expect(after.data.fee).toBe(2_345)
    expect(after.pool.fee).toBe(2_345)
    const tokenIn = world.tokens.B
    const amountIn = 100n * 10n ** 6n
    expect(createAlgebraIntegralSimulator({ state: after }).quoteExactIn({ tokenIn, amountIn }).amountOut).toBeGreaterThan(
      createAlgebraIntegralSimulator({ state: before }).quoteExactIn({ tokenIn, amountIn }).amountOut,
    )
    await expectQuoterEquality(after)
  })

  it('ignores logs that do not change swap state', async () => {
    const logs = await logsOf(
      await world.user.writeContract({ address: world.tokens.A, abi: erc20Abi, functionName: 'approve', args: [world.config.swapRouter!, 1n], chain: null }),
    )
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.some((log) => world.adapter.changesState(log))).toBe(false)
  })
})
