import type { SourceAdapter } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, concatHex, createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, type PublicClient, size, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodePackedRoute } from '../../../packages/core/src/encoder/decodePackedRoute.js'
import { decodeSwapCall } from '../../../packages/core/src/encoder/decodeSwapCall.js'
import { encodeSwap } from '../../../packages/core/src/encoder/encodeSwap.js'
import { InvalidParametersError, TransactionSimulationError } from '../../../packages/core/src/errors/errors.js'
import { createSourceRegistry, type SourceRegistry } from '../../../packages/core/src/registry/createSourceRegistry.js'
import type { Route } from '../../../packages/core/src/types/Route.js'
import { NATIVE_TOKEN_ADDRESS } from '../../../packages/core/src/types/Token.js'
import { sandboxAdapters } from '../../support/sandboxAdapters.js'

let sandbox: Sandbox
let client: PublicClient
let registry: SourceRegistry
let router: Address
let route: (parameters: { mode: 'sell' | 'buy'; amount: bigint; nativeIn?: boolean }) => Promise<Route>
let WHYPE: Address
let USDT0: Address
/** A user with no tokens and no approvals: the encoder's state overrides stand in for both. */
const FRESH_USER = '0x00000000000000000000000000000000000A11cE'

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  const chain = sandbox.manifest.chains[0]!
  client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 }) as PublicClient
  router = chain.contracts!.router
  WHYPE = chain.wrappedNative
  USDT0 = chain.tokens.find((t) => t.symbol === 'USDT0')!.address
  const source = chain.sources.find((s) => s.id === 1)!
  const [adapter] = sandboxAdapters({ chain, filter: (s) => s === source }) as [SourceAdapter]
  registry = createSourceRegistry({ adapters: [adapter as never] })
  const pair = chain.pools.find((p) => p.sourceId === 1 && p.tokens.includes(WHYPE) && p.tokens.includes(USDT0))!
  route = async ({ mode, amount, nativeIn = false }) => {
    const blockNumber = await client.getBlockNumber()
    const [state] = await adapter.track({
      client,
      pools: [{ id: pair.address, address: pair.address, sourceId: 1, tokens: pair.tokens, fee: pair.fee }],
      blockNumber,
    })
    const sim = adapter.simulator(state!)
    const r = mode === 'sell' ? sim.quoteExactIn({ tokenIn: WHYPE, amountIn: amount }) : sim.quoteExactOut!({ tokenOut: USDT0, amountOut: amount })
    const step = { pool: sim.pool, tokenIn: WHYPE, tokenOut: USDT0, amountIn: r.amountIn, amountOut: r.amountOut, fee: sim.fee() }
    return {
      mode,
      tokenIn: nativeIn ? NATIVE_TOKEN_ADDRESS : WHYPE,
      tokenOut: USDT0,
      amountIn: r.amountIn,
      amountOut: r.amountOut,
      paths: [{ steps: [step], amountIn: r.amountIn, amountOut: r.amountOut }],
      gas: r.gas,
      blockNumber,
    }
  }
})
afterAll(() => sandbox?.stop())

const base = () => ({ client, registry, router, user: FRESH_USER as Address, slippage: 0.01, deadline: 2n ** 40n })
const decode = (calldata: `0x${string}`) => decodeSwapCall({ data: calldata })

