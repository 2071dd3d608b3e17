import type { PublicClient } from 'viem'
import { createRpcBudget } from '../encoder/createRpcBudget.js'
import { encodeSwap } from '../encoder/encodeSwap.js'
import type { StorageSlotCache } from '../encoder/findStorageSlot.js'
import { ChainUnavailableError, InvalidParametersError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { ChainEngineConfig, EngineQuote, EngineQuoteParameters, EngineSwap, EngineSwapParameters } from './ChainEngine.js'
import { engineTransactions } from './engineTransactions.js'
import { routerCallTerms } from './routerCallTerms.js'

/** The RPC work one `/swap` may cost (reads, slot probes, simulation, gas estimates). */
const SWAP_RPC_BUDGET = { maxRequests: 32, timeoutMs: 10_000 }

export type BuildSwapParameters = {
  chain: ChainEngineConfig
  client: PublicClient
  registry: SourceRegistry
  /** Balance and allowance slots found so far, kept across swaps. */
  storageSlotCache: StorageSlotCache
  /** The engine's quote on the state confirmed at the chain's head (it throws rather than quote older state). */
  quoteAtHead(request: EngineQuoteParameters): Promise<EngineQuote>
  /** The native token's USD price on the store's current state, when the route names no native token. */
  nativePriceUsd(): number | undefined
  request: EngineSwapParameters
}

/**
 * A swap, sent by nobody: quoted at the chain's head, encoded for the chain's router within an
 * RPC budget (`encodeSwap`), with the transactions a wallet sends. The quote's amounts are the
 * encoder's, which the transaction enforces.
 */
export async function buildSwap({ chain, client, registry, storageSlotCache, quoteAtHead, nativePriceUsd, request }: BuildSwapParameters): Promise<EngineSwap> {
  const router = chain.router
  if (!router) throw new InvalidParametersError(`Swaps are not available on chain ${chain.chainId}: no Sluice router is configured.`)
  const quoted = await quoteAtHead(request)
  const budget = createRpcBudget({ client, ...SWAP_RPC_BUDGET })
  const encoded = await encodeSwap({
    client: budget.client,
    storageSlotCache,
    registry,
    router,
    route: quoted.route,
    ...routerCallTerms({ chain, request }),
    recipient: request.recipient,
    amountOut: request.mode === 'buy' ? request.amount : undefined,
    tokens: quoted.tokens,
  }).catch((error: unknown) => {
    throw budget.exceeded() ?? (isSluiceError(error) ? error : new ChainUnavailableError({ chainId: chain.chainId, cause: error }))
  })
  const nativeUsd = quoted.tokens.find((token) => token.address === NATIVE_TOKEN_ADDRESS)?.priceUsd ?? nativePriceUsd()
  return {
    // The encoder's amounts are what the transaction enforces.
    quote: {
      ...quoted,
      amountIn: encoded.amountIn,
      amountOut: encoded.amountOut,
      minOutputAmount: encoded.minAmountOut,
      maxInputAmount: encoded.maxAmountIn,
      partnerFee: quoted.partnerFee && encoded.partnerFee ? { ...quoted.partnerFee, amount: encoded.partnerFee.feeAmount } : quoted.partnerFee,
    },
    ...engineTransactions({ encoded, nativeUsd }),
  }
}
