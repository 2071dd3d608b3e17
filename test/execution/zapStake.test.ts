import { routerAbi } from '@sluice/contracts'
import { encodeRebalance, encodeZap, quoteRebalance, quoteZap } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import {
  deployV3Staker,
  encodeUniswapV3Stake,
  uniswapV3PositionSupport as positions,
  START_DELAY,
  type UniswapV3Incentive,
  uniswapV3StakerAbi,
  unstakeUniswapV3Position,
} from '@sluice/plugin-uniswap-v3'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, encodeAbiParameters, keccak256, parseEventLogs, parseUnits, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'
import { setupZapWorld, uniswapV3PositionManagerAbi, type ZapWorld } from './setupZapWorld.js'

let sandbox: Sandbox
let world: ExecutionWorld
let zapWorld: ZapWorld
let incentive: UniswapV3Incentive

const deadline = 2n ** 40n

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  zapWorld = await setupZapWorld(world)
  // A live USDT0 incentive on the deep WHYPE/USDT0 pool, funded by account 3.
  const source = world.chain.sources.find((s) => s.id === 3)!
  // The staker deployed in big blocks, as on HyperEVM (it takes more gas than a fast block holds).
  const deployed = await inBigBlocks({
    rpcUrl: world.chain.rpcUrl,
    run: () =>
      deployV3Staker({
        walletClient: world.wallet(3),
        publicClient: world.client,
        factory: configOf(source).factory,
        positionManager: configOf(source).positionManager!,
        incentives: [
          {
            pool: zapWorld.pool(3, 'WHYPE', 'USDT0', 500),
            rewardToken: world.token('USDT0').address,
            reward: parseUnits('10000', 6),
            duration: 30n * 24n * 3600n,
          },
        ],
      }),
  })
  incentive = deployed.incentives[0]!
  await world.client.request({ method: 'evm_increaseTime' as never, params: [toHex(START_DELAY + 1n)] as never })
  await world.client.request({ method: 'evm_mine' as never, params: [] as never })
})
afterAll(() => sandbox?.stop())

const incentiveId = (i: UniswapV3Incentive) =>
  keccak256(
    encodeAbiParameters(
      [{ type: 'tuple', components: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'address' }] }],
      [[i.rewardToken, i.pool, i.startTime, i.endTime, i.refundee]],
    ),
  )

async function expectStaked(tokenId: bigint, owner: Address, liquidity: bigint) {
  const manager = zapWorld.positionManager(3)
  expect(await world.client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(
    incentive.staker,
  )
  const [depositOwner, stakes] = await world.client.readContract({
    address: incentive.staker,
    abi: uniswapV3StakerAbi,
    functionName: 'deposits',
    args: [tokenId],
  })
  expect([depositOwner, stakes]).toEqual([owner, 1])
  const [, staked] = await world.client.readContract({
    address: incentive.staker,
    abi: uniswapV3StakerAbi,
    functionName: 'stakes',
    args: [tokenId, incentiveId(incentive)],
  })
  expect(staked).toBe(liquidity)
}

describe('staking', () => {
  let tokenId: bigint
  it("zap with stake: the new NFT is deposited and staked in the incentive in the user's name", async () => {
    const wallet = world.wallet(0)
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const snapshot = await world.snapshot()
    const simulator = snapshot.simulators.find((s) => s.pool.address === address)!
    const { tick, tickSpacing } = positions.poolRange(simulator)
    const tickLower = Math.floor(tick / tickSpacing) * tickSpacing - 10 * tickSpacing
    const tickUpper = tickLower + 21 * tickSpacing
    const tokenIn = world.token('UETH').address
    const amountIn = parseUnits('1', 18)
    const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn, amountIn })
    const encoded = await encodeZap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      positions,
      positionManager: zapWorld.positionManager(3),
      pool: simulator.pool,
      tickLower,
      tickUpper,
      quote,
      tokenIn,
      amountIn,
      user: wallet.account.address,
      slippage: 0.005,
      deadline,
      stake: { staker: incentive.staker, data: encodeUniswapV3Stake({ incentive }), description: 'the USDT0 incentive' },
    })
    expect(encoded.simulatedLiquidity).toBe(quote.mint.liquidity)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    tokenId = parseEventLogs({ abi: routerAbi, logs: receipts.at(-1)!.logs, eventName: 'Zapped' })[0]!.args.tokenId
    expect((await zapWorld.position(zapWorld.positionManager(3), tokenId)).liquidity).toBe(quote.mint.liquidity)
    await expectStaked(tokenId, wallet.account.address, quote.mint.liquidity)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })

  it('rebalance a staked position: unstake, claim, withdraw, approve, rebalance (staked again), in order', async () => {
    const wallet = world.wallet(0)
    const user = wallet.account.address
    const manager = zapWorld.positionManager(3)
    const staked = await zapWorld.position(manager, tokenId)
    expect(staked.owner).toBe(incentive.staker)
    const before = await unstakeUniswapV3Position({ client: world.client, staker: incentive.staker, tokenId, incentives: [incentive], owner: user })
    expect(before.transactions).toHaveLength(3)
    const position = { ...staked, owner: user }
    const snapshot = await zapWorld.withdrawnSnapshot(await world.snapshot(), position)
    const address = zapWorld.pool(3, 'WHYPE', 'USDT0', 500)
    const pool = snapshot.simulators.find((s) => s.pool.address === address)!.pool
    const quote = quoteRebalance({ snapshot, positions, position, pool: address })
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
      before,
      stake: { staker: incentive.staker, data: encodeUniswapV3Stake({ incentive }), description: 'the USDT0 incentive' },
    })
    expect(encoded.transactions).toHaveLength(5)
    expect(encoded.transactionExplanations).toHaveLength(5)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })
    expect(receipts.map((r) => r.status)).toEqual(Array(5).fill('success'))
    const fresh = parseEventLogs({ abi: routerAbi, logs: receipts.at(-1)!.logs, eventName: 'Rebalanced' })[0]!.args.tokenId
    expect((await zapWorld.position(manager, fresh)).liquidity).toBe(quote.mint.liquidity)
    await expectStaked(fresh, user, quote.mint.liquidity)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })
})
