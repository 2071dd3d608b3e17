import { metaGuardAbi, metaGuardCallerAbi, reentrantTokenAbi, reentrantTokenBytecode } from '@sluice/contracts'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

/** The MetaGuard's own refusals, on the sandbox chain 999: each by its error, before anything moves. */
let sandbox: Sandbox
let world: ExecutionWorld
let guard: Address
let caller: Address
const SOMEONE = '0x000000000000000000000000000000000000a77a' as Address

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  guard = world.contracts.metaGuard!
  caller = await world.client.readContract({ address: guard, abi: metaGuardAbi, functionName: 'caller' })
})
afterAll(() => sandbox?.stop())

const params = (overrides: Partial<{ tokenIn: Address; tokenOut: Address; amountIn: bigint; target: Address }>) => ({
  tokenIn: world.token('USDT0').address,
  tokenOut: NATIVE_TOKEN_ADDRESS as Address,
  amountIn: 1_000_000n,
  minAmountOut: 0n,
  spender: SOMEONE,
  target: SOMEONE,
  data: '0x' as const,
  ...overrides,
})

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (error) {
    return (error as { walk: (fn: (e: unknown) => boolean) => { data?: { errorName: string } } | null }).walk((e) => 'data' in (e as object))?.data?.errorName
  }
  return 'no revert'
}

describe('MetaGuard refusals', () => {
  it.each([
    { what: 'the guard itself as target', target: () => guard, error: 'ForbiddenTarget' },
    { what: 'its caller as target', target: () => caller, error: 'ForbiddenTarget' },
    {
      what: 'tokenIn as target (its transferFrom would run with the guard’s allowances)',
      target: () => world.token('USDT0').address,
      error: 'ForbiddenTarget',
    },
  ])('$what: $error', async ({ target, error }) => {
    const user = world.wallet(1).account
    expect(
      await refusal(() =>
        world.client.simulateContract({ address: guard, abi: metaGuardAbi, functionName: 'swap', args: [params({ target: target() })], account: user }),
      ),
    ).toBe(error)
  })

  it('the same token in and out: SameToken; native input with another value: WrongValue', async () => {
    const account = world.wallet(1).account
    const usdt0 = world.token('USDT0').address
    const swap = (args: ReturnType<typeof params>, value = 0n) =>
      refusal(() => world.client.simulateContract({ address: guard, abi: metaGuardAbi, functionName: 'swap', args: [args], account, value }))
    expect(await swap(params({ tokenOut: usdt0 }))).toBe('SameToken')
    expect(await swap(params({ tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: usdt0 }), 1n)).toBe('WrongValue')
    expect(await swap(params({}), 1n)).toBe('WrongValue')
  })

  it('its caller answers to the guard only: NotGuard', async () => {
    const args = [world.token('USDT0').address, NATIVE_TOKEN_ADDRESS, 1n, SOMEONE, SOMEONE, '0x', SOMEONE] as const
    expect(
      await refusal(() =>
        world.client.simulateContract({ address: caller, abi: metaGuardCallerAbi, functionName: 'execute', args, account: world.wallet(1).account }),
      ),
    ).toBe('NotGuard')
  })

  it('a token re-entering the guard while it takes the input meets the lock; the outer swap completes', async () => {
    const wallet = world.wallet(0)
    const deployed = await waitForReceipt({
      client: world.client,
      hash: await wallet.deployContract({ abi: reentrantTokenAbi, bytecode: reentrantTokenBytecode, chain: null }),
    })
    const token = deployed.contractAddress!
    const send = async (hash: Promise<`0x${string}`>) => expect((await waitForReceipt({ client: world.client, hash: await hash })).status).toBe('success')
    await send(wallet.writeContract({ address: token, abi: reentrantTokenAbi, functionName: 'mint', args: [wallet.account.address, 10n ** 18n], chain: null }))
    await send(wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [guard, 10n ** 18n], chain: null }))
    const inner = encodeFunctionData({ abi: metaGuardAbi, functionName: 'swap', args: [params({ tokenIn: token, amountIn: 1n })] })
    await send(wallet.writeContract({ address: token, abi: reentrantTokenAbi, functionName: 'arm', args: [guard, inner], chain: null }))
    await send(
      wallet.writeContract({
        address: guard,
        abi: metaGuardAbi,
        functionName: 'swap',
        args: [params({ tokenIn: token, amountIn: 10n ** 18n })],
        chain: null,
        gas: 1_000_000n,
      }),
    )
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'attempted' })).toBe(true)
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'reentered' })).toBe(false)
    // The input went back to the user (the target took none of it): the guard and its caller keep nothing.
    for (const holder of [guard, caller])
      expect(await world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(0n)
  })
})
