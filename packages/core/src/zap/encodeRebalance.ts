import { routerAbi } from '@sluice/contracts'
import { type Address, encodeFunctionData, type Hex, isAddressEqual, parseAbi, type StateOverride, toHex, zeroAddress } from 'viem'
import type { EncodeSwapParameters, SwapTransaction } from '../encoder/encodeSwap.js'
import { gasLimitFor } from '../encoder/gasLimitFor.js'
import { packRoute } from '../encoder/packRoute.js'
import { simulateRouterCall } from '../encoder/simulateRouterCall.js'
import { InvalidParametersError, TransactionSimulationError } from '../errors/errors.js'
import type { Pool } from '../types/Pool.js'
import type { Position, PositionSupport, StakeTarget, UnstakeSteps } from '../types/PositionSupport.js'
import { describeAmount } from './describeAmount.js'
import { findFlagSlot } from './findFlagSlot.js'
import { minAfterSlippage } from './minAfterSlippage.js'
import type { QuoteRebalanceReturnType } from './quoteRebalance.js'

/** ERC-721 approvals, as every position manager has them. */
const erc721Abi = parseAbi([
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function setApprovalForAll(address operator, bool approved)',
  'function approve(address to, uint256 tokenId)',
])

export type EncodeRebalanceParameters = Pick<EncodeSwapParameters, 'client' | 'registry' | 'router' | 'deadline' | 'partnerId' | 'tokens' | 'blockGasLimit'> & {
  positions: PositionSupport
  position: Position
  /** The new position's pool. */
  pool: Pool
  quote: QuoteRebalanceReturnType
  /** The position's owner, who sends the transactions. */
  user: Address
  slippage: number
  partnerFeeBps?: number | undefined
  /** Approve the router for every NFT of the manager (`setApprovalForAll`) instead of this one. */
  approveMax?: boolean | undefined
  stake?: StakeTarget | undefined
  /**
   * Transactions to send first (e.g. taking the position out of a staker), with their
   * explanations; the rebalance is then not simulated and has no gas limit (the wallet estimates
   * it once the earlier ones are mined).
   */
  before?: UnstakeSteps | undefined
}

export type EncodeRebalanceReturnType = {
  toAddress: Address
  calldata: Hex
  minLiquidity: bigint
  /** The token the swap buys and the least it must deliver; no swap: token1 and 0. */
  variableMin: readonly [Address, bigint]
  /** `before`, the NFT approval when the router lacks it, then the rebalance. */
  transactions: SwapTransaction[]
  transactionExplanations: string[]
  /** The new position's liquidity when simulated on the latest block; undefined when not simulated. */
  simulatedLiquidity: bigint | undefined
  gas: bigint
  gasPrice: bigint
  txCostNative: bigint
}

/**
 * The router's `rebalance` call for a quoted rebalance, and the transactions the owner sends:
 * the NFT approval of the router when it lacks one, then the rebalance. Composed of the swap
 * pipeline's steps: the route packed as a swap's (`packRoute`), and the rebalance simulated on
 * the latest block, its result decoded and its gas estimated (`simulateRouterCall`; a state
 * override stands in for a pending approval); a failure throws `TransactionSimulationError`.
 */
