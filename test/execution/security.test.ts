import { reentrantTokenAbi, reentrantTokenBytecode, routerAbi, sluiceErrorsAbi, swapLogicAbi } from '@sluice/contracts'
import { decodeSwapCall, encodeSwap, encodeSwapCall, NATIVE_TOKEN_ADDRESS, type Route, type SwapCall, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV2ExecutorAbi } from '@sluice/plugin-uniswap-v2'
import { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from '@sluice/plugin-uniswap-v3'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import {
  type Abi,
  type Address,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  toHex,
  type BaseError as ViemError,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

let sandbox: Sandbox
let world: ExecutionWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
})
afterAll(() => sandbox?.stop())

const FAR = 2n ** 40n
const v3CallbackAbi = parseAbi(['function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes data)'])
const npmAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256, uint128, uint256, uint256)',
])

const poolOf = (sourceId: number, a: string, b: string, fee: number): Address => {
  const [x, y] = [world.token(a).address, world.token(b).address]
  const found = world.chain.pools.find((p) => p.sourceId === sourceId && p.fee === fee && p.tokens.includes(x) && p.tokens.includes(y))
  if (!found) throw new Error(`no pool ${a}/${b}`)
  return found.address
}

/** The router call's parameters for a route, to tamper with. */
async function paramsFor(route: Route, user: Address, slippage = 0.005) {
  const encoded = await encodeSwap({ client: world.client, registry: world.registry, router: world.contracts.router, route, user, slippage, deadline: FAR })
  return { params: decodeSwapCall({ data: encoded.calldata }), encoded }
}

async function sellUsdt0ForWhype(amount = 1_000n * 10n ** 6n) {
  const [USDT0, WHYPE] = [world.token('USDT0').address, world.token('WHYPE').address]
  return world.route({ mode: 'sell', tokenIn: USDT0, tokenOut: WHYPE, paths: [{ pools: [poolOf(3, 'WHYPE', 'USDT0', 500)], amount }] })
}

/** The swap `params` called from `account` (not sent); rejects with the name of the error it reverts with. */
async function simulateSwap(account: Address, params: SwapCall, value = 0n) {
  try {
    return await world.client.call({ account, to: world.contracts.router, data: encodeSwapCall(params), value })
  } catch (error) {
    const data = (error as ViemError).walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
    if (!data?.data) throw error
    throw new Error(decodeErrorResult({ abi: [...routerAbi, ...sluiceErrorsAbi, ...uniswapV2ExecutorAbi, ...uniswapV3ExecutorAbi], data: data.data }).errorName)
  }
}

async function approveRouter(i: number, token: Address, amount = maxUint256) {
  const wallet = world.wallet(i)
  await waitForReceipt({
    client: world.client,
    hash: await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [world.contracts.router, amount],
      chain: null,
      account: wallet.account,
    }),
  })
}

