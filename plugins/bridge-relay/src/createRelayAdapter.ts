import {
  type BridgeAdapter,
  type BridgeDepositStatus,
  type BridgeTransaction,
  type CreateBridgeAdapterParameters,
  InvalidParametersError,
  listBridgeRoutes,
  NoRouteFoundError,
} from '@sluice/core'
import { type Address, getAddress, type Hex, isAddressEqual, zeroAddress } from 'viem'
import type { z } from 'zod'
import type { RelayConfig } from './relayConfigSchema.js'
import { relayQuoteSchema, relayRequestsSchema } from './relaySchemas.js'
import { requestRelay } from './requestRelay.js'

export type CreateRelayAdapterParameters = CreateBridgeAdapterParameters<RelayConfig>

export const RELAY_KIND = 'bridge-relay'

type RelaySteps = z.output<typeof relayQuoteSchema>['steps']

/** Relay's nominal validity of a quote, in seconds (Relay revalidates quotes when filling). */
const QUOTE_VALIDITY_SECONDS = 600
/** Relay's request statuses that end a request; the others (waiting, depositing, pending, submitted, delayed) are `pending`. */
const statusLabels: Record<string, BridgeDepositStatus['state']> = { success: 'filled', refund: 'refunded', failure: 'failed' }

/**
 * Relay through its public API: the quote is Relay's (`POST /quote/v2`, exact input), the user's
 * transactions are the ones Relay returned, the status is Relay's record of the origin
 * transaction (`GET /requests/v2?hash=`). No contract of Relay is read here.
 */
