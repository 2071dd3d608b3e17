import { type BridgeDepositStatus, InvalidConfigError, InvalidParametersError } from '@sluice/core'
import { createCrossChainService, describeDeposit } from '@sluice/cross-chain'
import { defaultBridgePlugins } from '@sluice/default-plugins'
import { expect, test } from 'vitest'

// The cross-chain service as an embedder uses it: no server, no HTTP. These checks stop before any
// chain or engine is reached (the end-to-end suite, crossChain.test.ts, runs the real thing on Anvil).

test('a bridge kind no plugin provides fails at creation', () => {
  const config = { chainId: 999, name: 'HyperEVM', nativeSymbol: 'HYPE', wrappedNative: '0x5555555555555555555555555555555555555555' as const }
  const chain = (bridges: { kind: string }[]) => ({ config: { ...config, bridges }, client: undefined as never, engine: undefined as never, tokens: () => [] })
  expect(() => createCrossChainService({ chains: [chain([{ kind: 'wormhole' }])], plugins: defaultBridgePlugins })).toThrow(InvalidConfigError)
  const none = createCrossChainService({ chains: [chain([])], plugins: defaultBridgePlugins })
  expect(none.enabled).toBe(false)
  expect(none.chains()).toEqual([])
  expect(() => none.currencies([999])).toThrow(InvalidParametersError)
})

test('a quote between one chain and itself is refused with a domain error', async () => {
  const service = createCrossChainService({ chains: [], plugins: defaultBridgePlugins })
  const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const order = { tokenIn: user, tokenOut: user, amountIn: 1n, userAddress: user, slippage: 0.01 } as const
  await expect(service.quote({ ...order, originChainId: 999, destinationChainId: 999 })).rejects.toThrow(InvalidParametersError)
  await expect(service.quote({ ...order, originChainId: 999, destinationChainId: 1868 })).rejects.toThrow('Unsupported originChainId 999')
})

test("a deposit's status says what its state means, from chain data only", () => {
  const deposit = {
    chainId: 999,
    hash: `0x${'ab'.repeat(32)}`,
    blockNumber: 7n,
    timestamp: 1_000,
    depositId: 5n,
    depositor: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    inputToken: '0x5555555555555555555555555555555555555555',
    inputAmount: 1_000n,
    outputToken: '0x4200000000000000000000000000000000000006',
    outputAmount: 990n,
    destinationChainId: 1868,
    fillDeadline: 5_000,
    hasMessage: false,
    tag: undefined,
  } as const
  const status = (state: BridgeDepositStatus['state'], more: Partial<BridgeDepositStatus> = {}): BridgeDepositStatus => ({
    kind: 'bridge-across',
    state,
    deposit,
    fill: undefined,
    refund: undefined,
    checkedAt: 9_999,
    ...more,
  })
  expect(describeDeposit({ status: status('pending') })).toMatchObject({
    requestId: 'bridge-across:999:5',
    outcome: 'pending',
    final: false,
    updatedAt: 1_000,
    fee: 10n,
  })
  expect(describeDeposit({ status: status('expired') })).toMatchObject({ outcome: 'failure', final: false, updatedAt: 5_000 })
  const fill = {
    chainId: 1868,
    hash: `0x${'cd'.repeat(32)}`,
    blockNumber: 9n,
    timestamp: 1_200,
    relayer: deposit.depositor,
    recipient: deposit.recipient,
    outputAmount: 990n,
  } as const
  expect(describeDeposit({ status: status('filled', { fill }) })).toMatchObject({ outcome: 'success', final: true, updatedAt: 1_200 })
  expect(describeDeposit({ status: { ...status('pending'), deposit: { ...deposit, tag: '0x01' } } }).requestId).toBe('0x01')
})
