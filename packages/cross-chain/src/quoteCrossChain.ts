import { randomBytes } from 'node:crypto'
import {
  type BridgeAdapter,
  type BridgeDestinationCall,
  type BridgeQuote,
  type BridgeRoute,
  type ChainEngine,
  type EngineSwap,
  InvalidParametersError,
  InvalidTokenError,
  NATIVE_TOKEN_ADDRESS,
  NoRouteFoundError,
  type PartnerFee,
} from '@sluice/core'
import { type Address, encodeFunctionData, getAddress, type Hex, isAddressEqual, parseAbi, zeroAddress } from 'viem'

/** A cross-chain order: exact input on the origin, any token out on the destination. */
export type CrossChainQuoteParameters = {
  originChainId: number
  destinationChainId: number
  /** Token paid on the origin; native = 0xeeee…eeee. */
  tokenIn: Address
  /** Token received on the destination; native = 0xeeee…eeee. */
  tokenOut: Address
  amountIn: bigint
  /** Who signs and sends the transactions (the depositor). */
  userAddress: Address
  /** Who receives tokenOut; default `userAddress`. */
  recipientAddress?: Address | undefined
  /** Tolerance of each swap leg as a fraction (0.005 = 0.5%). */
  slippage: number
  /** Partner fee in basis points, taken on the last swap leg; needs `partner`. */
  partnerFeeBps?: number | undefined
  /** The caller's partner identity (e.g. from its API key), when it has one. */
  partner?: { partnerId: number; feeRecipient: Address } | undefined
}

export type QuoteCrossChainParameters = CrossChainQuoteParameters & {
  adapters: readonly BridgeAdapter[]
  engines: ReadonlyMap<number, ChainEngine>
  /** Each chain's wrapped native token. */
  wrappedNatives: ReadonlyMap<number, Address>
}

/** One transaction to send, on its chain, in order. */
export type CrossChainTransaction = { chainId: number; from: Address; to: Address; data: Hex; value: bigint }

/** A quoted cross-chain order: its legs, the bridge deposit, and the transactions that run it. */
export type CrossChainQuote = {
  userAddress: Address
  recipientAddress: Address
  /** Tracking ID: the deposit calldata carries it, so the status finds it on chain. */
  requestId: Hex
  originChainId: number
  destinationChainId: number
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  /** Expected amount the recipient receives. */
  amountOut: bigint
  /** Least amount the recipient receives if the deposit is filled. */
  minAmountOut: bigint
  slippage: number
  /** The swap on the origin into the bridged token; absent when tokenIn is bridged as is. */
  originSwap: EngineSwap | undefined
  /** The bridge's quote and the fill recipient (the recipient, or the message handler that runs the destination swap). */
  bridge: { kind: string; quote: BridgeQuote; recipient: Address }
  /** The swap the bridge's message handler runs on the destination; absent when none is needed. */
  destinationSwap: EngineSwap | undefined
  partnerFee: EngineSwap['quote']['partnerFee']
  /** The caller's partner ID, when it has one. */
  partnerId: number | null
  transactions: CrossChainTransaction[]
  transactionExplanations: string[]
  timeEstimateSeconds: number
}

const handlerAbi = parseAbi(['function drainLeftoverTokens(address token, address destination)'])

type Plan = {
  adapter: BridgeAdapter
  route: BridgeRoute
  /** No origin swap: the user deposits tokenIn itself (native: as value). */
  originDirect: boolean
  nativeInput: boolean
  /** How the destination delivers tokenOut: the fill itself, or the message handler. */
  destination: 'direct' | 'handler-drain' | 'handler-swap'
  /** Ranking estimate of the recipient's amount. */
  estimate: bigint
}

/**
 * A cross-chain quote from any token to any token: a swap on the origin into a bridged token
 * (through the Sluice router; the deposit is that swap's minimum output), the bridge deposit,
 * and a swap on the destination run by the bridge's message handler with what the fill
 * delivers (its leftovers and, if the swap fails, the bridged token go to the recipient).
 * Among the bridges' routes between the two chains, the one with the largest expected output wins.
 */