export async function encodeRebalance(parameters: EncodeRebalanceParameters): Promise<EncodeRebalanceReturnType> {
  const {
    client,
    registry,
    router,
    positions,
    position,
    pool,
    quote,
    user,
    slippage,
    deadline,
    partnerFeeBps = 0,
    partnerId = 0,
    approveMax = false,
    stake,
    tokens,
    before,
  } = parameters
  if (!before && !isAddressEqual(position.owner, user))
    throw new InvalidParametersError(`Position ${position.tokenId} belongs to ${position.owner}, not to ${user}.`)
  const minLiquidity = minAfterSlippage({ amount: quote.mint.liquidity, slippage })
  const route = quote.routes[0] ?? quote.routes[1]
  const buyToken = quote.sellToken0 === false ? pool.tokens[0] : pool.tokens[1]
  const minAmountOut = route ? minAfterSlippage({ amount: route.amountOut, slippage }) : 0n
  const calldata = encodeFunctionData({
    abi: routerAbi,
    functionName: 'rebalance',
    args: [
      {
        positionManager: position.positionManager,
        positionId: position.tokenId,
        mintData: positions.encodeMint({ pool, tickLower: quote.tickLower, tickUpper: quote.tickUpper }),
        minLiquidity,
        deadline,
        partnerId,
        partnerFeeBps,
        sellToken0: quote.sellToken0 ?? false,
        route: route ? packRoute({ registry, paths: route.paths, amounts: route.paths.map((path) => path.amountIn), router }) : '0x',
        minAmountOut,
        staker: stake?.staker ?? zeroAddress,
        stakeData: stake?.data ?? '0x',
      },
    ],
  })

  const transactions: SwapTransaction[] = [...(before?.transactions ?? [])]
  const explanations: string[] = [...(before?.explanations ?? [])]
  const manager = position.positionManager
  const approvedForAllCall = encodeFunctionData({ abi: erc721Abi, functionName: 'isApprovedForAll', args: [position.owner, router] })
  const [approvedForAll, approved] = before
    ? [false, zeroAddress]
    : await Promise.all([
        client.readContract({ address: manager, abi: erc721Abi, functionName: 'isApprovedForAll', args: [user, router] }),
        client.readContract({ address: manager, abi: erc721Abi, functionName: 'getApproved', args: [position.tokenId] }),
      ])
  let stateOverride: StateOverride = []
  let approveGas = 0n
  if (!approvedForAll && !isAddressEqual(approved, router)) {
    const data = approveMax
      ? encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [router, true] })
      : encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [router, position.tokenId] })
    const approval: SwapTransaction = { from: user, to: manager, data, value: 0n }
    transactions.push(approval)
    explanations.push(
      approveMax
        ? `Approve the Sluice router ${router} for all your positions of position manager ${manager} (setApprovalForAll).`
        : `Approve the Sluice router ${router} for position ${position.tokenId} of position manager ${manager}.`,
    )
    if (!before) {
      approveGas = await client.estimateGas({ account: user, to: manager, data })
      approval.gas = gasLimitFor({ estimate: approveGas, blockGasLimit: parameters.blockGasLimit })
      const slot = await findFlagSlot({ client, address: manager, data: approvedForAllCall })
      if (!slot) throw new TransactionSimulationError(`Cannot simulate the rebalance before the approval: the approval slot of ${manager} was not found.`)
      stateOverride = [{ address: manager, stateDiff: [{ slot, value: toHex(1n, { size: 32 }) }] }]
    }
  }
  const rebalance: SwapTransaction = { from: user, to: router, data: calldata, value: 0n }
  transactions.push(rebalance)
  const swapText = route
    ? `swap ${describeAmount({ token: route.tokenIn, amount: route.amountIn, tokens })} for at least ${describeAmount({ token: buyToken, amount: minAmountOut, tokens })}`
    : 'no swap'
  explanations.push(
    `Rebalance position ${position.tokenId}: withdraw all of it (${describeAmount({ token: pool.tokens[0], amount: quote.withdrawn[0], tokens })} and ${describeAmount({ token: pool.tokens[1], amount: quote.withdrawn[1], tokens })}, earned fees included), burn it, ${swapText}, and mint a new position in pool ${pool.id} (ticks ${quote.tickLower} to ${quote.tickUpper}) with ${quote.mint.liquidity} liquidity expected (at least ${minLiquidity})${stake ? `, staked in ${stake.description}` : ''}; leftovers are refunded in the same transaction.`,
  )

  let simulatedLiquidity: bigint | undefined
  let rebalanceGas = 0n
  if (!before) {
    const simulated = await simulateRouterCall({
      client,
      registry,
      functionName: 'rebalance',
      call: { account: user, to: router, data: calldata, stateOverride },
      abis: [positions.executor.abi],
    })
    simulatedLiquidity = simulated.result[1]
    rebalanceGas = simulated.gas
    rebalance.gas = gasLimitFor({ estimate: rebalanceGas, blockGasLimit: parameters.blockGasLimit })
  }
  const gasPrice = await client.getGasPrice()
  const gas = rebalanceGas + approveGas
  return {
    toAddress: router,
    calldata,
    minLiquidity,
    variableMin: [buyToken, minAmountOut],
    transactions,
    transactionExplanations: explanations,
    simulatedLiquidity,
    gas,
    gasPrice,
    txCostNative: gas * gasPrice,
  }
}
