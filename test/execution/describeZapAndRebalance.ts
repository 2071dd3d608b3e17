import { routerAbi } from '@sluice/contracts'
import {
  type AnySourcePlugin,
  type EncodeZapParameters,
  encodeRebalance,
  encodeSwap,
  encodeZap,
  type PoolGraphSnapshot,
  type Position,
  type PositionSupport,
  quoteRebalance,
  quoteZap,
  type Simulator,
} from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { type Address, decodeEventLog, erc20Abi, type Log, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

export type DescribeZapAndRebalanceParameters = {
  /** The describe block's name. */
  name: string
  /** The concentrated-liquidity DEX type whose fixture source (chain 999) and WHYPE/USDT0 pool are zapped into. */
  plugin: AnySourcePlugin
}

const ownerOfAbi = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)'])
const deadline = 2n ** 40n

/**
 * Zap and rebalance through a DEX type's official position manager on the sandbox (chain 999, all
 * default plugins): a zap mints exactly the quoted liquidity, an increase adds exactly the quoted
 * liquidity, a rebalance after the price moved burns the old NFT and mints exactly as quoted, and
 * the router and swap logic keep nothing.
 */
export function describeZapAndRebalance({ name, plugin }: DescribeZapAndRebalanceParameters) {
  let sandbox: Sandbox
  let world: ExecutionWorld
  /** The fixture world's source of the plugin, its position manager and its WHYPE/USDT0 pool. */
  let sourceId: number
  let manager: Address
  let poolAddress: Address
  const positions = plugin.positions as PositionSupport
  /** The chain's block gas limit (999: HyperEVM's 2M, which the sandbox's chain runs with), given to the quotes and transactions as the server gives it. */
  const blockGasLimit = sandboxChains.find((chain) => chain.chainId === 999)!.blockGasLimit

  beforeAll(async () => {
    sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
    const source = world.chain.sources.find((s) => s.kind === plugin.kind)!
    sourceId = source.id
    manager = configOf(source).positionManager!
    const pair = [world.token('WHYPE').address, world.token('USDT0').address]
    poolAddress = world.chain.pools.find((p) => p.sourceId === sourceId && pair.every((t) => p.tokens.includes(t)))!.address
  })
  afterAll(() => sandbox?.stop())

  async function target() {
    const snapshot = await world.snapshot()
    const simulator = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === poolAddress.toLowerCase())!
    return { snapshot, simulator, pool: simulator.pool }
  }

  function rangeAround(simulator: Simulator, spacings: number) {
    const { tick, tickSpacing } = positions.poolRange(simulator)
    const center = Math.floor(tick / tickSpacing) * tickSpacing
    return { tickLower: center - spacings * tickSpacing, tickUpper: center + (spacings + 1) * tickSpacing }
  }

  function newTokenId(logs: readonly Log[]): bigint {
    for (const log of logs) {
      if (log.address.toLowerCase() !== world.contracts.router.toLowerCase()) continue
      try {
        const event = decodeEventLog({ abi: routerAbi, data: log.data, topics: log.topics })
        if (event.eventName === 'Zapped' || event.eventName === 'Rebalanced') return event.args.tokenId
      } catch {}
    }
    throw new Error('no Zapped/Rebalanced event')
  }

  const readPosition = async (tokenId: bigint) =>
    positions.readPosition({ client: world.client, positionManager: manager, tokenId, blockNumber: await world.client.getBlockNumber() })

  const balances = (holder: Address, tokens: readonly Address[]) =>
    Promise.all(tokens.map((token) => world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })))

  async function contractsHold(tokens: readonly Address[]) {
    let total = 0n
    for (const holder of [world.contracts.router, world.contracts.swapLogic]) for (const amount of await balances(holder, tokens)) total += amount
    return total
  }

  /** The snapshot with the position's pool as it is once the position is withdrawn. */
  async function withdrawnSnapshot(snapshot: PoolGraphSnapshot, position: Position): Promise<PoolGraphSnapshot> {
    const adapter = world.registry.get(sourceId)
    const simulators = await Promise.all(
      snapshot.simulators.map(async (simulator) => {
        if (simulator.pool.address.toLowerCase() !== poolAddress.toLowerCase()) return simulator
        const [state] = await adapter.track({ client: world.client, pools: [simulator.pool], blockNumber: snapshot.blockNumber })
        const withdrawn = await positions.withdrawPoolLiquidity({
          client: world.client,
          state: state!,
          tickLower: position.tickLower,
          tickUpper: position.tickUpper,
          liquidity: position.liquidity,
          blockNumber: snapshot.blockNumber,
        })
        return adapter.simulator(withdrawn)
      }),
    )
    return { ...snapshot, simulators }
  }

  /** A zap through the world's router into the plugin's positions, at 0.5% slippage. */
  const zapOn = (order: Omit<EncodeZapParameters, 'client' | 'registry' | 'router' | 'positions' | 'positionManager' | 'slippage' | 'deadline'>) =>
    encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: manager,
      slippage: 0.005,
      deadline,
      blockGasLimit,
      ...order,
    })

  let mintedId: bigint

  describe(name, () => {
    it('zap a pool token into a new position: liquidity exactly as quoted, balances change by the input less the refunds', async () => {
      const wallet = world.wallet(0)
      const user = wallet.account.address
      const { snapshot, simulator, pool } = await target()
      const { tickLower, tickUpper } = rangeAround(simulator, 20)
      const tokenIn = world.token('USDT0').address
      const amountIn = parseUnits('20000', 6)
      const quote = quoteZap({ snapshot, positions, pool: poolAddress, tickLower, tickUpper, tokenIn, amountIn, blockGasLimit })
      const encoded = await zapOn({
        pool,
        tickLower,
        tickUpper,
        quote,
        tokenIn,
        amountIn,
        user,
      })
      expect(encoded.simulatedLiquidity).toBe(quote.mint.liquidity)
      const before = await balances(user, pool.tokens)
      const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
      expect(receipts.map((r) => r.status)).toEqual(encoded.transactions.map(() => 'success'))
      const after = await balances(user, pool.tokens)
      const position = await readPosition(newTokenId(receipts.at(-1)!.logs))
      expect(position.owner).toBe(user)
      expect(position.liquidity).toBe(quote.mint.liquidity)
      expect([position.tickLower, position.tickUpper]).toEqual([tickLower, tickUpper])
      const inIndex = pool.tokens.findIndex((t) => t.toLowerCase() === tokenIn.toLowerCase())
      const refunds = [quote.offered[0] - quote.mint.amount0, quote.offered[1] - quote.mint.amount1]
      for (const i of [0, 1]) expect(after[i]! - before[i]!).toBe((i === inIndex ? -amountIn : 0n) + refunds[i]!)
      expect(await contractsHold(pool.tokens)).toBe(0n)
      mintedId = position.tokenId
    })

    it("a zap the position executor refuses fails simulation with the executor's error by name, never its raw revert data", async () => {
      // The position executor does not stake: a zap asked to stake the new position reverts there (StakingUnsupported).
      const { snapshot, simulator, pool } = await target()
      const { tickLower, tickUpper } = rangeAround(simulator, 20)
      const tokenIn = world.token('USDT0').address
      const amountIn = parseUnits('100', 6)
      const quote = quoteZap({ snapshot, positions, pool: poolAddress, tickLower, tickUpper, tokenIn, amountIn, blockGasLimit })
      const zap = zapOn({
        pool,
        tickLower,
        tickUpper,
        quote,
        tokenIn,
        amountIn,
        user: world.wallet(0).account.address,
        stake: { staker: world.contracts.swapLogic, data: '0x', description: 'a staker' },
      })
      await expect(zap).rejects.toMatchObject({ name: 'TransactionSimulationError', shortMessage: 'The zap failed simulation: StakingUnsupported().' })
    })

    it('increase it with an outside token: the liquidity added is exactly as quoted', async () => {
      const wallet = world.wallet(0)
      const user = wallet.account.address
      const before = await readPosition(mintedId)
      const { snapshot, pool } = await target()
      const tokenIn = world.token('UBTC').address
      const amountIn = parseUnits('0.05', 8)
      const quote = quoteZap({
        snapshot,
        positions,
        pool: poolAddress,
        tickLower: before.tickLower,
        tickUpper: before.tickUpper,
        tokenIn,
        amountIn,
        blockGasLimit,
      })
      const encoded = await zapOn({
        pool,
        tickLower: before.tickLower,
        tickUpper: before.tickUpper,
        quote,
        tokenIn,
        amountIn,
        user,
        positionId: mintedId,
      })
      const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
      expect(receipts.map((r) => r.status)).toEqual(encoded.transactions.map(() => 'success'))
      const after = await readPosition(mintedId)
      expect(after.liquidity - before.liquidity).toBe(quote.mint.liquidity)
      expect(await contractsHold([...pool.tokens, tokenIn])).toBe(0n)
    })

    it('rebalance, auto-centred after the price moved: old NFT burned, the swap runs through the withdrawn pool, new liquidity exactly as quoted', async () => {
      const wallet = world.wallet(0)
      const user = wallet.account.address
      const push = await world.route({
        mode: 'sell',
        tokenIn: world.token('USDT0').address,
        tokenOut: world.token('WHYPE').address,
        paths: [{ pools: [poolAddress], amount: parseUnits('150000', 6) }],
      })
      const swap = await encodeSwap({
        client: world.client,
        registry: world.registry,
        router: world.contracts.router,
        route: push,
        user: world.wallet(3).account.address,
        slippage: 0.05,
        deadline,
        blockGasLimit,
      })
      await executeTransactions({ client: world.client, wallet: world.wallet(3), transactions: swap.transactions })

      const position = await readPosition(mintedId)
      expect(position.withdrawable[0] + position.withdrawable[1]).toBeGreaterThan(0n)
      const snapshot = await withdrawnSnapshot(await world.snapshot(), position)
      const pool = snapshot.simulators.find((s) => s.pool.address.toLowerCase() === poolAddress.toLowerCase())!.pool
      // Only the plugin's source: the swap goes through the very pool the position leaves.
      const quote = quoteRebalance({ snapshot, positions, position, pool: poolAddress, includedSources: [sourceId], blockGasLimit })
      expect(
        quote.routes.some((route) => route?.paths.some((path) => path.steps.some((step) => step.pool.address.toLowerCase() === poolAddress.toLowerCase()))),
      ).toBe(true)
      const encoded = await encodeRebalance({
        client: world.client,
        registry: world.registry,
        router: world.contracts.router,
        positions,
        position,
        pool,
        quote,
        user,
        slippage: 0.005,
        deadline,
        blockGasLimit,
        approveMax: true,
      })
      expect(encoded.simulatedLiquidity).toBe(quote.mint.liquidity)
      const before = await balances(user, pool.tokens)
      const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
      expect(receipts.map((r) => r.status)).toEqual(encoded.transactions.map(() => 'success'))
      const after = await balances(user, pool.tokens)
      await expect(world.client.readContract({ address: manager, abi: ownerOfAbi, functionName: 'ownerOf', args: [mintedId] })).rejects.toThrow()
      const fresh = await readPosition(newTokenId(receipts.at(-1)!.logs))
      expect(fresh.owner).toBe(user)
      expect(fresh.liquidity).toBe(quote.mint.liquidity)
      expect([fresh.tickLower, fresh.tickUpper]).toEqual([quote.tickLower, quote.tickUpper])
      for (const i of [0, 1]) expect(after[i]! - before[i]!).toBe(quote.offered[i]! - (i === 0 ? quote.mint.amount0 : quote.mint.amount1))
      expect(await contractsHold(pool.tokens)).toBe(0n)
    })
  })
}