export async function quoteCrossChain({ adapters, engines, wrappedNatives, partner: caller, ...request }: QuoteCrossChainParameters): Promise<CrossChainQuote> {
  const { originChainId, destinationChainId, slippage } = request
  if (originChainId === destinationChainId)
    throw new InvalidParametersError('originChainId and destinationChainId must differ; same-chain swaps are at POST /{chainId}/v1/swap.')
  const origin = engines.get(originChainId)
  const destination = engines.get(destinationChainId)
  if (!origin) throw new InvalidParametersError(`Unsupported originChainId ${originChainId}; see GET /v1/chains.`)
  if (!destination) throw new InvalidParametersError(`Unsupported destinationChainId ${destinationChainId}; see GET /v1/chains.`)
  const tokenIn = known(origin, request.tokenIn, 'tokenIn')
  const tokenOut = known(destination, request.tokenOut, 'tokenOut')
  const user = getAddress(request.userAddress)
  const recipient = getAddress(request.recipientAddress ?? request.userAddress)
  const amountIn = request.amountIn
  let partner: PartnerFee | undefined
  if (request.partnerFeeBps !== undefined && request.partnerFeeBps > 0) {
    if (!caller) throw new InvalidParametersError('partnerFeeBps needs an API key (Authorization: Bearer <key>).')
    partner = { bps: request.partnerFeeBps, partnerId: caller.partnerId, recipient: caller.feeRecipient }
  }
  const wrappedIn = wrappedNatives.get(originChainId)
  const wrappedOut = wrappedNatives.get(destinationChainId)

  // Rank the candidate routes by a quote of each leg (no transactions yet).
  const order = { user, recipient, tokenIn, tokenOut, amountIn, slippage, wrappedIn, wrappedOut, origin, destination }
  const plans: Plan[] = []
  let lastError: unknown
  for (const adapter of adapters)
    for (const route of adapter.routes()) {
      if (route.originChainId !== originChainId || route.destinationChainId !== destinationChainId) continue
      try {
        plans.push(await estimate({ ...order, adapter, route, hasHandler: adapter.messageHandler?.(destinationChainId) !== undefined }))
      } catch (error) {
        lastError = error
      }
    }
  const best = plans.sort((a, b) => (b.estimate > a.estimate ? 1 : b.estimate < a.estimate ? -1 : 0))[0]
  if (!best) {
    if (lastError) throw lastError
    throw new NoRouteFoundError(`No bridge route from chain ${originChainId} to ${destinationChainId}.`)
  }
  // The partner fee is taken by the router on the last swap leg (in its output token).
  const feeOnDestination = partner !== undefined && best.destination === 'handler-swap'
  const feeOnOrigin = partner !== undefined && !feeOnDestination && !best.originDirect
  if (partner && !feeOnDestination && !feeOnOrigin)
    throw new InvalidParametersError('partnerFeeBps needs a swap leg; this route bridges tokenIn to tokenOut as is.')

  const transactions: CrossChainTransaction[] = []
  const explanations: string[] = []
  let originSwap: EngineSwap | undefined
  let depositAmount = amountIn
  if (!best.originDirect) {
    originSwap = await origin.swap({
      tokenIn,
      tokenOut: best.route.originToken,
      mode: 'sell',
      amount: amountIn,
      slippage,
      partnerFee: feeOnOrigin ? partner : undefined,
      userAddress: user,
      approveMax: false,
    })
    depositAmount = originSwap.quote.minOutputAmount ?? originSwap.quote.amountOut
    for (const tx of originSwap.transactions) transactions.push({ chainId: originChainId, from: tx.from, to: tx.to, data: tx.data, value: tx.value })
    explanations.push(...originSwap.transactionExplanations)
  }
  const bridgeQuote = await best.adapter.quote({ route: best.route, inputAmount: depositAmount, depositor: user, recipient })

  let fillRecipient: Address = recipient
  let message: Hex = '0x'
  let destinationSwap: EngineSwap | undefined
  if (best.destination !== 'direct') {
    const handler = best.adapter.messageHandler?.(destinationChainId) as Address
    const calls: BridgeDestinationCall[] = []
    if (best.destination === 'handler-swap') {
      destinationSwap = await destination.swap({
        tokenIn: best.route.destinationToken,
        tokenOut,
        mode: 'sell',
        amount: bridgeQuote.outputAmount,
        slippage,
        partnerFee: feeOnDestination ? partner : undefined,
        userAddress: handler,
        approveMax: false,
      })
      for (const tx of destinationSwap.transactions) calls.push({ target: tx.to, data: tx.data, value: 0n })
    }
    const delivered = isAddressEqual(tokenOut, NATIVE_TOKEN_ADDRESS) ? zeroAddress : tokenOut
    calls.push({ target: handler, data: encodeFunctionData({ abi: handlerAbi, functionName: 'drainLeftoverTokens', args: [delivered, recipient] }), value: 0n })
    if (!isAddressEqual(delivered, best.route.destinationToken))
      calls.push({
        target: handler,
        data: encodeFunctionData({ abi: handlerAbi, functionName: 'drainLeftoverTokens', args: [best.route.destinationToken, recipient] }),
        value: 0n,
      })
    message = best.adapter.encodeMessage?.({ calls, fallbackRecipient: recipient }) ?? '0x'
    fillRecipient = handler
  }

  const requestId = `0x${randomBytes(16).toString('hex')}` as Hex
  const bridgeTxs = await best.adapter.transactions({
    quote: bridgeQuote,
    depositor: user,
    recipient: fillRecipient,
    message,
    nativeInput: best.nativeInput,
    tag: requestId,
  })
  for (const tx of bridgeTxs.transactions) transactions.push({ chainId: tx.chainId, from: tx.from, to: tx.to, data: tx.data, value: tx.value })
  explanations.push(...bridgeTxs.explanations)
  if (destinationSwap)
    explanations[explanations.length - 1] +=
      ` On chain ${destinationChainId} the bridge's message handler then swaps it to at least ${destinationSwap.quote.minOutputAmount ?? 0n} wei of ${tokenOut} for ${recipient} (if that swap fails, ${recipient} receives the bridged token instead).`

  const amountOut = destinationSwap ? destinationSwap.quote.amountOut : bridgeQuote.outputAmount
  const minAmountOut = destinationSwap ? (destinationSwap.quote.minOutputAmount ?? destinationSwap.quote.amountOut) : bridgeQuote.outputAmount
  return {
    userAddress: user,
    recipientAddress: recipient,
    requestId,
    originChainId,
    destinationChainId,
    tokenIn,
    tokenOut,
    amountIn,
    amountOut,
    minAmountOut,
    slippage,
    originSwap,
    bridge: { kind: best.adapter.kind, quote: bridgeQuote, recipient: fillRecipient },
    destinationSwap,
    partnerFee: (destinationSwap ?? originSwap)?.quote.partnerFee,
    partnerId: caller?.partnerId ?? null,
    transactions,
    transactionExplanations: explanations,
    timeEstimateSeconds: bridgeQuote.timeEstimateSeconds,
  }
}

