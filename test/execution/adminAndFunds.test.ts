import {
  feeVaultAbi,
  routerAbi,
  routerBytecode,
  routerContextProbeAbi,
  routerContextProbeBytecode,
  sluiceErrorsAbi,
  taxTokenAbi,
  taxTokenBytecode,
} from '@sluice/contracts'
import { decodeSwapCall, encodePackedRoute, encodeSwap, encodeSwapCall, NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import {
  type Address,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEventLogs,
  toHex,
  type BaseError as ViemError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2ExecutorAbi } from '../../plugins/uniswap-v2/src/generated/uniswapV2Executor.js'
import { uniswapV3ExecutorAbi } from '../../plugins/uniswap-v3/src/generated/uniswapV3Executor.js'
import { addV2Pair } from '../server/addV2Pair.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

/** The sandbox deployer (Anvil's first development key) owns the router and the fee vault. */
const OWNER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const FAR = 2n ** 40n
const TWO_DAYS = 2 * 86_400

let sandbox: Sandbox
let world: ExecutionWorld
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
})
afterAll(() => sandbox?.stop())

const owner = () => createWalletClient({ account: privateKeyToAccount(OWNER_KEY), transport: http(world.chain.rpcUrl) })
const send = async (hash: Promise<Hex>) => {
  const receipt = await waitForReceipt({ client: world.client, hash: await hash })
  expect(receipt.status).toBe('success')
  return receipt
}
const warp = async (seconds: number) => {
  await world.client.request({ method: 'evm_increaseTime' as never, params: [seconds] as never })
  await world.client.request({ method: 'evm_mine' as never })
}
const errors = [...routerAbi, ...feeVaultAbi, ...sluiceErrorsAbi]

/** The name of the custom error a call reverts with (`undefined` when it succeeds). */
async function revertName(call: { to: Address; data: Hex; account: Address }): Promise<string | undefined> {
  try {
    await world.client.call(call)
    return undefined
  } catch (error) {
    const data = (error as ViemError).walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
    return decodeErrorResult({ abi: [...errors, ...parseAbi(['error DirectCall()'])], data: data!.data! }).errorName
  }
}