describe('pool callbacks', () => {
  it('a third party calling the callback outside a swap is refused, whatever the payload', async () => {
    const [victim, attacker] = [world.wallet(0), world.wallet(1)]
    const USDT0 = world.token('USDT0').address
    await approveRouter(0, USDT0)
    // What the V3 executor would take as "pay USDT0 from the payer": tokenIn | pay context 0x01.
    const data = encodePacked(['address', 'bytes1'], [USDT0, '0x01'])
    const before = await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'balanceOf', args: [victim.account.address] })
    await expect(
      world.client.simulateContract({
        address: world.contracts.router,
        abi: [...v3CallbackAbi, ...routerAbi],
        functionName: 'uniswapV3SwapCallback',
        args: [10n ** 12n, 0n, data],
        account: attacker.account.address,
      }),
    ).rejects.toThrow(/NoSwapInProgress/)
    // Nor can the swap logic or an executor be used directly: they only work inside the router.
    await expect(
      world.client.call({
        to: world.contracts.swapLogic,
        data: encodeFunctionData({ abi: v3CallbackAbi, functionName: 'uniswapV3SwapCallback', args: [10n ** 12n, 0n, data] }),
        account: attacker.account.address,
      }),
    ).rejects.toThrow()
    await expect(
      world.client.simulateContract({
        address: world.contracts.swapLogic,
        abi: swapLogicAbi,
        functionName: 'execute',
        args: ['0x', false, attacker.account.address],
        account: attacker.account.address,
      }),
    ).rejects.toThrow(/DirectCall/)
    expect(await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'balanceOf', args: [victim.account.address] })).toBe(before)
  })

  it('a forged callback while a V3 pool swap awaits its callback is refused: only that pool is paid', async () => {
    const { token, pool } = await reentrantTokenPool()
    const wallet = world.wallet(2)
    const WHYPE = world.token('WHYPE').address
    const route = await world.route({ mode: 'sell', tokenIn: WHYPE, tokenOut: token, paths: [{ pools: [pool], amount: 10n ** 18n }] })
    const encoded = await encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user: wallet.account.address,
      slippage: 0.005,
      deadline: FAR,
    })
    // The pool sends the output token before calling back; the token then forges the callback, asking the user's WHYPE.
    const forged = encodeFunctionData({
      abi: v3CallbackAbi,
      functionName: 'uniswapV3SwapCallback',
      args: [10n ** 17n, 10n ** 17n, encodePacked(['address', 'bytes1'], [WHYPE, '0x01'])],
    })
    await arm(token, world.contracts.router, forged)
    const before = await world.client.readContract({ address: WHYPE, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    // Armed after encoding: the encoder's gas limits were estimated for the unarmed token, so the wallet estimates again.
    const transactions = encoded.transactions.map(({ gas: _, ...transaction }) => transaction)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions })
    expect(receipts.at(-1)!.status).toBe('success')
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'attempted' })).toBe(true)
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'reentered' })).toBe(false)
    const after = await world.client.readContract({ address: WHYPE, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    expect(before - after).toBe(route.amountIn)
  })
})

