import type { Address } from 'viem'
import { grossAmountOutForBuy } from '../encoder/grossAmountOutForBuy.js'
import type { QuoteRouteReturnType } from '../quote/quoteRoute.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import type { Route } from '../types/Route.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { QuoteWorkersQuoteParameters } from '../workers/createQuoteWorkers.js'
import { applySwapTerms } from './applySwapTerms.js'
import type { ChainEngineConfig, EngineQuote, EngineQuoteParameters, PricedToken } from './ChainEngine.js'
import { nativePriceIn } from './nativePriceIn.js'

/** What the solver is asked: the order in pool tokens, with the gas terms (the engine adds the snapshot). */
export type BuildQuoteSolveParameters = Omit<QuoteWorkersQuoteParameters, 'snapshot' | 'onStateNotLoaded'>

export type BuildQuoteParameters = {
  chain: ChainEngineConfig
  tokenCache: Pick<TokenCache, 'peek'>
  /** A token's USD price on the snapshot being quoted (`priceUsdOf`); undefined when unknown. */
  priceUsd(address: Address): number | undefined
  /** The gas price the solver weighs (native wei). */
  gasPrice: bigint
  /** The solver on the store's state, loading state pools refuse the quote for want of. */
  solve(parameters: BuildQuoteSolveParameters): Promise<QuoteRouteReturnType>
  request: EngineQuoteParameters
}

/**
 * A quote in the user's terms: the solver's route between the pool tokens (the wrapped native for
 * native), gas weighed in the objective token, with the slippage and partner-fee terms applied,
 * the best single path on the same terms, and the priced tokens the route names.
 */
export async function buildQuote({ chain, tokenCache, priceUsd, gasPrice, solve, request }: BuildQuoteParameters): Promise<EngineQuote> {
  /** Pools trade the wrapped native token; the router wraps and unwraps. */
  const routable = (address: Address) => (address === NATIVE_TOKEN_ADDRESS ? chain.wrappedNative : address)
  // Buy mode with a partner fee: the route must deliver the requested amount plus the fee.
  const amount = request.mode === 'buy' ? grossAmountOutForBuy({ amountOut: request.amount, partnerFeeBps: request.partnerFee?.bps ?? 0 }) : request.amount
  // Gas is paid in native; the solver weighs it in the objective token (output when selling).
  const objective = request.mode === 'sell' ? request.tokenOut : request.tokenIn
  const nativePrice = nativePriceIn({
    nativeUsd: priceUsd(NATIVE_TOKEN_ADDRESS),
    tokenUsd: priceUsd(objective),
    decimals: tokenCache.peek(objective)?.decimals,
  })
  const { route, bestSinglePath, priceImpactPct, blockNumber } = await solve({
    tokenIn: routable(request.tokenIn),
    tokenOut: routable(request.tokenOut),
    mode: request.mode,
    amount,
    includedSources: request.includedSources,
    excludedSources: request.excludedSources,
    gasPrice,
    nativePrice,
    blockGasLimit: chain.blockGasLimit,
  })
  const userRoute = { ...route, tokenIn: request.tokenIn, tokenOut: request.tokenOut }
  const termsOf = (terms: Route) =>
    applySwapTerms({
      route: terms,
      amountOut: request.mode === 'buy' ? request.amount : undefined,
      slippage: request.slippage,
      partnerFee: request.partnerFee,
    })
  const terms = termsOf(userRoute)
  // The best single path on the same terms as the route (partner fee deducted when selling).
  const singleTerms = bestSinglePath && termsOf({ ...userRoute, ...bestSinglePath })
  // The user's tokens and every token a step names (the wrapped native when native is swapped).
  const addresses = new Set<Address>([request.tokenIn])
  for (const path of route.paths)
    for (const step of path.steps) {
      addresses.add(step.tokenIn)
      addresses.add(step.tokenOut)
    }
  addresses.add(request.tokenOut)
  const tokens: PricedToken[] = []
  for (const address of addresses) {
    const token = tokenCache.peek(address)
    if (token) tokens.push({ ...token, priceUsd: priceUsd(address) ?? 0 })
  }
  return {
    route: userRoute,
    amountIn: terms.amountIn,
    amountOut: terms.amountOut,
    minOutputAmount: terms.minOutputAmount,
    maxInputAmount: terms.maxInputAmount,
    partnerFee: request.partnerFee ? { ...request.partnerFee, amount: terms.feeAmount, token: request.tokenOut } : undefined,
    bestSinglePathAmount: singleTerms && (request.mode === 'sell' ? singleTerms.amountOut : singleTerms.amountIn),
    priceImpactPct,
    tokens,
    blockNumber,
  }
}