describe('encodeSwap', () => {
  it('sell: exact approve then swap, calldata with the minimum output after fee and slippage, simulated for a user holding nothing', async () => {
    const r = await route({ mode: 'sell', amount: 10n ** 18n })
    const encoded = await encodeSwap({
      ...base(),
      route: r,
      partnerFeeBps: 25,
      partnerId: 3,
      tokens: [{ chainId: 999, address: WHYPE, symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18 }],
    })
    const fee = (r.amountOut * 25n) / 10_000n
    const minAmountOut = ((r.amountOut - fee) * 99n) / 100n
    expect(encoded).toMatchObject({ toAddress: router, value: 0n, amountIn: r.amountIn, amountOut: r.amountOut - fee, minAmountOut, maxAmountIn: undefined })
    expect(encoded.partnerFee).toEqual({ feeBps: 25, partnerId: 3, feeToken: USDT0, feeAmount: fee })
    expect(encoded.transactions).toEqual([
      {
        from: FRESH_USER,
        to: WHYPE,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, r.amountIn] }),
        value: 0n,
        gas: expect.any(BigInt),
      },
      { from: FRESH_USER, to: router, data: encoded.calldata, value: 0n, gas: expect.any(BigInt) },
    ])
    // Each gas limit is the estimate with its margin: above the estimate the return reports.
    expect(encoded.transactions.reduce((sum, tx) => sum + tx.gas!, 0n)).toBeGreaterThan(encoded.gas)
    expect(encoded.transactionExplanations[0]).toBe(`Approve the Sluice router ${router} to spend 1 WHYPE of WHYPE.`)
    expect(encoded.transactionExplanations[1]).toMatch(/^Swap 1 WHYPE for at least \d+ wei of 0x/)
    const { data } = registry.get(1).encode({ step: r.paths[0]!.steps[0]!, recipient: router })
    expect(decode(encoded.calldata)).toEqual({
      tokenIn: WHYPE,
      tokenOut: USDT0,
      amountIn: r.amountIn,
      amountOut: minAmountOut,
      // No recipient written: the router's caller (the user) receives.
      deadline: 2n ** 40n,
      partnerId: 3,
      partnerFeeBps: 25,
      exactOut: false,
      route: concatHex([
        toHex(1, { size: 1 }),
        // The amount, 1e18, as a compact uint: its 8 bytes.
        toHex(8, { size: 1 }),
        toHex(r.amountIn, { size: 8 }),
        sandbox.manifest.chains[0]!.contracts!.executors['uniswap-v2']!.toLowerCase() as Address,
        toHex(size(data), { size: 2 }),
        data,
      ]),
    })
    expect(encoded.gas).toBeGreaterThan(100_000n)
    expect(encoded.txCostNative).toBe(encoded.gas * encoded.gasPrice)
  })

  it('approveMax approves an unlimited amount; native input needs no approve and sends the input as value', async () => {
    const r = await route({ mode: 'sell', amount: 10n ** 18n })
    const max = await encodeSwap({ ...base(), route: r, approveMax: true })
    expect(max.transactions[0]!.data).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }))
    expect(max.transactionExplanations[0]).toContain('an unlimited amount')
    const native = await encodeSwap({ ...base(), route: await route({ mode: 'sell', amount: 10n ** 18n, nativeIn: true }) })
    expect(native.transactions).toHaveLength(1)
    expect(native.value).toBe(10n ** 18n)
  })

  it('buy: maximum input raised by the slippage (rounded up), exact output, paths trimmed to the asked amount', async () => {
    const r = await route({ mode: 'buy', amount: 1_000_000_007n })
    const encoded = await encodeSwap({ ...base(), route: r, amountOut: 1_000_000_000n })
    expect(encoded.amountOut).toBe(1_000_000_000n)
    expect(encoded.maxAmountIn).toBe((r.amountIn * 101n + 99n) / 100n)
    const params = decode(encoded.calldata)
    expect(params).toMatchObject({ exactOut: true, amountIn: encoded.maxAmountIn, amountOut: 1_000_000_000n })
    expect(decodePackedRoute({ route: params.route })[0]!.amount).toBe(1_000_000_000n)
    await expect(encodeSwap({ ...base(), route: r, amountOut: r.amountOut + 1n })).rejects.toThrow(InvalidParametersError)
  })

  it('a route that fails on the current block throws TransactionSimulationError with the router’s reason', async () => {
    const r = await route({ mode: 'sell', amount: 10n ** 18n })
    const inflated = { ...r, amountOut: r.amountOut * 2n, paths: [{ ...r.paths[0]!, amountOut: r.amountOut * 2n }] }
    const error = await encodeSwap({ ...base(), route: inflated }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionSimulationError)
    expect((error as Error).message).toMatch(/InsufficientOutput/)
  })

  it('refuses invalid parameters', async () => {
    const r = await route({ mode: 'sell', amount: 10n ** 18n })
    await expect(encodeSwap({ ...base(), route: r, slippage: 1 })).rejects.toThrow(InvalidParametersError)
    await expect(encodeSwap({ ...base(), route: r, partnerFeeBps: 101 })).rejects.toThrow(InvalidParametersError)
    await expect(encodeSwap({ ...base(), route: { ...r, amountIn: r.amountIn + 1n } })).rejects.toThrow(/paths take/)
    await expect(encodeSwap({ ...base(), route: { ...r, paths: [] } })).rejects.toThrow(InvalidParametersError)
  })
})
