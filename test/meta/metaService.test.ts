import { type AggregatorAdapter, InvalidConfigError, InvalidParametersError } from '@sluice/core'
import { defaultAggregatorPlugins } from '@sluice/default-plugins'
import {
  AggregatorNotAvailableError,
  CompetitionNotFoundError,
  createAggregatorAdapters,
  createMemoryCompetitionStore,
  createMetaAggregator,
  QuoteNotFoundError,
} from '@sluice/meta'
import { createPublicClient, http, type PublicClient } from 'viem'
import { expect, test } from 'vitest'

// The meta aggregator as an embedder uses it: no server, no HTTP, typed parameters and domain
// results. The adapters are the real plugins' (KyberSwap and 0x talk to external APIs, which these
// tests never reach: they stop before any quote); the chain's client points nowhere and is never called.
const client = createPublicClient({ transport: http('http://127.0.0.1:1') }) as PublicClient
const chains = [
  {
    chainId: 999,
    client,
    multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' as const,
    wrappedNative: '0x5555555555555555555555555555555555555555' as const,
  },
]
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const order = {
  chainId: 999,
  tokenIn: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  amountIn: 10n ** 18n,
  userAddress: user,
  slippage: 0.005,
  tokenInDecimals: 18,
} as const

const metaOf = (adapters: AggregatorAdapter[]) =>
  createMetaAggregator({
    adapters,
    chains: [{ ...chains[0]!, name: 'HyperEVM' }],
    store: createMemoryCompetitionStore({ retentionMs: 60_000 }),
    ttlSeconds: 60,
    requestTimeoutMs: 1_000,
    logger: { error: () => {} },
  })

test('adapters come from the plugins a config names, under a name of their own when given', () => {
  const adapters = createAggregatorAdapters({
    plugins: defaultAggregatorPlugins,
    entries: [
      { plugin: 'kyberswap', config: { baseUrl: 'https://kyber.example' } },
      { plugin: 'kyberswap', name: 'kyber-eu', config: { baseUrl: 'https://eu.kyber.example' } },
    ],
    chains,
  })
  expect(adapters.map((adapter) => adapter.name)).toEqual(['kyberswap', 'kyber-eu'])
  expect(() => createAggregatorAdapters({ plugins: defaultAggregatorPlugins, entries: [{ plugin: 'paraswap' }], chains })).toThrow(InvalidConfigError)
  expect(() => createAggregatorAdapters({ plugins: defaultAggregatorPlugins, entries: [{ plugin: 'paraswap' }], chains })).toThrow(
    /Unknown aggregator plugin "paraswap" \(named by meta aggregator paraswap\); loaded: .*kyberswap/,
  )
  expect(() =>
    createAggregatorAdapters({ plugins: defaultAggregatorPlugins, entries: [{ plugin: 'kyberswap', name: 'k', config: { baseUrl: 'not a url' } }], chains }),
  ).toThrow(InvalidConfigError)
})

test('a competition is created from typed parameters and answers its owner only, with domain errors', async () => {
  const adapters = createAggregatorAdapters({
    plugins: defaultAggregatorPlugins,
    entries: [{ plugin: 'kyberswap', config: { baseUrl: 'https://kyber.example' } }],
    chains,
  })
  const meta = metaOf(adapters)
  expect(meta.chains()).toEqual([{ chainId: 999, name: 'HyperEVM' }])
  const created = await meta.createCompetition({ ...order, owner: 'key-a' })
  expect(created).toMatchObject({ availableAggregators: ['kyberswap'], chainId: 999 })
  const { competition, quotes } = await meta.results({ competitionId: created.competitionId, owner: 'key-a' })
  expect(competition).toMatchObject({ amountIn: (10n ** 18n).toString(), userAddress: user, owner: 'key-a' })
  expect(quotes).toEqual([])
  await expect(meta.results({ competitionId: created.competitionId, owner: 'key-b' })).rejects.toThrow(CompetitionNotFoundError)
  await expect(meta.quote({ competitionId: created.competitionId, aggregator: 'paraswap', owner: 'key-a' })).rejects.toThrow(AggregatorNotAvailableError)
  await expect(meta.swap({ competitionId: created.competitionId, aggregator: 'kyberswap', owner: 'key-a' })).rejects.toThrow(QuoteNotFoundError)
  await expect(meta.createCompetition({ ...order, chainId: 1868 })).rejects.toThrow(InvalidParametersError)
  await expect(meta.createCompetition({ ...order, tokenOut: order.tokenIn })).rejects.toThrow('tokenIn and tokenOut are the same token.')
})
