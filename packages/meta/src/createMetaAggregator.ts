import { randomUUID } from 'node:crypto'
import {
  type AggregatorAdapter,
  type AggregatorQuote,
  type AggregatorQuoteRequest,
  InvalidParametersError,
  isSluiceError,
  minAmountOut,
  type StorageSlotCache,
} from '@sluice/core'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import { buildAndVerifyAggregatorSwap } from './buildAndVerifyAggregatorSwap.js'
import type { Competition, CompetitionStore } from './Competition.js'
import { callAggregator } from './callAggregator.js'
import { competitionOrder } from './competitionOrder.js'
import { AggregatorNotAvailableError, CompetitionExpiredError, CompetitionNotFoundError, QuoteNotFoundError } from './metaErrors.js'
import { type RankedQuote, rankQuotes } from './rankQuotes.js'

/**
 * A chain of competitions: its client, Multicall3 (which the swap proofs read native balances
 * through) and its `MetaGuard`, if it has one (swaps are then settled through it).
 */
export type MetaChain = { chainId: number; name: string; client: PublicClient; multicall3: Address; metaGuard?: Address | undefined }

export type CreateMetaAggregatorParameters = {
  /** Every aggregator, by unique name. */
  adapters: readonly AggregatorAdapter[]
  /** Chains of this server; competitions run on those that at least one aggregator serves. */
  chains: readonly MetaChain[]
  store: CompetitionStore
  ttlSeconds: number
  /** Limit of one aggregator call (quote or swap), in milliseconds. */
  requestTimeoutMs: number
  /** Where an adapter's unexpected failure is logged (its text is never shown to a caller); a pino logger fits. */
  logger: MetaLogger
}

/** The one logging call the meta aggregator makes. */
export type MetaLogger = { error(fields: object, message: string): void }

/**
 * Who asks: an identifier of the request's API key, or `undefined` without one. A competition
 * created with a key answers only that key (others get 404, as for an unknown ID).
 */
export type MetaCaller = {
  owner?: string | undefined
  /** The caller's address (a client bucket), for the per-address limit of competitions created without a key. */
  client?: string | undefined
}

/**
 * A sell order to put to the aggregators: the order every aggregator is asked to quote (its
 * `userAddress` is who will send the swap, and every aggregator's transaction is proven from it),
 * by a caller.
 */
export type CreateCompetitionParameters = Omit<AggregatorQuoteRequest, 'signal'> & MetaCaller

/** One aggregator in one competition. */
export type AggregatorCallParameters = { aggregator: string; competitionId: string } & MetaCaller

/** A new competition: its ID, the aggregators that may quote it, and when it expires (ISO 8601). */
export type CreatedCompetition = { competitionId: string; availableAggregators: string[]; chainId: number; expiresAt: string }

/** An aggregator's proven quote: `amountOut` is the lesser of what it quoted and what its swap delivered in simulation. */
export type MetaQuote = {
  aggregator: string
  competitionId: string
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  amountOut: bigint
  minAmountOut: bigint
  gasEstimate: bigint | null
}

/** A competition's ranking, best first. */
export type CompetitionResults = { competition: Competition; quotes: RankedQuote[] }

/**
 * An aggregator's swap transaction for the competition's order, proven by simulation from the
 * user; on a chain with a `MetaGuard`, settled through it (`to` and `allowanceTarget` are the
 * guard, which reverts unless the user receives `minAmountOut`).
 */
export type MetaSwap = Omit<MetaQuote, 'gasEstimate'> & {
  to: Address
  data: Hex
  value: bigint
  allowanceTarget: Address
}

export type MetaAggregator = {
  /** Chains open to competitions. */
  chains(): { chainId: number; name: string }[]
  createCompetition(parameters: CreateCompetitionParameters): Promise<CreatedCompetition>
  quote(parameters: AggregatorCallParameters): Promise<MetaQuote>
  results(parameters: { competitionId: string } & MetaCaller): Promise<CompetitionResults>
  swap(parameters: AggregatorCallParameters): Promise<MetaSwap>
}

/**
 * The meta aggregator: competitions that ask several aggregators the same sell order and rank
 * their answers on one basis. Competitions live in the store (memory or Redis); each aggregator
 * call has its own time limit, so a slow or failing aggregator only fails its own request.
 * Nothing an aggregator answers is believed: each quote's own swap is built and proven by
 * simulation from the user's address (`verifyAggregatorSwap`) before the quote is ranked, by
 * the lesser of its quoted output and what the simulation delivered; `/swap` proves the
 * transaction it returns again. On a chain with a `MetaGuard`, the transaction proven and returned
 * is the guard's: the aggregator's call made with exactly the input, reverting unless the user
 * receives the minimum, so a contract that behaves otherwise outside a simulation cannot keep it.
 */