describe('attacks that must fail', () => {
  it('a route cannot spend another user’s allowance', async () => {
    const USDT0 = world.token('USDT0').address
    await approveRouter(0, USDT0)
    const victim = world.wallet(0).account.address
    const attacker = privateKeyToAccount(generatePrivateKey())
    await world.client.request({ method: 'anvil_setBalance' as never, params: [attacker.address, toHex(parseEther('10'))] as never })
    const { params } = await paramsFor(await sellUsdt0ForWhype(), victim)
    const before = await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'balanceOf', args: [victim] })
    // The attacker sends the victim's route to himself: input is taken only from the caller.
    await expect(simulateSwap(attacker.address, { ...params, recipient: attacker.address })).rejects.toThrow(/TransferFailed/)
    const wallet = createWalletClient({ account: attacker, transport: http(world.chain.rpcUrl) })
    const hash = await wallet.sendTransaction({
      to: world.contracts.router,
      data: encodeSwapCall({ ...params, recipient: attacker.address }),
      gas: 1_000_000n,
      chain: null,
    })
    expect((await waitForReceipt({ client: world.client, hash })).status).toBe('reverted')
    expect(await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'balanceOf', args: [victim] })).toBe(before)
    expect(await world.client.readContract({ address: USDT0, abi: erc20Abi, functionName: 'allowance', args: [victim, world.contracts.router] })).toBe(
      maxUint256,
    )
  })

  it('a route cannot take a token other than the declared input from the user’s allowance', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const { params } = await paramsFor(await sellUsdt0ForWhype(), user)
    // Declares USDe as the input (budget in USDe), but its step pays USDT0, which the user approved.
    await expect(simulateSwap(user, { ...params, tokenIn: world.token('USDe').address })).rejects.toThrow(/PayerTokenMismatch/)
  })

  it('re-entering the router through a malicious token fails', async () => {
    const { token, pool } = await reentrantTokenPool()
    const wallet = world.wallet(3)
    const WHYPE = world.token('WHYPE').address
    const route = await world.route({ mode: 'sell', tokenIn: WHYPE, tokenOut: token, paths: [{ pools: [pool], amount: 10n ** 18n }] })
    const { params, encoded } = await paramsFor(route, wallet.account.address)
    await arm(token, world.contracts.router, encodeSwapCall(params))
    const before = await world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    // Armed after encoding: the encoder's gas limits were estimated for the unarmed token, so the wallet estimates again.
    const transactions = encoded.transactions.map(({ gas: _, ...transaction }) => transaction)
    const { receipts } = await executeTransactions({ client: world.client, wallet, transactions })
    expect(receipts.at(-1)!.status).toBe('success')
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'attempted' })).toBe(true)
    expect(await world.client.readContract({ address: token, abi: reentrantTokenAbi, functionName: 'reentered' })).toBe(false)
    const after = await world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    expect(after - before).toBe(route.amountOut)
  })

  it('output below the minimum reverts', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const route = await sellUsdt0ForWhype()
    const { params } = await paramsFor(route, user)
    await expect(simulateSwap(user, { ...params, amountOut: route.amountOut + 1n })).rejects.toThrow(/InsufficientOutput/)
    await expect(simulateSwap(user, params)).resolves.toBeTruthy()
  })

  it('native value that does not match the input reverts', async () => {
    const user = world.wallet(0).account.address
    const [WHYPE, USDT0] = [world.token('WHYPE').address, world.token('USDT0').address]
    const route = await world.route({
      mode: 'sell',
      tokenIn: WHYPE,
      tokenOut: USDT0,
      routeTokenIn: NATIVE_TOKEN_ADDRESS,
      paths: [{ pools: [poolOf(3, 'WHYPE', 'USDT0', 500)], amount: 10n ** 18n }],
    })
    const { params } = await paramsFor(route, user)
    await expect(simulateSwap(user, params, 10n ** 18n - 1n)).rejects.toThrow(/ValueMismatch/)
    await expect(simulateSwap(user, params, 10n ** 18n + 1n)).rejects.toThrow(/ValueMismatch/)
    await expect(simulateSwap(user, params, 10n ** 18n)).resolves.toBeTruthy()
    // ERC20 input with value attached.
    await approveRouter(0, USDT0)
    const erc20 = await paramsFor(await sellUsdt0ForWhype(), user)
    await expect(simulateSwap(user, erc20.params, 1n)).rejects.toThrow(/ValueMismatch/)
  })

  it('an expired deadline reverts', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const { params } = await paramsFor(await sellUsdt0ForWhype(), user)
    const { timestamp } = await world.client.getBlock()
    await expect(simulateSwap(user, { ...params, deadline: timestamp - 1n })).rejects.toThrow(/Expired/)
  })

  it('buy: spending more than maxAmountIn reverts', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const [USDT0, WHYPE] = [world.token('USDT0').address, world.token('WHYPE').address]
    const route = await world.route({
      mode: 'buy',
      tokenIn: USDT0,
      tokenOut: WHYPE,
      paths: [{ pools: [poolOf(3, 'WHYPE', 'USDT0', 500)], amount: 10n ** 18n }],
    })
    const { params } = await paramsFor(route, user, 0)
    expect(params.amountIn).toBe(route.amountIn)
    await expect(simulateSwap(user, { ...params, amountIn: route.amountIn - 1n })).rejects.toThrow(/InputBudgetExceeded/)
    await expect(simulateSwap(user, params)).resolves.toBeTruthy()
  })

  it('an executor the owner has not allowed is refused, and only the owner allows executors', async () => {
    const user = world.wallet(0)
    await approveRouter(0, world.token('USDT0').address)
    const hash = await user.deployContract({ abi: uniswapV3ExecutorAbi, bytecode: uniswapV3ExecutorBytecode, chain: null })
    const rogue = (await waitForReceipt({ client: world.client, hash })).contractAddress!
    const { params } = await paramsFor(await sellUsdt0ForWhype(), user.account.address)
    // The packed route names the allowed executor; swap in the rogue one.
    const executor = world.contracts.executors['uniswap-v3']!.slice(2).toLowerCase()
    expect(params.route.toLowerCase()).toContain(executor)
    const tampered = { ...params, route: params.route.toLowerCase().replaceAll(executor, rogue.slice(2).toLowerCase()) as Hex }
    await expect(simulateSwap(user.account.address, tampered)).rejects.toThrow(/ExecutorNotAllowed/)
    await expect(
      world.client.simulateContract({
        address: world.contracts.router,
        abi: routerAbi,
        functionName: 'announceExecutor',
        args: [rogue],
        account: user.account.address,
      }),
    ).rejects.toThrow(/NotOwner/)
  })

  it('a partner fee above 1% reverts', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const { params } = await paramsFor(await sellUsdt0ForWhype(), user)
    await expect(simulateSwap(user, { ...params, partnerFeeBps: 101 })).rejects.toThrow(/PartnerFeeTooHigh/)
  })

  it('a route whose step record or path head runs past its end reverts MalformedRoute', async () => {
    const user = world.wallet(0).account.address
    await approveRouter(0, world.token('USDT0').address)
    const { params } = await paramsFor(await sellUsdt0ForWhype(), user)
    // One byte short: the step's data length reaches past the route. One byte more: a second path head, too short for its amount.
    await expect(simulateSwap(user, { ...params, route: params.route.slice(0, -2) as Hex })).rejects.toThrow(/MalformedRoute/)
    await expect(simulateSwap(user, { ...params, route: `${params.route}01` as Hex })).rejects.toThrow(/MalformedRoute/)
  })
})