describe('admin powers are two-step and timelocked (item 8)', () => {
  it('a new executor runs only EXECUTOR_DELAY after it is announced, with events; revoking is immediate', async () => {
    const router = world.contracts.router
    const rogue = world.wallet(3).account.address // any address the owner might name
    const announce = await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'announceExecutor', args: [rogue], chain: null }))
    const [event] = parseEventLogs({ abi: routerAbi, logs: announce.logs, eventName: 'ExecutorAnnounced' })
    const { timestamp } = await world.client.getBlock({ blockNumber: announce.blockNumber })
    expect(event!.args).toEqual({ executor: rogue, allowedAt: timestamp + BigInt(TWO_DAYS) })
    const allow = () => world.client.simulateContract({ address: router, abi: errors, functionName: 'allowExecutor', args: [rogue], account: owner().account })
    await expect(allow()).rejects.toThrow(/TooEarly/)
    await warp(TWO_DAYS - 60)
    await expect(allow()).rejects.toThrow(/TooEarly/)
    await warp(60)
    await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'allowExecutor', args: [rogue], chain: null }))
    expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [rogue] })).toBe(true)
    await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'revokeExecutor', args: [rogue], chain: null }))
    expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [rogue] })).toBe(false)
    // Only the owner announces, and nothing unannounced can be allowed.
    await expect(
      world.client.simulateContract({ address: router, abi: errors, functionName: 'announceExecutor', args: [rogue], account: world.wallet(1).account }),
    ).rejects.toThrow(/NotOwner/)
    await expect(allow()).rejects.toThrow(/NotAnnounced/)
  })

  it("the vault's owner cannot redirect a partner's fees at once: the new recipient applies RECIPIENT_DELAY later", async () => {
    const vault = world.contracts.feeVault
    const [partner, thief] = [world.wallet(2).account.address, world.wallet(3).account.address]
    await send(owner().writeContract({ address: vault, abi: feeVaultAbi, functionName: 'announcePartnerRecipient', args: [9, partner], chain: null }))
    await warp(TWO_DAYS)
    await send(owner().writeContract({ address: vault, abi: feeVaultAbi, functionName: 'applyPartnerRecipient', args: [9], chain: null }))
    const redirect = await send(
      owner().writeContract({ address: vault, abi: feeVaultAbi, functionName: 'announcePartnerRecipient', args: [9, thief], chain: null }),
    )
    expect(parseEventLogs({ abi: feeVaultAbi, logs: redirect.logs, eventName: 'PartnerRecipientAnnounced' })[0]!.args).toMatchObject({
      partnerId: 9,
      recipient: thief,
    })
    await expect(
      world.client.simulateContract({ address: vault, abi: errors, functionName: 'applyPartnerRecipient', args: [9], account: owner().account }),
    ).rejects.toThrow(/TooEarly/)
    expect(await world.client.readContract({ address: vault, abi: feeVaultAbi, functionName: 'partnerRecipient', args: [9] })).toBe(partner)
    // The partner sees it coming (and claims first); the owner can also call it off.
    await send(owner().writeContract({ address: vault, abi: feeVaultAbi, functionName: 'cancelPartnerRecipientAnnouncement', args: [9], chain: null }))
    await warp(TWO_DAYS)
    await expect(
      world.client.simulateContract({ address: vault, abi: errors, functionName: 'applyPartnerRecipient', args: [9], account: owner().account }),
    ).rejects.toThrow(/NotAnnounced/)
  })

  it('ownership moves in two steps: naming a wrong address hands over nothing', async () => {
    const snapshot = (await world.client.request({ method: 'evm_snapshot' as never })) as Hex
    try {
      for (const [address, abi] of [
        [world.contracts.router, routerAbi],
        [world.contracts.feeVault, feeVaultAbi],
      ] as const) {
        const next = world.wallet(2)
        await send(
          owner().writeContract({ address, abi: abi as typeof routerAbi, functionName: 'transferOwnership', args: [next.account.address], chain: null }),
        )
        expect(await world.client.readContract({ address, abi: abi as typeof routerAbi, functionName: 'owner' })).toBe(owner().account.address)
        await expect(
          world.client.simulateContract({ address, abi: errors, functionName: 'acceptOwnership', account: world.wallet(1).account }),
        ).rejects.toThrow(/NotPendingOwner/)
        await send(next.writeContract({ address, abi: abi as typeof routerAbi, functionName: 'acceptOwnership', chain: null }))
        expect(await world.client.readContract({ address, abi: abi as typeof routerAbi, functionName: 'owner' })).toBe(next.account.address)
      }
    } finally {
      await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
    }
  })
})

