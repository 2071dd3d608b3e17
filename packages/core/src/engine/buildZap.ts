import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { InvalidParametersError, NoRouteFoundError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { Route } from '../types/Route.js'
import type { MissingPoolState } from '../types/Simulator.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import { encodeZap } from '../zap/encodeZap.js'
import { quoteZap } from '../zap/quoteZap.js'
import type { ChainEngineConfig, EngineZap, EngineZapParameters, PricedToken } from './ChainEngine.js'
import { engineTransactions } from './engineTransactions.js'
import { findLiquidityContracts } from './findLiquidityContracts.js'
import { findStakeTarget } from './findStakeTarget.js'
import { legGasTerms } from './legGasTerms.js'
import { routerCallTerms } from './routerCallTerms.js'
import { uniquePricedTokens } from './uniquePricedTokens.js'

export type BuildZapParameters = {
  chain: ChainEngineConfig
  registry: SourceRegistry
  snapshot: PoolStateSnapshot
  client: PublicClient
  /** A token's metadata and USD price; undefined when the token is unknown. */
  pricedToken(address: Address): PricedToken | undefined
  /** The gas price the legs' route searches weigh (native wei). */
  gasPrice: bigint
  request: EngineZapParameters
  /** Told of each pool that refused the quote for want of state (the engine loads it and asks again). */
  onStateNotLoaded?: ((missing: MissingPoolState) => void) | undefined
}

/**
 * Builds a zap, sending nothing: quoted on the store's snapshot (`quoteZap`) and encoded for the
 * chain's router (`encodeZap`), with the transactions a wallet sends. The pool and the
 * position manager are checked against the chain's sources, an increase against the position
 * (the user's, in this pool and range), the constraints against the pool's tokens; the zap
 * transaction is simulated before it is returned.
 */
export async function buildZap({
  chain,
  registry,
  snapshot,
  client,
  pricedToken,
  gasPrice,
  request,
  onStateNotLoaded,
}: BuildZapParameters): Promise<EngineZap> {
  const contracts = findLiquidityContracts({ chain, positionManager: request.positionManager, feature: 'Zaps are' })
  const { router, swapLogic, support, sourceId } = contracts
  const target = snapshot.simulators.find((simulator) => simulator.pool.id.toLowerCase() === request.poolAddress.toLowerCase())
  if (!target || target.pool.sourceId !== sourceId)
    throw new NoRouteFoundError(`Pool ${request.poolAddress} is not a pool of position manager ${request.positionManager} on chain ${chain.chainId}.`)
  const pool = target.pool
  const nativeIn = isAddressEqual(request.tokenIn, NATIVE_TOKEN_ADDRESS)
  const tokenIn = nativeIn ? chain.wrappedNative : request.tokenIn

  if (request.positionId !== undefined) {
    const position = await support.readPosition({
      client,
      positionManager: request.positionManager,
      tokenId: request.positionId,
      blockNumber: snapshot.blockNumber,
    })
    if (!isAddressEqual(position.owner, request.userAddress))
      throw new InvalidParametersError(`Position ${request.positionId} belongs to ${position.owner}, not to ${request.userAddress}.`)
    if (!position.tokens.every((token, i) => isAddressEqual(token, pool.tokens[i] as Address)) || (position.fee !== undefined && position.fee !== pool.fee))
      throw new InvalidParametersError(`Position ${request.positionId} is not in pool ${pool.id}.`)
    if (position.tickLower !== request.tickLower || position.tickUpper !== request.tickUpper)
      throw new InvalidParametersError(
        `Position ${request.positionId} spans ticks ${position.tickLower} to ${position.tickUpper}, not ${request.tickLower} to ${request.tickUpper}.`,
      )
  }
  if (request.stake && request.positionId !== undefined) throw new InvalidParametersError('stake: only a new position can be staked by a zap.')
  const stake = request.stake ? await findStakeTarget({ client, entry: contracts, pool, chainId: chain.chainId }) : undefined

  const quote = quoteZap({
    snapshot,
    positions: support,
    pool: pool.id,
    tickLower: request.tickLower,
    tickUpper: request.tickUpper,
    tokenIn,
    amountIn: request.amountIn,
    partnerFeeBps: request.partnerFee?.bps,
    includedSources: request.includedSources,
    excludedSources: request.excludedSources,
    onStateNotLoaded,
    blockGasLimit: chain.blockGasLimit,
    ...legGasTerms({ gasPrice, pricedToken }),
  })
  const used = [quote.mint.amount0, quote.mint.amount1] as const
  const minAmounts: [bigint, bigint] = [0n, 0n]
  for (const [token, minimum] of request.constraints) {
    const side = pool.tokens.findIndex((poolToken) => isAddressEqual(poolToken, token))
    if (side < 0) throw new InvalidParametersError(`constraints: ${token} is not a token of pool ${pool.id}.`)
    if (used[side]! < minimum) throw new InvalidParametersError(`constraints: the position takes ${used[side]} of ${token}, less than the ${minimum} asked.`)
    minAmounts[side] = minimum
  }

  const routes = quote.routes.flatMap((route) => (route ? [route] : []))
  const tokens = uniquePricedTokens({
    addresses: [request.tokenIn, ...routes.flatMap((route) => route.paths.flatMap((path) => path.steps.map((step) => step.tokenOut))), ...pool.tokens],
    pricedToken,
  })
  const encoded = await encodeZap({
    client,
    registry,
    router,
    positions: support,
    positionManager: request.positionManager,
    pool,
    tickLower: request.tickLower,
    tickUpper: request.tickUpper,
    positionId: request.positionId,
    quote,
    tokenIn: request.tokenIn,
    amountIn: request.amountIn,
    ...routerCallTerms({ chain, request }),
    minAmounts,
    stake,
    tokens,
  })
  // The user's balance changes: the input out, each pool token's leftover back (native: wrapped leftovers as native).
  const changes = new Map<Address, bigint>([[request.tokenIn, -request.amountIn]])
  pool.tokens.forEach((token, i) => {
    const back = quote.offered[i]! - used[i]!
    const key = nativeIn && isAddressEqual(token, chain.wrappedNative) ? NATIVE_TOKEN_ADDRESS : token
    changes.set(key, (changes.get(key) ?? 0n) + back)
  })
  return {
    quote: {
      tokenIn: request.tokenIn,
      amountIn: request.amountIn,
      poolAddress: pool.id,
      routes: routes as Route[],
      tokens,
      sourcesAndSinks: [...changes],
      liquidity: quote.mint.liquidity,
      blockNumber: snapshot.blockNumber,
      partnerFee: request.partnerFee ? { ...request.partnerFee, amounts: [[tokenIn, quote.fee]] } : undefined,
    },
    swapLogic,
    ...engineTransactions({ encoded, nativeUsd: pricedToken(NATIVE_TOKEN_ADDRESS)?.priceUsd }),
  }
}