/**
 * A V3 pool of a fresh ReentrantToken and WHYPE (source 3, 0.3%), full-range liquidity from account 0:
 * set up in big blocks, as creating a V3 pool takes more gas than a HyperEVM fast block holds.
 */
function reentrantTokenPool(): Promise<{ token: Address; pool: Address }> {
  return inBigBlocks({ rpcUrl: world.chain.rpcUrl, run: createReentrantTokenPool })
}

async function createReentrantTokenPool(): Promise<{ token: Address; pool: Address }> {
  const wallet = world.wallet(0)
  const send = async (hash: Promise<Hex>) => {
    const receipt = await waitForReceipt({ client: world.client, hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const token = (await send(wallet.deployContract({ abi: reentrantTokenAbi, bytecode: reentrantTokenBytecode, gas: 5_000_000n, chain: null }))).contractAddress!
  const WHYPE = world.token('WHYPE').address
  const source = world.chain.sources.find((s) => s.id === 3)!
  const npm = configOf(source).positionManager!
  await send(wallet.writeContract({ address: token, abi: reentrantTokenAbi, functionName: 'mint', args: [wallet.account.address, 10n ** 24n], chain: null }))
  for (const t of [token, WHYPE]) await send(wallet.writeContract({ address: t, abi: erc20Abi, functionName: 'approve', args: [npm, maxUint256], chain: null }))
  const [token0, token1] = token.toLowerCase() < WHYPE.toLowerCase() ? [token, WHYPE] : [WHYPE, token]
  await send(
    wallet.writeContract({
      address: npm,
      abi: npmAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, 3000, 2n ** 96n],
      chain: null,
    }),
  )
  await send(
    wallet.writeContract({
      address: npm,
      abi: npmAbi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee: 3000,
          tickLower: -887220,
          tickUpper: 887220,
          amount0Desired: 10n ** 21n,
          amount1Desired: 10n ** 21n,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: wallet.account.address,
          deadline: FAR,
        },
      ],
      gas: 5_000_000n,
      chain: null,
    }),
  )
  const pool = await world.client.readContract({
    address: configOf(source).factory,
    abi: parseAbi(['function getPool(address, address, uint24) view returns (address)']),
    functionName: 'getPool',
    args: [token0, token1, 3000],
  })
  return { token, pool }
}

async function arm(token: Address, target: Address, payload: Hex) {
  const wallet = world.wallet(1)
  const hash = await wallet.writeContract({ address: token, abi: reentrantTokenAbi as Abi, functionName: 'arm', args: [target, payload], chain: null })
  expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
}
