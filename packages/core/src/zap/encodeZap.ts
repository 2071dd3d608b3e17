import { routerAbi } from '@sluice/contracts'
import { type Address, encodeFunctionData, type Hex, isAddressEqual, zeroAddress } from 'viem'
import type { EncodeSwapParameters, SwapTransaction } from '../encoder/encodeSwap.js'
import { gasLimitFor } from '../encoder/gasLimitFor.js'
import { packRoute } from '../encoder/packRoute.js'
import { prepareInput } from '../encoder/prepareInput.js'
import { simulateRouterCall } from '../encoder/simulateRouterCall.js'
import { InvalidParametersError } from '../errors/errors.js'
import type { Pool } from '../types/Pool.js'
import type { PositionSupport, StakeTarget } from '../types/PositionSupport.js'
import type { Route } from '../types/Route.js'
import { describeAmount } from './describeAmount.js'
import { minAfterSlippage } from './minAfterSlippage.js'
import type { QuoteZapReturnType } from './quoteZap.js'

export type EncodeZapParameters = Pick<EncodeSwapParameters, 'client' | 'registry' | 'router' | 'deadline' | 'partnerId' | 'tokens' | 'blockGasLimit'> & {
  positions: PositionSupport
  positionManager: Address
  pool: Pool
  tickLower: number
  tickUpper: number
  /** Increase this position (the user's); absent: mint a new one. */
  positionId?: bigint | undefined
  quote: QuoteZapReturnType
  /** The input as the user pays it (`NATIVE_TOKEN_ADDRESS` for native) and its whole amount, fee included. */
  tokenIn: Address
  amountIn: bigint
  user: Address
  /** Lowers the liquidity the router accepts. */
  slippage: number
  partnerFeeBps?: number | undefined
  approveMax?: boolean | undefined
  /** The least of token0 and token1 the position must take (the request's constraints). */
  minAmounts?: readonly [bigint, bigint] | undefined
  stake?: StakeTarget | undefined
}

export type EncodeZapReturnType = {
  toAddress: Address
  calldata: Hex
  value: bigint
  minLiquidity: bigint
  /** The approve (ERC-20 input, when the allowance is short), then the zap. */
  transactions: SwapTransaction[]
  transactionExplanations: string[]
  /** The liquidity the zap adds when simulated on the latest block. */
  simulatedLiquidity: bigint
  gas: bigint
  gasPrice: bigint
  txCostNative: bigint
}

/**
 * The router's `zap` call for a quoted zap, and the transactions a wallet sends: the approve of
 * an ERC-20 input when needed, then the zap (native input: sent as its value). Composed of the
 * swap pipeline's steps: the routes packed as a swap's (`packRoute`), the input prepared as a
 * swap's (`prepareInput`), and the zap simulated on the latest block, its result decoded and its
 * gas estimated (`simulateRouterCall`; state overrides stand in for a pending approve and a short
 * balance); a failure throws `TransactionSimulationError` with the decoded reason.
 */
export async function encodeZap(parameters: EncodeZapParameters): Promise<EncodeZapReturnType> {
  const {
    client,
    registry,
    router,
    positions,
    positionManager,
    pool,
    tickLower,
    tickUpper,
    positionId = 0n,
    quote,
    tokenIn,
    amountIn,
    user,
    slippage,
    deadline,
  } = parameters
  const { partnerFeeBps = 0, partnerId = 0, approveMax = false, minAmounts = [0n, 0n], stake, tokens } = parameters
  if (stake && positionId !== 0n) throw new InvalidParametersError('Only a new position can be staked by the zap; stake an existing one from its owner.')
  const minLiquidity = minAfterSlippage({ amount: quote.mint.liquidity, slippage })
  const pack = (route: Route | undefined) =>
    route ? packRoute({ registry, paths: route.paths, amounts: route.paths.map((path) => path.amountIn), router }) : '0x'
  const calldata = encodeFunctionData({
    abi: routerAbi,
    functionName: 'zap',
    args: [
      {
        tokenIn,
        amountIn,
        positionManager,
        positionId,
        token0: pool.tokens[0],
        token1: pool.tokens[1],
        mintData: positionId === 0n ? positions.encodeMint({ pool, tickLower, tickUpper }) : '0x',
        minLiquidity,
        minAmount0: minAmounts[0],
        minAmount1: minAmounts[1],
        deadline,
        partnerId,
        partnerFeeBps,
        route0: pack(quote.routes[0]),
        route1: pack(quote.routes[1]),
        staker: stake?.staker ?? zeroAddress,
        stakeData: stake?.data ?? '0x',
      },
    ],
  })

  const input = await prepareInput({ client, token: tokenIn, user, spender: router, amount: amountIn, approveMax })
  const transactions: SwapTransaction[] = input.approve ? [input.approve] : []
  const explanations = input.approve
    ? [
        `Approve the Sluice router ${router} to spend ${approveMax ? `an unlimited amount of ${tokens?.find((t) => isAddressEqual(t.address, tokenIn))?.symbol ?? tokenIn}` : describeAmount({ token: tokenIn, amount: amountIn, tokens })}.`,
      ]
    : []
  const { value } = input
  const zap: SwapTransaction = { from: user, to: router, data: calldata, value }
  transactions.push(zap)
  const swaps = quote.routes.reduce((sum, route) => sum + (route?.paths.reduce((n, path) => n + path.steps.length, 0) ?? 0), 0)
  const what =
    positionId === 0n
      ? `a new position in pool ${pool.id} (ticks ${tickLower} to ${tickUpper})${stake ? `, staked in ${stake.description}` : ''}`
      : `position ${positionId}`
  const feeText = quote.fee > 0n ? ` after a ${partnerFeeBps / 100}% partner fee of ${describeAmount({ token: tokenIn, amount: quote.fee, tokens })}` : ''
  explanations.push(
    `Zap ${describeAmount({ token: tokenIn, amount: amountIn, tokens })} into ${what}${feeText}: ${swaps} pool swap${swaps === 1 ? '' : 's'}, then ${quote.mint.liquidity} liquidity expected (at least ${minLiquidity}); leftovers are refunded in the same transaction.`,
  )

  const { result, gas: zapGas } = await simulateRouterCall({
    client,
    registry,
    functionName: 'zap',
    call: { account: user, to: router, data: calldata, value, stateOverride: input.stateOverride },
    abis: [positions.executor.abi],
  })
  zap.gas = gasLimitFor({ estimate: zapGas, blockGasLimit: parameters.blockGasLimit })
  const gasPrice = await client.getGasPrice()
  const gas = zapGas + input.approveGas
  return {
    toAddress: router,
    calldata,
    value,
    minLiquidity,
    transactions,
    transactionExplanations: explanations,
    simulatedLiquidity: result[1],
    gas,
    gasPrice,
    txCostNative: gas * gasPrice,
  }
}