describe('announcements expire; stray funds are rescued to the treasury only (issue 18, item 8)', () => {
  const SEVEN_DAYS = 7 * 86_400
  const withSnapshot = async (body: () => Promise<void>) => {
    const snapshot = (await world.client.request({ method: 'evm_snapshot' as never })) as Hex
    try {
      await body()
    } finally {
      await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
    }
  }

  it('an announcement not applied within ANNOUNCEMENT_WINDOW after its delay has expired: executor, position manager, partner recipient', () =>
    withSnapshot(async () => {
      const { router, feeVault } = world.contracts
      const [rogue, manager, thief] = [world.wallet(3).account.address, world.wallet(2).account.address, world.wallet(1).account.address]
      const announced = await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'announceExecutor', args: [rogue], chain: null }))
      const allowedAt = parseEventLogs({ abi: routerAbi, logs: announced.logs, eventName: 'ExecutorAnnounced' })[0]!.args.allowedAt
      await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'announcePositionManager', args: [manager, rogue], chain: null }))
      await send(owner().writeContract({ address: feeVault, abi: feeVaultAbi, functionName: 'announcePartnerRecipient', args: [12, thief], chain: null }))
      // A year later, none of them can be applied any more.
      await warp(365 * 86_400)
      const simulate = (address: Address, functionName: string, args: readonly unknown[]) =>
        world.client.simulateContract({ address, abi: errors, functionName: functionName as never, args: args as never, account: owner().account })
      await expect(simulate(router, 'allowExecutor', [rogue])).rejects.toThrow(/AnnouncementExpired/)
      await expect(simulate(router, 'allowPositionManager', [manager])).rejects.toThrow(/AnnouncementExpired/)
      await expect(simulate(feeVault, 'applyPartnerRecipient', [12])).rejects.toThrow(/AnnouncementExpired/)
      expect(
        await revertName({
          to: router,
          account: owner().account.address,
          data: encodeFunctionData({ abi: routerAbi, functionName: 'allowExecutor', args: [rogue] }),
        }),
      ).toBe('AnnouncementExpired')
      // Announced again, it waits the whole delay again, then applies within the window (its last second included).
      const again = await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'announceExecutor', args: [rogue], chain: null }))
      const againAt = parseEventLogs({ abi: routerAbi, logs: again.logs, eventName: 'ExecutorAnnounced' })[0]!.args.allowedAt
      expect(againAt).toBeGreaterThan(allowedAt + BigInt(SEVEN_DAYS))
      await expect(simulate(router, 'allowExecutor', [rogue])).rejects.toThrow(/TooEarly/)
      await world.client.request({ method: 'anvil_setNextBlockTimestamp' as never, params: [Number(againAt) + SEVEN_DAYS] as never })
      await send(owner().writeContract({ address: router, abi: routerAbi, functionName: 'allowExecutor', args: [rogue], chain: null }))
      expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [rogue] })).toBe(true)
      expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'ANNOUNCEMENT_WINDOW' })).toBe(BigInt(SEVEN_DAYS))
    }))

  it('tokens sent to the router by mistake: a swap leaves them; rescue sends them to the fixed treasury, only through the timelock', () =>
    withSnapshot(async () => {
      const deployer = world.wallet(0)
      const user = world.wallet(1)
      const TREASURY = '0x7ea5000000000000000000000000000000000001'
      // A router takes more gas than a HyperEVM fast block holds: deployed in a big block.
      const deployed = await inBigBlocks({
        rpcUrl: world.chain.rpcUrl,
        run: () =>
          send(
            deployer.deployContract({
              abi: routerAbi,
              bytecode: routerBytecode,
              args: [
                deployer.account.address,
                world.contracts.swapLogic,
                world.contracts.feeVault,
                world.chain.wrappedNative,
                TREASURY,
                Object.values(world.contracts.executors),
                [],
                [],
              ],
              chain: null,
              gas: 10_000_000n,
            }),
          ),
      })
      const router = deployed.contractAddress!
      expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'treasury' })).toBe(getAddress(TREASURY))
      await send(
        owner().writeContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'setDepositor', args: [router, true], chain: null }),
      )
      const USDT0 = world.token('USDT0').address
      const WHYPE = world.chain.wrappedNative
      const balance = (token: Address, account: Address) =>
        world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
      // The mistake: USDT0 and WHYPE sent straight to the router.
      const stray = 5n * 10n ** 6n
      await send(deployer.writeContract({ address: USDT0, abi: erc20Abi, functionName: 'transfer', args: [router, stray], chain: null }))
      await send(
        deployer.writeContract({ address: WHYPE, abi: parseAbi(['function deposit() payable']), functionName: 'deposit', value: 10n ** 17n, chain: null }),
      )
      await send(deployer.writeContract({ address: WHYPE, abi: erc20Abi, functionName: 'transfer', args: [router, 10n ** 17n], chain: null }))

      // A swap through the router (native in, wrapped there; USDT0 out through the router for a partner fee) takes neither.
      const pool = world.chain.pools.find((p) => p.sourceId === 3 && p.fee === 500 && p.tokens.includes(USDT0) && p.tokens.includes(WHYPE))!
      const route = await world.route({
        mode: 'sell',
        tokenIn: WHYPE,
        tokenOut: USDT0,
        routeTokenIn: NATIVE_TOKEN_ADDRESS,
        paths: [{ pools: [pool.address], amount: 10n ** 18n }],
      })
      const encoded = await encodeSwap({
        client: world.client,
        registry: world.registry,
        router,
        route,
        user: user.account.address,
        slippage: 0.01,
        deadline: FAR,
        partnerFeeBps: 30,
        partnerId: 4,
      })
      const userBefore = await balance(USDT0, user.account.address)
      await send(user.sendTransaction({ to: router, data: encoded.calldata, value: encoded.value, chain: null, gas: 1_000_000n }))
      expect((await balance(USDT0, user.account.address)) - userBefore).toBe(route.amountOut - (route.amountOut * 30n) / 10_000n)
      expect([await balance(USDT0, router), await balance(WHYPE, router)]).toEqual([stray, 10n ** 17n])

      const simulate = (functionName: 'rescue' | 'announceRescue', args: readonly [Address, bigint], account = deployer.account) =>
        world.client.simulateContract({ address: router, abi: errors, functionName, args, account })
      // Not without an announcement, not by anyone else, not before the delay, not another amount.
      await expect(simulate('rescue', [USDT0, stray])).rejects.toThrow(/NotAnnouncedRescue/)
      await expect(simulate('announceRescue', [USDT0, stray], user.account)).rejects.toThrow(/NotOwner/)
      const announced = await send(
        deployer.writeContract({ address: router, abi: routerAbi, functionName: 'announceRescue', args: [USDT0, stray], chain: null }),
      )
      const { timestamp } = await world.client.getBlock({ blockNumber: announced.blockNumber })
      expect(parseEventLogs({ abi: routerAbi, logs: announced.logs, eventName: 'RescueAnnounced' })[0]!.args).toEqual({
        token: getAddress(USDT0),
        amount: stray,
        allowedAt: timestamp + BigInt(TWO_DAYS),
      })
      await expect(simulate('rescue', [USDT0, stray])).rejects.toThrow(/TooEarly/)
      await warp(TWO_DAYS)
      await expect(simulate('rescue', [USDT0, stray], user.account)).rejects.toThrow(/NotOwner/)
      await expect(simulate('rescue', [USDT0, stray + 1n])).rejects.toThrow(/NotAnnouncedRescue/)
      const rescued = await send(deployer.writeContract({ address: router, abi: routerAbi, functionName: 'rescue', args: [USDT0, stray], chain: null }))
      expect(parseEventLogs({ abi: routerAbi, logs: rescued.logs, eventName: 'Rescued' })[0]!.args).toEqual({
        token: getAddress(USDT0),
        treasury: getAddress(TREASURY),
        amount: stray,
      })
      expect([await balance(USDT0, router), await balance(USDT0, TREASURY)]).toEqual([0n, stray])
      // Once only; and a rescue announced and left for longer than the window has expired.
      await expect(simulate('rescue', [USDT0, stray])).rejects.toThrow(/NotAnnouncedRescue/)
      await send(deployer.writeContract({ address: router, abi: routerAbi, functionName: 'announceRescue', args: [WHYPE, 10n ** 17n], chain: null }))
      await warp(TWO_DAYS + SEVEN_DAYS + 1)
      await expect(simulate('rescue', [WHYPE, 10n ** 17n])).rejects.toThrow(/AnnouncementExpired/)
      expect(await balance(WHYPE, router)).toBe(10n ** 17n)
      // Native value forced on the router (a selfdestruct; here Anvil's setBalance) is rescued the same way; a cancelled rescue is gone.
      await world.client.request({ method: 'anvil_setBalance' as never, params: [router, toHex(10n ** 18n)] as never })
      const write = (functionName: 'announceRescue' | 'cancelRescueAnnouncement' | 'rescue', args: readonly unknown[]) =>
        send(deployer.writeContract({ address: router, abi: routerAbi, functionName, args: args as never, chain: null }))
      await write('announceRescue', [NATIVE_TOKEN_ADDRESS, 10n ** 18n])
      await write('announceRescue', [WHYPE, 10n ** 17n])
      await write('cancelRescueAnnouncement', [WHYPE])
      await warp(TWO_DAYS)
      await expect(simulate('rescue', [WHYPE, 10n ** 17n])).rejects.toThrow(/NotAnnouncedRescue/)
      await write('rescue', [NATIVE_TOKEN_ADDRESS, 10n ** 18n])
      expect([await world.client.getBalance({ address: router }), await world.client.getBalance({ address: TREASURY })]).toEqual([0n, 10n ** 18n])
    }))
})

