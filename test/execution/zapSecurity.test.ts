import {
  reentrantReceiverAbi,
  reentrantReceiverBytecode,
  renamedCallbackPoolAbi,
  renamedCallbackPoolBytecode,
  routerAbi,
  sluiceErrorsAbi,
} from '@sluice/contracts'
import { encodePackedRoute, encodeZap, quoteZap, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionSupport as positions } from '@sluice/plugin-uniswap-v3'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseUnits,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'
import { setupZapWorld, uniswapV3PositionManagerAbi, type ZapWorld } from './setupZapWorld.js'

let sandbox: Sandbox
let world: ExecutionWorld
let zapWorld: ZapWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  zapWorld = await setupZapWorld(world)
})
afterAll(() => sandbox?.stop())

const deadline = 2n ** 40n
const errorsAbi = [...routerAbi, ...sluiceErrorsAbi]

/** A victim's zap into a WHYPE/USDT0 pool (default: source 3's deep one), encoded (not sent) for user `i`. */
async function zapFor(i: number, stake?: { staker: Address; data: Hex; description: string }, { source, fee } = { source: 3, fee: 500 }) {
  const user = world.wallet(i).account.address
  const address = zapWorld.pool(source, 'WHYPE', 'USDT0', fee)
  const snapshot = await world.snapshot()
  const simulator = snapshot.simulators.find((s) => s.pool.address === address)!
  const { tick, tickSpacing } = positions.poolRange(simulator)
  const tickLower = Math.floor(tick / tickSpacing) * tickSpacing - 20 * tickSpacing
  const tickUpper = tickLower + 41 * tickSpacing
  const tokenIn = world.token('USDT0').address
  const amountIn = parseUnits('1000', 6)
  const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn, amountIn })
  const positionManager = zapWorld.positionManager(source)
  return encodeZap({
    client: world.client,
    registry: world.registry,
    router: world.contracts.router,
    positions,
    positionManager,
    pool: simulator.pool,
    tickLower,
    tickUpper,
    quote,
    tokenIn,
    amountIn,
    user,
    slippage: 0.01,
    deadline,
    stake,
  })
}

/** Waits until a sent transaction is mined, so the next read or simulation sees it. */
const mined = async (hash: Promise<Hex>) => waitForReceipt({ client: world.client, hash: await hash })

async function deploy(i: number, abi: readonly unknown[], bytecode: Hex, args: readonly unknown[] = []): Promise<Address> {
  const wallet = world.wallet(i)
  const hash = await wallet.deployContract({ abi: abi as never, bytecode, args: args as never, chain: null, account: wallet.account })
  return (await waitForReceipt({ client: world.client, hash })).contractAddress!
}

