import { type Address, isAddressEqual } from 'viem'
import { InvalidParametersError, PoolNotFoundError } from '../errors/errors.js'
import { computePriceImpact } from '../quote/computePriceImpact.js'
import type { PoolGraphSnapshot } from '../solver/findRoute.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import { encodeRebalance } from '../zap/encodeRebalance.js'
import { quoteRebalance } from '../zap/quoteRebalance.js'
import type { BuildZapParameters } from './buildZap.js'
import type { EngineRebalance, EngineRebalanceParameters } from './ChainEngine.js'
import { engineTransactions } from './engineTransactions.js'
import { findLiquidityContracts } from './findLiquidityContracts.js'
import { findStakeTarget } from './findStakeTarget.js'
import { legGasTerms } from './legGasTerms.js'
import { routerCallTerms } from './routerCallTerms.js'
import { uniquePricedTokens } from './uniquePricedTokens.js'

export type BuildRebalanceParameters = Omit<BuildZapParameters, 'request'> & { request: EngineRebalanceParameters }

/**
 * Builds a rebalance, sending nothing: quoted on the store's snapshot with the position's pool as
 * it is once the position is withdrawn (`quoteRebalance`), and encoded for the chain's router
 * with the transactions the owner sends (`encodeRebalance`). The position must exist and be the
 * user's (`PositionNotFoundError` / `InvalidParametersError`); the target pool, given or the
 * position's own, must be a pool of the same manager and pair (`PoolNotFoundError`).
 */
export async function buildRebalance({
  chain,
  registry,
  snapshot,
  client,
  pricedToken,
  gasPrice,
  request,
  onStateNotLoaded,
}: BuildRebalanceParameters): Promise<EngineRebalance> {
  const contracts = findLiquidityContracts({ chain, positionManager: request.positionManager, feature: 'Rebalancing is' })
  const { router, swapLogic, support, sourceId, config: source } = contracts
  const read = await support.readPosition({ client, positionManager: request.positionManager, tokenId: request.positionId, blockNumber: snapshot.blockNumber })
  // A staked position: the staker holds the NFT; its owner first takes it out (returned steps).
  const unstake = isAddressEqual(read.owner, request.userAddress)
    ? undefined
    : await support.staking?.unstakeSteps({ client, config: source, position: read, user: request.userAddress })
  if (!unstake && !isAddressEqual(read.owner, request.userAddress))
    throw new InvalidParametersError(`Position ${request.positionId} belongs to ${read.owner}, not to ${request.userAddress}.`)
  const position = { ...read, owner: request.userAddress }
  const samePair = (tokens: readonly Address[]) => tokens.every((token, i) => isAddressEqual(token, position.tokens[i] as Address))
  const ownIndex = snapshot.pools.findIndex(
    ({ pool }) => pool.sourceId === sourceId && samePair(pool.tokens) && (position.fee === undefined || pool.fee === position.fee),
  )
  if (ownIndex < 0) throw new PoolNotFoundError(`The pool of position ${request.positionId} is not among chain ${chain.chainId}'s pools.`)
  const poolId = request.poolAddress ?? snapshot.pools[ownIndex]!.pool.id
  const target = snapshot.pools.find(({ pool }) => pool.id.toLowerCase() === poolId.toLowerCase())
  if (!target || target.pool.sourceId !== sourceId || !samePair(target.pool.tokens))
    throw new PoolNotFoundError(`Pool ${poolId} is not a pool of the position's tokens in position manager ${request.positionManager}.`)
  if ((request.tickLower === undefined) !== (request.tickUpper === undefined))
    throw new InvalidParametersError('Give both tickLower and tickUpper, or neither (auto-centre).')
  const stake = request.stake ? await findStakeTarget({ client, entry: contracts, pool: target.pool, chainId: chain.chainId }) : undefined

  // The swaps see the position's pool without the position's liquidity.
  const withdrawn = await support.withdrawPoolLiquidity({
    client,
    state: snapshot.pools[ownIndex]!,
    tickLower: position.tickLower,
    tickUpper: position.tickUpper,
    liquidity: position.liquidity,
    blockNumber: snapshot.blockNumber,
  })
  const simulators = snapshot.simulators.map((simulator, i) => (i === ownIndex ? registry.get(sourceId).simulator(withdrawn) : simulator))
  const graph: PoolGraphSnapshot = { simulators, blockNumber: snapshot.blockNumber }
  const quote = quoteRebalance({
    snapshot: graph,
    positions: support,
    position,
    pool: poolId,
    tickLower: request.tickLower,
    tickUpper: request.tickUpper,
    partnerFeeBps: request.partnerFee?.bps,
    includedSources: request.includedSources,
    excludedSources: request.excludedSources,
    onStateNotLoaded,
    blockGasLimit: chain.blockGasLimit,
    ...legGasTerms({ gasPrice, pricedToken }),
  })
  const routes = quote.routes.flatMap((route) => (route ? [route] : []))
  const tokens = uniquePricedTokens({
    addresses: [...position.tokens, ...routes.flatMap((route) => route.paths.flatMap((path) => path.steps.map((step) => step.tokenOut)))],
    pricedToken,
  })
  const encoded = await encodeRebalance({
    client,
    registry,
    router,
    positions: support,
    position,
    pool: target.pool,
    quote,
    ...routerCallTerms({ chain, request }),
    stake,
    before: unstake,
    tokens,
  })
  const impact = routes[0] ? computePriceImpact({ route: routes[0], simulators }) : 0
  return {
    quote: {
      positionId: request.positionId,
      poolAddress: target.pool.id,
      tickLower: quote.tickLower,
      tickUpper: quote.tickUpper,
      logPriceImpact: impact === null ? 0 : Math.log(1 - impact / 100),
      variableMin: encoded.variableMin,
      routes,
      tokens,
      // The withdrawal goes straight into the new position: the user's wallet only gets the leftovers.
      sourcesAndSinks: [
        [position.tokens[0], quote.offered[0] - quote.mint.amount0],
        [position.tokens[1], quote.offered[1] - quote.mint.amount1],
      ],
      liquidity: quote.mint.liquidity,
      blockNumber: snapshot.blockNumber,
      partnerFee: request.partnerFee
        ? {
            ...request.partnerFee,
            amounts: [
              [position.tokens[0], quote.fees[0]],
              [position.tokens[1], quote.fees[1]],
            ],
          }
        : undefined,
    },
    swapLogic,
    ...engineTransactions({ encoded, nativeUsd: pricedToken(NATIVE_TOKEN_ADDRESS)?.priceUsd }),
  }
}