type EstimateParameters = {
  adapter: BridgeAdapter
  route: BridgeRoute
  user: Address
  recipient: Address
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  slippage: number
  wrappedIn: Address | undefined
  wrappedOut: Address | undefined
  hasHandler: boolean
  origin: ChainEngine
  destination: ChainEngine
}

async function estimate({
  adapter,
  route,
  user,
  recipient,
  tokenIn,
  tokenOut,
  amountIn,
  slippage,
  wrappedIn,
  wrappedOut,
  hasHandler,
  origin,
  destination,
}: EstimateParameters): Promise<Plan> {
  const nativeIn = isAddressEqual(tokenIn, NATIVE_TOKEN_ADDRESS)
  const nativeInput = nativeIn && wrappedIn !== undefined && isAddressEqual(route.originToken, wrappedIn)
  const originDirect = isAddressEqual(tokenIn, route.originToken) || nativeInput
  let deposit = amountIn
  if (!originDirect) {
    const swap = await origin.quote({ tokenIn, tokenOut: route.originToken, mode: 'sell', amount: amountIn, slippage })
    deposit = swap.minOutputAmount ?? swap.amountOut
  }
  const bridged = await adapter.quote({ route, inputAmount: deposit, depositor: user, recipient })
  const outIsWrapped = wrappedOut !== undefined && isAddressEqual(route.destinationToken, wrappedOut)
  let kind: Plan['destination']
  // The SpokePool unwraps the wrapped native for the recipient; to deliver it wrapped, the handler forwards it.
  if (isAddressEqual(tokenOut, route.destinationToken)) kind = outIsWrapped ? 'handler-drain' : 'direct'
  else if (isAddressEqual(tokenOut, NATIVE_TOKEN_ADDRESS) && outIsWrapped) kind = 'direct'
  else kind = 'handler-swap'
  if (kind !== 'direct' && !hasHandler) throw new NoRouteFoundError(`The ${adapter.kind} bridge cannot run calls on chain ${route.destinationChainId}.`)
  let estimateOut = bridged.outputAmount
  if (kind === 'handler-swap')
    estimateOut = (await destination.quote({ tokenIn: route.destinationToken, tokenOut, mode: 'sell', amount: bridged.outputAmount, slippage })).amountOut
  return { adapter, route, originDirect, nativeInput, destination: kind, estimate: estimateOut }
}

function known(engine: ChainEngine, value: string, field: string): Address {
  const address = getAddress(value.toLowerCase())
  if (!engine.token(address)) throw new InvalidTokenError(`${field}: token ${address} is not supported on chain ${engine.chainId}; see GET /v1/currencies.`)
  return address
}