describe('zap and rebalance attacks that must fail', () => {
  it('a foreign NFT: nobody but its owner can rebalance or increase it, even with the router approved for it', async () => {
    const victim = world.wallet(0)
    const { receipts } = await executeTransactions({ client: world.client, wallet: victim, transactions: (await zapFor(0)).transactions })
    expect(receipts.every((r) => r.status === 'success')).toBe(true)
    const manager = zapWorld.positionManager(3)
    const count = await world.client.readContract({
      address: manager,
      abi: uniswapV3PositionManagerAbi,
      functionName: 'balanceOf',
      args: [victim.account.address],
    })
    const tokenId = await world.client.readContract({
      address: manager,
      abi: uniswapV3PositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [victim.account.address, count - 1n],
    })
    await mined(
      victim.writeContract({
        address: manager,
        abi: uniswapV3PositionManagerAbi,
        functionName: 'setApprovalForAll',
        args: [world.contracts.router, true],
        chain: null,
      }),
    )
    const attacker = world.wallet(3).account.address
    const rebalance = {
      positionManager: manager,
      positionId: tokenId,
      mintData: '0x' as Hex,
      minLiquidity: 0n,
      deadline,
      partnerId: 0,
      partnerFeeBps: 0,
      sellToken0: false,
      route: '0x' as Hex,
      minAmountOut: 0n,
      staker: '0x0000000000000000000000000000000000000000' as Address,
      stakeData: '0x' as Hex,
    }
    await expect(
      world.client.simulateContract({ address: world.contracts.router, abi: errorsAbi, functionName: 'rebalance', args: [rebalance], account: attacker }),
    ).rejects.toThrow(/NotPositionOwner/)
    // An increase names the victim's position with the attacker's own input: refused too.
    const own = decodeFunctionData({ abi: routerAbi, data: (await zapFor(3)).calldata })
    if (own.functionName !== 'zap') throw new Error('not a zap')
    await mined(
      world.wallet(3).writeContract({
        address: world.token('USDT0').address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [world.contracts.router, maxUint256],
        chain: null,
      }),
    )
    await expect(
      world.client.simulateContract({
        address: world.contracts.router,
        abi: errorsAbi,
        functionName: 'zap',
        args: [{ ...own.args[0], positionId: tokenId }],
        account: attacker,
      }),
    ).rejects.toThrow(/NotPositionOwner/)
    expect(await world.client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'ownerOf', args: [tokenId] })).toBe(
      victim.account.address,
    )
  })

  it("a fake pool in a zap route is paid only from the zap's own input: never from another user's allowance", async () => {
    const [USDT0, WHYPE] = [world.token('USDT0').address, world.token('WHYPE').address]
    const victim = world.wallet(1)
    await mined(victim.writeContract({ address: USDT0, abi: erc20Abi, functionName: 'approve', args: [world.contracts.router, maxUint256], chain: null }))
    const victimBefore = await zapWorld.balances(victim.account.address, [USDT0])
    const attacker = world.wallet(2)
    const fake = await deploy(2, renamedCallbackPoolAbi, renamedCallbackPoolBytecode, [USDT0, WHYPE])
    await mined(attacker.writeContract({ address: WHYPE, abi: erc20Abi, functionName: 'transfer', args: [fake, parseUnits('1000', 18)], chain: null }))
    await mined(attacker.writeContract({ address: USDT0, abi: erc20Abi, functionName: 'approve', args: [world.contracts.router, maxUint256], chain: null }))
    const zeroForOne = USDT0.toLowerCase() < WHYPE.toLowerCase()
    const step = (tokenIn: Address) => encodePacked(['address', 'address', 'bool'], [fake, tokenIn, zeroForOne])
    const routeOf = (tokenIn: Address, amount: bigint) =>
      encodePackedRoute({ paths: [{ amount, steps: [{ executor: world.contracts.executors['uniswap-v3']!, data: step(tokenIn) }] }] })
    const own = decodeFunctionData({ abi: routerAbi, data: (await zapFor(2)).calldata })
    if (own.functionName !== 'zap') throw new Error('not a zap')
    // The route goes to the pool token that is not the input.
    const side = own.args[0].token0.toLowerCase() === USDT0.toLowerCase() ? 'route1' : 'route0'
    const zap = { ...own.args[0], amountIn: 1_000_000n, route0: '0x' as Hex, route1: '0x' as Hex, minLiquidity: 0n }
    // The fake pool asks 10,000 USDT0 for a 1 USDT0 zap: more than the zap took in.
    await expect(
      world.client.simulateContract({
        address: world.contracts.router,
        abi: errorsAbi,
        functionName: 'zap',
        args: [{ ...zap, [side]: routeOf(USDT0, 10_000_000_000n) }],
        account: attacker.account.address,
      }),
    ).rejects.toThrow(/InputBudgetExceeded/)
    // Or asks for a token other than the zap's input.
    await expect(
      world.client.simulateContract({
        address: world.contracts.router,
        abi: errorsAbi,
        functionName: 'zap',
        args: [{ ...zap, [side]: routeOf(world.token('UETH').address, 1n) }],
        account: attacker.account.address,
      }),
    ).rejects.toThrow(/PayerTokenMismatch/)
    expect(await zapWorld.balances(victim.account.address, [USDT0])).toEqual(victimBefore)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })

  it('re-entering the router from the NFT receiver hook fails (zap, rebalance, forged pool callback), the zap itself completes', async () => {
    const receiver = await deploy(0, reentrantReceiverAbi, reentrantReceiverBytecode)
    const victimZap = await zapFor(0)
    const forgedCallback = encodeFunctionData({
      abi: parseAbi(['function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes data)']),
      functionName: 'uniswapV3SwapCallback',
      args: [10n ** 9n, 0n, encodePacked(['address', 'uint8'], [world.token('USDT0').address, 1])],
    })
    const rebalance = encodeFunctionData({
      abi: routerAbi,
      functionName: 'rebalance',
      args: [
        {
          positionManager: zapWorld.positionManager(3),
          positionId: 1n,
          mintData: '0x',
          minLiquidity: 0n,
          deadline,
          partnerId: 0,
          partnerFeeBps: 0,
          sellToken0: false,
          route: '0x',
          minAmountOut: 0n,
          staker: receiver,
          stakeData: '0x',
        },
      ],
    })
    const wallet = world.wallet(0)
    await mined(
      wallet.writeContract({
        address: receiver,
        abi: reentrantReceiverAbi,
        functionName: 'arm',
        args: [world.contracts.router, [victimZap.calldata, rebalance, forgedCallback]],
        chain: null,
      }),
    )
    const staked = await zapFor(0, { staker: receiver, data: '0x', description: 'a re-entering receiver' })
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions: staked.transactions })
    expect(receipts.every((r) => r.status === 'success')).toBe(true)
    expect(await world.client.readContract({ address: receiver, abi: reentrantReceiverAbi, functionName: 'attempts' })).toBe(3n)
    expect(await world.client.readContract({ address: receiver, abi: reentrantReceiverAbi, functionName: 'successes' })).toBe(0n)
    expect(await zapWorld.contractsHold()).toBe(0n)
  })
  it('a position executor the owner just announced cannot be used before EXECUTOR_DELAY; revoking a position manager is immediate', async () => {
    const router = world.contracts.router
    const manager = zapWorld.positionManager(4)
    const victim = world.wallet(1)
    // Encoded while the manager is allowed (encoding simulates); sent only at the end.
    const { transactions } = await zapFor(1, undefined, { source: 4, fee: 3000 })
    const zap = decodeFunctionData({ abi: routerAbi, data: transactions.at(-1)!.data })
    if (zap.functionName !== 'zap') throw new Error('not a zap')
    const tryZap = () =>
      world.client.simulateContract({ address: router, abi: errorsAbi, functionName: 'zap', args: zap.args, account: victim.account.address })
    const owner = await world.client.readContract({ address: router, abi: routerAbi, functionName: 'owner' })
    await world.client.request({ method: 'anvil_impersonateAccount' as never, params: [owner] as never })
    const ownerWallet = createWalletClient({ account: owner, transport: http(world.chain.rpcUrl) })
    const send = async (hash: Promise<Hex>) => expect((await waitForReceipt({ client: world.client, hash: await hash })).status).toBe('success')
    const warp = async (seconds: number) => {
      await world.client.request({ method: 'evm_increaseTime' as never, params: [toHex(seconds)] as never })
      await world.client.request({ method: 'evm_mine' as never, params: [] as never })
    }

    await send(ownerWallet.writeContract({ address: router, abi: routerAbi, functionName: 'revokePositionManager', args: [manager], chain: null }))
    await expect(tryZap()).rejects.toThrow(/UnknownPositionManager/)
    // A fresh position executor (any code the owner names) is announced for the manager: not usable yet.
    const fresh = getAddress(await deploy(0, positions.executor.abi, positions.executor.bytecode))
    await send(ownerWallet.writeContract({ address: router, abi: routerAbi, functionName: 'announcePositionManager', args: [manager, fresh], chain: null }))
    const allow = () =>
      world.client.simulateContract({ address: router, abi: errorsAbi, functionName: 'allowPositionManager', args: [manager], account: owner })
    await expect(allow()).rejects.toThrow(/TooEarly/)
    await expect(tryZap()).rejects.toThrow(/UnknownPositionManager/)
    const attacker = world.wallet(3).account.address
    await expect(
      world.client.simulateContract({ address: router, abi: errorsAbi, functionName: 'announcePositionManager', args: [manager, attacker], account: attacker }),
    ).rejects.toThrow(/NotOwner/)
    await warp(2 * 86_400 - 60)
    await expect(allow()).rejects.toThrow(/TooEarly/)
    await expect(tryZap()).rejects.toThrow(/UnknownPositionManager/)
    await warp(60)
    await send(ownerWallet.writeContract({ address: router, abi: routerAbi, functionName: 'allowPositionManager', args: [manager], chain: null }))
    await world.client.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [owner] as never })
    expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'positionExecutors', args: [manager] })).toBe(fresh)
    const { receipts } = await executeTransactions({ client: world.client, wallet: victim, transactions })
    expect(receipts.map((r) => r.status)).toEqual(transactions.map(() => 'success'))
    // Nothing announced, nothing to allow.
    await expect(allow()).rejects.toThrow(/NotAnnounced/)
  })
})