export function createRelayAdapter({ chains }: CreateRelayAdapterParameters): BridgeAdapter {
  const routes = listBridgeRoutes({ chains })
  const api = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain) throw new NoRouteFoundError(`Relay is not configured on chain ${chainId}.`)
    return { base: chain.config.apiUrl.replace(/\/$/, ''), apiKey: chain.config.apiKey, timeoutMs: chain.config.timeoutMs }
  }

  return {
    kind: RELAY_KIND,
    routes: () => routes,
    async quote({ route, inputAmount, depositor, recipient }) {
      if (!depositor) throw new InvalidParametersError('A Relay quote needs the depositor.')
      const { base, apiKey, timeoutMs } = api(route.originChainId)
      const answer = await requestRelay({
        url: `${base}/quote/v2`,
        apiKey,
        timeoutMs,
        schema: relayQuoteSchema,
        body: {
          user: depositor,
          recipient: recipient ?? depositor,
          originChainId: route.originChainId,
          destinationChainId: route.destinationChainId,
          originCurrency: route.originToken,
          destinationCurrency: route.destinationToken,
          amount: inputAmount.toString(),
          tradeType: 'EXACT_INPUT',
        },
      })
      const deposit = answer.steps.flatMap((step) => step.items.flatMap((item) => (item.data ? [item.data] : []))).at(-1)
      if (!deposit) throw new InvalidParametersError('Relay answered no transaction for this quote.')
      // The least Relay delivers (its minimum when it gives one).
      const outputAmount = answer.details.currencyOut.minimumAmount ?? answer.details.currencyOut.amount
      const quoteTimestamp = Math.floor(Date.now() / 1000)
      const relayerFee = answer.fees.relayer?.amount ?? inputAmount - outputAmount
      return {
        route,
        inputAmount,
        outputAmount,
        fees: [{ kind: 'relayer', amount: relayerFee, pct: Number((relayerFee * 1_000_000n) / inputAmount) / 1e6 }],
        limits: { minDeposit: 1n, maxDeposit: 2n ** 255n },
        timeEstimateSeconds: answer.details.timeEstimate ?? 10,
        quoteTimestamp,
        fillDeadline: quoteTimestamp + QUOTE_VALIDITY_SECONDS,
        depositContract: getAddress(deposit.to),
        extra: { steps: answer.steps, recipient: recipient ?? depositor },
      }
    },
    async transactions({ quote, depositor, recipient, message }) {
      const extra = quote.extra as { steps: RelaySteps; recipient: Address } | undefined
      if (!extra) throw new InvalidParametersError('This quote carries no Relay transactions.')
      if (!isAddressEqual(extra.recipient, recipient) || (message !== undefined && message !== '0x'))
        throw new InvalidParametersError('Relay transactions are bound to the quoted recipient and carry no message.')
      const transactions: BridgeTransaction[] = []
      const explanations: string[] = []
      for (const step of extra.steps)
        for (const item of step.items) {
          if (!item.data) continue
          if (!isAddressEqual(item.data.from, depositor)) throw new InvalidParametersError('Relay quoted transactions for another sender.')
          transactions.push({
            chainId: item.data.chainId,
            from: getAddress(item.data.from),
            to: getAddress(item.data.to),
            data: item.data.data,
            value: item.data.value,
          })
          explanations.push(step.description ?? `Relay step "${step.id}".`)
        }
      return { transactions, explanations }
    },
    async status({ txHash }) {
      const bases = [...new Map(chains.map((chain) => [chain.config.apiUrl.replace(/\/$/, ''), chain.config])).entries()]
      for (const [base, config] of bases) {
        const answer = await requestRelay({
          url: `${base}/requests/v2?hash=${txHash}`,
          apiKey: config.apiKey,
          timeoutMs: config.timeoutMs,
          schema: relayRequestsSchema,
        })
        const request = answer.requests[0]
        if (!request) continue
        const inTx = request.data.inTxs.find((tx) => tx.hash.toLowerCase() === txHash.toLowerCase()) ?? request.data.inTxs[0]
        const outTx = request.data.outTxs[0]
        const metadata = request.data.metadata
        const state = statusLabels[request.status] ?? 'pending'
        const at = (seconds: number | undefined, iso: string | undefined) => seconds ?? (iso ? Math.floor(Date.parse(iso) / 1000) : 0)
        const created = at(inTx?.timestamp, request.createdAt)
        const user = request.user && /^0x[0-9a-fA-F]{40}$/.test(request.user) ? getAddress(request.user) : zeroAddress
        const recipient = request.recipient && /^0x[0-9a-fA-F]{40}$/.test(request.recipient) ? getAddress(request.recipient) : user
        const token = (value: string | undefined) => (value && /^0x[0-9a-fA-F]{40}$/.test(value) ? getAddress(value) : zeroAddress)
        return {
          kind: RELAY_KIND,
          state,
          deposit: {
            chainId: inTx?.chainId ?? metadata?.currencyIn?.currency.chainId ?? 0,
            hash: txHash,
            blockNumber: BigInt(inTx?.block ?? 0),
            timestamp: created,
            depositId: /^0x[0-9a-fA-F]{1,64}$/.test(request.id) ? BigInt(request.id) : 0n,
            depositor: user,
            recipient,
            inputToken: token(metadata?.currencyIn?.currency.address),
            inputAmount: metadata?.currencyIn?.amount ?? 0n,
            outputToken: token(metadata?.currencyOut?.currency.address),
            outputAmount: metadata?.currencyOut?.amount ?? 0n,
            destinationChainId: outTx?.chainId ?? metadata?.currencyOut?.currency.chainId ?? 0,
            fillDeadline: created + QUOTE_VALIDITY_SECONDS,
            hasMessage: false,
            tag: request.id as Hex,
          },
          fill:
            state === 'filled' && outTx
              ? {
                  chainId: outTx.chainId,
                  hash: outTx.hash as Hex,
                  blockNumber: BigInt(outTx.block ?? 0),
                  timestamp: at(outTx.timestamp, request.updatedAt),
                  relayer: zeroAddress,
                  recipient,
                  outputAmount: metadata?.currencyOut?.amount ?? 0n,
                }
              : undefined,
          refund: undefined,
          checkedAt: at(undefined, request.updatedAt),
        }
      }
      return undefined
    },
  }
}
