import { concatHex, toHex } from 'viem'
import { expect, test } from 'vitest'
import { createSourceRegistry } from '../registry/createSourceRegistry.js'
import type { Route } from '../types/Route.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import { decodeSwapCall } from './decodeSwapCall.js'
import { encodeRouterCall } from './encodeRouterCall.js'
import { swapTerms } from './swapTerms.js'

// A stand-in source whose steps encode to fixed bytes: the packing is what is tested here (core's
// tests do not import the plugins; the real executors run in test/core/encoder and test/execution).
const executor = '0x00000000000000000000000000000000000e0e0e'
const adapter = { id: 1, name: 'stand-in', encode: () => ({ executor, data: '0xabcd' }) } as unknown as SourceAdapter
const registry = createSourceRegistry({ adapters: [adapter] })
const router = '0x00000000000000000000000000000000000000aa'
const recipient = '0x00000000000000000000000000000000000000bb'
const step = { pool: { sourceId: 1 } }
const route = (mode: 'sell' | 'buy') =>
  ({
    mode,
    tokenIn: '0x0000000000000000000000000000000000000001',
    tokenOut: '0x0000000000000000000000000000000000000002',
    amountIn: 1000n,
    amountOut: 2000n,
    paths: [{ steps: [step], amountIn: 1000n, amountOut: 2000n }],
    gas: 0n,
    blockNumber: 1n,
  }) as unknown as Route

const decode = (data: `0x${string}`) => decodeSwapCall({ data })

test('sell: spends the exact input and enforces the minimum output; the route packs count, amount and step records', () => {
  const r = route('sell')
  const terms = swapTerms({ mode: 'sell', amountIn: 1000n, grossAmountOut: 2000n, slippage: 0.01, partnerFeeBps: 10 })
  const args = decode(encodeRouterCall({ registry, router, route: r, amounts: [1000n], terms, recipient, deadline: 99n, partnerId: 3, partnerFeeBps: 10 }))
  expect(args).toEqual({
    tokenIn: r.tokenIn,
    tokenOut: r.tokenOut,
    amountIn: 1000n,
    amountOut: terms.minAmountOut,
    recipient,
    deadline: 99n,
    partnerId: 3,
    partnerFeeBps: 10,
    exactOut: false,
    route: concatHex([toHex(1, { size: 1 }), '0x02', toHex(1000n, { size: 2 }), executor, toHex(2, { size: 2 }), '0xabcd']),
  })
})

test('buy: may spend up to the maximum input for exactly the output; no recipient written: the caller receives', () => {
  const terms = swapTerms({ mode: 'buy', amountIn: 1000n, grossAmountOut: 2000n, slippage: 0.01, partnerFeeBps: 0 })
  const args = decode(encodeRouterCall({ registry, router, route: route('buy'), amounts: [2000n], terms, deadline: 99n, partnerId: 0, partnerFeeBps: 0 }))
  expect(args).toMatchObject({ amountIn: 1010n, amountOut: 2000n, exactOut: true })
  expect(args.recipient).toBeUndefined()
})