describe('fee-on-transfer output (item 9)', () => {
  it('the recipient must actually receive the minimum, and the vault is credited what it actually got', async () => {
    const lp = world.wallet(0)
    const user = world.wallet(1)
    // 1% of every transfer burnt, except to and from the liquidity provider.
    const deployed = await inBigBlocks({
      rpcUrl: world.chain.rpcUrl,
      run: () => send(lp.deployContract({ abi: taxTokenAbi, bytecode: taxTokenBytecode, args: [100n, lp.account.address], chain: null, gas: 5_000_000n })),
    })
    const tax = deployed.contractAddress!
    await send(lp.writeContract({ address: tax, abi: taxTokenAbi, functionName: 'mint', args: [lp.account.address, 10n ** 24n], chain: null }))
    const pair = await addV2Pair({ chain: world.chain, token: tax, tokenAmount: 10n ** 22n, nativeAmount: 10n ** 21n })
    const WHYPE = world.chain.wrappedNative
    await send(user.writeContract({ address: WHYPE, abi: parseAbi(['function deposit() payable']), functionName: 'deposit', value: 10n ** 19n, chain: null }))
    await send(user.writeContract({ address: WHYPE, abi: erc20Abi, functionName: 'approve', args: [world.contracts.router, maxUint256], chain: null }))
    await send(
      owner().writeContract({
        address: world.contracts.feeVault,
        abi: feeVaultAbi,
        functionName: 'announcePartnerRecipient',
        args: [4, world.wallet(2).account.address],
        chain: null,
      }),
    )

    const route = await world.route({ mode: 'sell', tokenIn: WHYPE, tokenOut: tax, paths: [{ pools: [pair], amount: 10n ** 18n }] })
    const swapWith = async (slippage: number) => {
      const encoded = await encodeSwap({
        client: world.client,
        registry: world.registry,
        router: world.contracts.router,
        route,
        user: user.account.address,
        slippage,
        deadline: FAR,
        partnerFeeBps: 30,
        partnerId: 4,
      }).catch(() => undefined)
      // The encoder's own simulation may already refuse it; the router's check is what is tested here.
      const data = encoded?.calldata ?? (await encodeFallback(route, slippage))
      return { data, minOut: decodeSwapCall({ data }).amountOut }
    }
    // Pair -> router and router -> user are both taxed: 2% less than quoted, below a 1.5% tolerance.
    const tight = await swapWith(0.015)
    expect(await revertName({ account: user.account.address, to: world.contracts.router, data: tight.data })).toBe('InsufficientOutput')

    const loose = await swapWith(0.05)
    const before = await world.client.readContract({ address: tax, abi: erc20Abi, functionName: 'balanceOf', args: [user.account.address] })
    const vaultBefore = await world.client.readContract({ address: tax, abi: erc20Abi, functionName: 'balanceOf', args: [world.contracts.feeVault] })
    await send(user.sendTransaction({ to: world.contracts.router, data: loose.data, chain: null, gas: 1_000_000n }))
    const received = (await world.client.readContract({ address: tax, abi: erc20Abi, functionName: 'balanceOf', args: [user.account.address] })) - before
    const vaultGot =
      (await world.client.readContract({ address: tax, abi: erc20Abi, functionName: 'balanceOf', args: [world.contracts.feeVault] })) - vaultBefore
    expect(received).toBeGreaterThanOrEqual(loose.minOut)
    expect(received).toBeLessThan(route.amountOut)
    expect(await world.client.readContract({ address: world.contracts.feeVault, abi: feeVaultAbi, functionName: 'owed', args: [4, tax] })).toBe(vaultGot)
  })
})