export function createMetaAggregator({ adapters, chains, store, ttlSeconds, requestTimeoutMs, logger }: CreateMetaAggregatorParameters): MetaAggregator {
  const byName = new Map<string, AggregatorAdapter>()
  for (const adapter of adapters) {
    if (byName.has(adapter.name)) throw new InvalidParametersError(`Two aggregators are named "${adapter.name}".`)
    byName.set(adapter.name, adapter)
  }
  const metaChains = chains.filter((chain) => adapters.some((adapter) => adapter.chains.includes(chain.chainId)))
  const chainOf = new Map(metaChains.map((chain) => [chain.chainId, chain]))
  const slotCaches = new Map<number, StorageSlotCache>(metaChains.map((chain) => [chain.chainId, new Map()]))

  /** The competition, for its owner (or anyone when it has none); another caller is told it does not exist. */
  const load = async (competitionId: string, owner: string | undefined) => {
    const entry = await store.get(competitionId)
    if (!entry || (entry.competition.owner != null && entry.competition.owner !== owner)) throw new CompetitionNotFoundError({ competitionId })
    if (Date.now() >= Date.parse(entry.competition.expiresAt)) throw new CompetitionExpiredError({ competitionId, expiresAt: entry.competition.expiresAt })
    return entry
  }
  const adapterOf = (competition: Competition, aggregator: string) => {
    const adapter = competition.availableAggregators.includes(aggregator) ? byName.get(aggregator) : undefined
    if (!adapter) throw new AggregatorNotAvailableError({ aggregator, available: competition.availableAggregators })
    return adapter
  }
  /** Builds the aggregator's swap from its quote and proves it on the competition's chain (`buildAndVerifyAggregatorSwap`). */
  const buildAndVerify = (competition: Competition, aggregator: string, adapter: AggregatorAdapter, quote: AggregatorQuote, least: bigint) =>
    buildAndVerifyAggregatorSwap({
      competition,
      aggregator,
      adapter,
      quote,
      least,
      chain: chainOf.get(competition.chainId) as MetaChain,
      storageSlotCache: slotCaches.get(competition.chainId),
      call: (run) => call(aggregator, run),
    })
  const call = <result>(aggregator: string, run: (signal: AbortSignal) => Promise<result>) => callAggregator({ aggregator, requestTimeoutMs, logger, run })

  return {
    chains: () => metaChains.map(({ chainId, name }) => ({ chainId, name })),

    async createCompetition({ owner, client, ...request }) {
      if (!chainOf.has(request.chainId))
        throw new InvalidParametersError(`chainId ${request.chainId} is not open to competitions; see meta.chains in GET /chains.`)
      const tokenIn = getAddress(request.tokenIn.toLowerCase())
      const tokenOut = getAddress(request.tokenOut.toLowerCase())
      if (tokenIn === tokenOut) throw new InvalidParametersError('tokenIn and tokenOut are the same token.')
      const now = Date.now()
      const competition: Competition = {
        competitionId: randomUUID(),
        chainId: request.chainId,
        tokenIn,
        tokenOut,
        amountIn: request.amountIn.toString(),
        userAddress: getAddress(request.userAddress.toLowerCase()),
        slippage: request.slippage,
        tokenInDecimals: request.tokenInDecimals,
        availableAggregators: adapters.filter((adapter) => adapter.chains.includes(request.chainId)).map((adapter) => adapter.name),
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ttlSeconds * 1000).toISOString(),
        owner: owner ?? null,
      }
      await store.create(competition, client === undefined ? undefined : { client })
      const { competitionId, availableAggregators, chainId, expiresAt } = competition
      return { competitionId, availableAggregators, chainId, expiresAt }
    },

    async quote({ aggregator, competitionId, owner }) {
      const { competition } = await load(competitionId, owner)
      const adapter = adapterOf(competition, aggregator)
      let quote: AggregatorQuote
      let delivered: bigint
      try {
        quote = await call(aggregator, (signal) => adapter.quote({ ...competitionOrder(competition), signal }))
        // A quote counts only if its own swap, simulated from the user, delivers at least its minimum.
        const least = minAmountOut({ amountOut: quote.amountOut, slippage: competition.slippage })
        delivered = (await buildAndVerify(competition, aggregator, adapter, quote, least)).delivered
      } catch (error) {
        // The results show only quotes the aggregator stands behind now.
        await store.deleteQuote(competitionId, aggregator)
        throw error
      }
      const amountOut = delivered < quote.amountOut ? delivered : quote.amountOut
      await store.putQuote(competitionId, {
        aggregator,
        amountOut: amountOut.toString(),
        quotedAmountOut: quote.amountOut.toString(),
        gasEstimate: quote.gasEstimate === null ? null : quote.gasEstimate.toString(),
        swapData: quote.swapData,
        quotedAt: new Date().toISOString(),
      })
      return {
        aggregator,
        competitionId,
        ...competitionOrder(competition),
        amountOut,
        minAmountOut: minAmountOut({ amountOut, slippage: competition.slippage }),
        gasEstimate: quote.gasEstimate,
      }
    },

    async results({ competitionId, owner }) {
      const { competition, quotes } = await load(competitionId, owner)
      return { competition, quotes: rankQuotes({ quotes, slippage: competition.slippage }) }
    },

    async swap({ aggregator, competitionId, owner }) {
      const { competition, quotes } = await load(competitionId, owner)
      const adapter = adapterOf(competition, aggregator)
      const stored = quotes.find((quote) => quote.aggregator === aggregator)
      if (!stored) throw new QuoteNotFoundError({ aggregator })
      const quote = {
        amountOut: BigInt(stored.quotedAmountOut),
        gasEstimate: stored.gasEstimate === null ? null : BigInt(stored.gasEstimate),
        swapData: stored.swapData,
      }
      const least = minAmountOut({ amountOut: BigInt(stored.amountOut), slippage: competition.slippage })
      let built: Awaited<ReturnType<typeof buildAndVerify>>
      try {
        built = await buildAndVerify(competition, aggregator, adapter, quote, least)
      } catch (error) {
        // A swap that fails its proof takes its quote out of the ranking.
        if (isSluiceError(error, 'SwapRefusedError') || isSluiceError(error, 'SwapSimulationFailedError')) await store.deleteQuote(competitionId, aggregator)
        throw error
      }
      const { swap, transaction } = built
      return {
        aggregator,
        competitionId,
        ...competitionOrder(competition),
        amountOut: swap.amountOut,
        minAmountOut: least,
        to: getAddress(transaction.to),
        data: transaction.data,
        value: transaction.value,
        allowanceTarget: getAddress(transaction.allowanceTarget),
      }
    },
  }
}
