import { type BridgeChain, type BridgeQuote, type BridgeRoute, InvalidAmountError, NoRouteFoundError } from '@sluice/core'
import { isAddressEqual } from 'viem'
import type { AcrossConfig } from './acrossConfigSchema.js'
import { computeAcrossFees } from './computeAcrossFees.js'
import { fetchAcrossSuggestedFees } from './fetchAcrossSuggestedFees.js'

export type QuoteAcrossParameters = {
  chains: readonly BridgeChain<AcrossConfig>[]
  route: BridgeRoute
  inputAmount: bigint
}

const PCT_SCALE = 10n ** 18n

/**
 * Prices a deposit: from Across's API when the origin chain configures one (real deployments),
 * else from the configured fee model (what the sandbox relayer charges). The quote timestamp is
 * the origin chain's latest block time, as the SpokePool checks it against its own clock.
 */
export async function quoteAcross({ chains, route, inputAmount }: QuoteAcrossParameters): Promise<BridgeQuote> {
  const origin = chains.find((chain) => chain.chainId === route.originChainId)
  const config = origin?.config.routes.find(
    (r) =>
      isAddressEqual(r.token, route.originToken) &&
      r.destinationChainId === route.destinationChainId &&
      isAddressEqual(r.destinationToken, route.destinationToken),
  )
  if (!origin || !config) throw new NoRouteFoundError(`Across has no route for this token from chain ${route.originChainId} to ${route.destinationChainId}.`)
  const { api, fees, fillDeadlineSeconds, timeEstimateSeconds, spokePool } = origin.config

  if (api) {
    const suggested = await fetchAcrossSuggestedFees({
      ...api,
      inputToken: route.originToken,
      outputToken: route.destinationToken,
      originChainId: route.originChainId,
      destinationChainId: route.destinationChainId,
      amount: inputAmount,
    })
    const outputAmount = suggested.outputAmount ?? inputAmount - suggested.totalRelayFee.total
    checkAmount({ inputAmount, outputAmount, limits: suggested.limits, tooLow: suggested.isAmountTooLow === true })
    const relayer = suggested.totalRelayFee.total - suggested.lpFee.total
    return {
      route,
      inputAmount,
      outputAmount,
      fees: [
        { kind: 'lp', amount: suggested.lpFee.total, pct: Number((suggested.lpFee.pct * 1_000_000n) / PCT_SCALE) / 1e6 },
        { kind: 'relayer', amount: relayer, pct: Number(((suggested.totalRelayFee.pct - suggested.lpFee.pct) * 1_000_000n) / PCT_SCALE) / 1e6 },
      ],
      limits: suggested.limits,
      timeEstimateSeconds: suggested.expectedFillTimeSec ?? suggested.estimatedFillTimeSec ?? timeEstimateSeconds,
      quoteTimestamp: suggested.timestamp,
      fillDeadline: suggested.fillDeadline ?? suggested.timestamp + fillDeadlineSeconds,
      depositContract: spokePool,
    }
  }

  const block = await origin.client.getBlock({ blockTag: 'latest' })
  const quoteTimestamp = Number(block.timestamp)
  const { lpFee, relayerFee, outputAmount } = computeAcrossFees({
    inputAmount,
    lpFeeBps: fees.lpFeeBps,
    relayerFeeBps: fees.relayerFeeBps,
    relayerGasFee: BigInt(config.relayerGasFee),
  })
  const limits = { minDeposit: BigInt(config.minDeposit), maxDeposit: BigInt(config.maxDeposit) }
  checkAmount({ inputAmount, outputAmount, limits, tooLow: false })
  const pct = (amount: bigint) => Number((amount * 1_000_000_000n) / inputAmount) / 1e9
  return {
    route,
    inputAmount,
    outputAmount,
    fees: [
      { kind: 'lp', amount: lpFee, pct: pct(lpFee) },
      { kind: 'relayer', amount: relayerFee, pct: pct(relayerFee) },
    ],
    limits,
    timeEstimateSeconds,
    quoteTimestamp,
    fillDeadline: quoteTimestamp + fillDeadlineSeconds,
    depositContract: spokePool,
  }
}

function checkAmount({
  inputAmount,
  outputAmount,
  limits,
  tooLow,
}: {
  inputAmount: bigint
  outputAmount: bigint
  limits: { minDeposit: bigint; maxDeposit: bigint }
  tooLow: boolean
}) {
  if (tooLow || outputAmount <= 0n || inputAmount < limits.minDeposit)
    throw new InvalidAmountError(
      `The amount is too small to pay the bridge fees; the least deposit is ${limits.minDeposit > 0n ? limits.minDeposit : 'larger'} wei.`,
    )
  if (inputAmount > limits.maxDeposit) throw new InvalidAmountError(`The amount is above the bridge's limit of ${limits.maxDeposit} wei.`)
}