/** The router call for a route without the encoder's simulation (which a taxed token may fail). */
async function encodeFallback(route: Awaited<ReturnType<ExecutionWorld['route']>>, slippage: number): Promise<Hex> {
  const step = route.paths[0]!.steps[0]!
  const { executor, data } = world.registry.get(step.pool.sourceId).encode({ step, recipient: world.contracts.router })
  const gross = route.amountOut
  const net = gross - (gross * 30n) / 10_000n
  return encodeSwapCall({
    tokenIn: route.tokenIn,
    tokenOut: route.tokenOut,
    amountIn: route.amountIn,
    amountOut: (net * BigInt(Math.round((1 - slippage) * 1e6))) / 1_000_000n,
    recipient: world.wallet(1).account.address,
    deadline: FAR,
    partnerId: 4,
    partnerFeeBps: 30,
    exactOut: false,
    route: encodePackedRoute({ paths: [{ amount: route.amountIn, steps: [{ executor, data }] }] }),
  })
}

describe('stray funds and direct calls (item 10)', () => {
  it('executors refuse to be called directly, their callback fallback included', async () => {
    const attacker = world.wallet(3).account
    const USDT0 = world.token('USDT0').address
    const v2Pool = world.chain.pools.find((p) => p.sourceId === 1)!
    const v2 = world.contracts.executors['uniswap-v2']!
    const v3 = world.contracts.executors['uniswap-v3']!
    // Tokens sent to an executor by mistake cannot be swapped out by calling it.
    await send(world.wallet(0).writeContract({ address: USDT0, abi: erc20Abi, functionName: 'transfer', args: [v2, 10n ** 6n], chain: null }))
    const stepData = encodePacked(['address', 'address', 'bool', 'uint24'], [v2Pool.address, USDT0, true, 3000])
    await expect(
      world.client.simulateContract({
        address: v2,
        abi: uniswapV2ExecutorAbi,
        functionName: 'swap',
        args: [stepData, false, 10n ** 6n, attacker.address, '0x00'],
        account: attacker,
      }),
    ).rejects.toThrow(/DirectCall/)
    await expect(
      world.client.simulateContract({
        address: v3,
        abi: uniswapV3ExecutorAbi,
        functionName: 'swap',
        args: [stepData, false, 10n ** 6n, attacker.address, '0x00'],
        account: attacker,
      }),
    ).rejects.toThrow(/DirectCall/)
    const callback = encodeFunctionData({
      abi: parseAbi(['function uniswapV3SwapCallback(int256, int256, bytes)']),
      functionName: 'uniswapV3SwapCallback',
      args: [10n ** 6n, 0n, encodePacked(['address', 'bytes1'], [USDT0, '0x00'])],
    })
    expect(await revertName({ to: v3, data: callback, account: attacker.address })).toBe('DirectCall')
  })

  it('no swap context that could pay outlives a swap within its transaction: no pool expected, no input token', async () => {
    const deployer = world.wallet(0)
    // A router (here a probing one) takes more gas than a HyperEVM fast block holds: deployed in a big block.
    const probe = (
      await inBigBlocks({
        rpcUrl: world.chain.rpcUrl,
        run: () =>
          send(
            deployer.deployContract({
              abi: routerContextProbeAbi,
              bytecode: routerContextProbeBytecode,
              args: [
                deployer.account.address,
                world.contracts.swapLogic,
                world.contracts.feeVault,
                world.chain.wrappedNative,
                Object.values(world.contracts.executors),
              ],
              chain: null,
              gas: 10_000_000n,
            }),
          ),
      })
    ).contractAddress!
    const USDT0 = world.token('USDT0').address
    const pool = world.chain.pools.find((p) => p.sourceId === 3 && p.fee === 500 && p.tokens.includes(USDT0) && p.tokens.includes(world.chain.wrappedNative))!
    const route = await world.route({
      mode: 'sell',
      tokenIn: world.chain.wrappedNative,
      tokenOut: USDT0,
      routeTokenIn: NATIVE_TOKEN_ADDRESS,
      paths: [{ pools: [pool.address], amount: 10n ** 18n }],
    })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: probe,
      route,
      user: deployer.account.address,
      slippage: 0.01,
      deadline: FAR,
    })
    const { result } = await world.client.simulateContract({
      address: probe,
      abi: [...routerContextProbeAbi, ...sluiceErrorsAbi],
      functionName: 'swapAndReadContext',
      args: [encoded.calldata],
      value: encoded.value,
      account: deployer.account,
    })
    // Payer, input token, remaining budget, expected pool, callback executor. With no pool expected
    // no callback reaches an executor, and with no input token `pay` refuses the payer: the payer
    // and its budget stay behind inert until the next swap's `begin` overwrites them.
    const [payer, inputToken, , expectedPool] = result
    expect(inputToken).toBe(0n)
    expect(expectedPool).toBe(0n)
    // The swap did run with a context: the router itself paid (native input).
    expect(payer & ((1n << 160n) - 1n)).toBe(BigInt(probe))
  })
})
