import { mergeErrorAbis, routerAbi, sluiceErrorsAbi } from '@sluice/contracts'
import {
  type Address,
  BaseError as ViemError,
  concatHex,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  isAddressEqual,
  maxUint256,
  type PublicClient,
  size,
  type StateOverride,
  toHex,
} from 'viem'
import { InvalidParametersError, TransactionSimulationError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { Route } from '../types/Route.js'
import { NATIVE_TOKEN_ADDRESS, type Token } from '../types/Token.js'
import { findStorageSlot } from './findStorageSlot.js'
import { grossAmountOutForBuy } from './grossAmountOutForBuy.js'

/** One transaction for the user's wallet to send, in order. */
export type SwapTransaction = {
  from: Address
  to: Address
  data: Hex
  value: bigint
}

export type EncodeSwapParameters = {
  /** The chain's client: reads allowances and simulates against the latest block. */
  client: PublicClient
  /** Source adapters by source ID: each step is encoded by its source's `encode`. */
  registry: SourceRegistry
  /** Sluice's router on this chain. */
  router: Address
  /**
   * The route (from the solver). Native input or output: `tokenIn` / `tokenOut` is
   * `NATIVE_TOKEN_ADDRESS` while the steps use the wrapped native token. Buy mode with a partner
   * fee: the route is for the gross output (see `grossAmountOutForBuy`); the user gets the rest.
   */
  route: Route
  /** The wallet that sends the transactions and pays the input. */
  user: Address
  /** Who receives the output; default `user`. */
  recipient?: Address | undefined
  /** Tolerance as a fraction (0.005 = 0.5%): lowers the minimum output (sell) or raises the maximum input (buy). */
  slippage: number
  /**
   * Buy mode: the exact output the recipient gets, after the partner fee. Default: the route's
   * output less the fee. The route may deliver a few wei more than asked (the solver rounds each
   * path up); the paths' exact outputs are then trimmed so the swaps produce just enough.
   */
  amountOut?: bigint | undefined
  /** Unix time (seconds) after which the router refuses the swap. */
  deadline: bigint
  /** Partner fee on the output, basis points (0-100). Default 0. */
  partnerFeeBps?: number | undefined
  partnerId?: number | undefined
  /** Approve an unlimited amount instead of exactly what the swap may spend. */
  approveMax?: boolean | undefined
  /** Token metadata for the explanations (symbols, decimals); raw wei otherwise. */
  tokens?: readonly Token[] | undefined
}

export type EncodeSwapReturnType = {
  /** The router (the swap transaction's `to`). */
  toAddress: Address
  /** The router call. */
  calldata: Hex
  /** Native value of the swap transaction. */
  value: bigint
  /** Expected input (sell: exact). */
  amountIn: bigint
  /** Expected output to the recipient, after the partner fee (buy: exact). */
  amountOut: bigint
  /** Sell: the least output the router accepts. */
  minAmountOut: bigint | undefined
  /** Buy: the most input the router may take. */
  maxAmountIn: bigint | undefined
  partnerFee: { feeBps: number; partnerId: number; feeToken: Address; feeAmount: bigint } | undefined
  /** Approve (when needed), then the swap. */
  transactions: SwapTransaction[]
  /** One human-readable line per transaction. */
  transactionExplanations: string[]
  /** Gas of the transactions, estimated on the latest block. */
  gas: bigint
  gasPrice: bigint
  /** `gas * gasPrice`, native wei. */
  txCostNative: bigint
}

const SLIPPAGE_SCALE = 1_000_000_000n
const MAX_PARTNER_FEE_BPS = 100

/**
 * Turns a route into the router call and the transactions a wallet sends (approve when the
 * allowance is short and the input is not native, then the swap), each explained in one line.
 * Steps are encoded by their source adapters (looked up in the registry; no DEX is named here).
 * Before returning, the swap is simulated on the latest block (eth_call, with state overrides
 * granting the allowance of a pending approve and, when short, the balance) and its gas
 * estimated; a failing simulation throws `TransactionSimulationError`.
 */
export async function encodeSwap(parameters: EncodeSwapParameters): Promise<EncodeSwapReturnType> {
  const { client, registry, router, route, user, recipient = user, slippage, deadline, partnerFeeBps = 0, partnerId = 0, approveMax = false } = parameters
  if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 1) throw new InvalidParametersError(`Slippage must be in [0, 1), got ${slippage}.`)
  if (!Number.isInteger(partnerFeeBps) || partnerFeeBps < 0 || partnerFeeBps > MAX_PARTNER_FEE_BPS)
    throw new InvalidParametersError(`partnerFeeBps must be an integer in [0, ${MAX_PARTNER_FEE_BPS}], got ${partnerFeeBps}.`)
  if (!Number.isInteger(partnerId) || partnerId < 0 || partnerId > 0xffffffff) throw new InvalidParametersError(`partnerId must be a uint32, got ${partnerId}.`)
  if (route.paths.length === 0 || route.paths.some((path) => path.steps.length === 0 || path.steps.length > 255))
    throw new InvalidParametersError('Every path of the route needs 1 to 255 steps.')
  const sell = route.mode === 'sell'
  const pathTotal = route.paths.reduce((sum, path) => sum + (sell ? path.amountIn : path.amountOut), 0n)
  if (pathTotal !== (sell ? route.amountIn : route.amountOut))
    throw new InvalidParametersError(`The route's paths ${sell ? 'take' : 'give'} ${pathTotal}, not the route's ${sell ? route.amountIn : route.amountOut}.`)

  const nativeIn = isAddressEqual(route.tokenIn, NATIVE_TOKEN_ADDRESS)
  const pathAmounts = sell ? route.paths.map((path) => path.amountIn) : buyAmounts(route, parameters.amountOut, partnerFeeBps)
  const gross = sell ? route.amountOut : pathAmounts.reduce((sum, amount) => sum + amount, 0n)
  const fee = (gross * BigInt(partnerFeeBps)) / 10_000n
  const amountOut = gross - fee
  const tolerance = BigInt(Math.round(slippage * Number(SLIPPAGE_SCALE)))
  const minAmountOut = sell ? (amountOut * (SLIPPAGE_SCALE - tolerance)) / SLIPPAGE_SCALE : undefined
  const maxAmountIn = sell ? undefined : ceilDiv(route.amountIn * (SLIPPAGE_SCALE + tolerance), SLIPPAGE_SCALE)
  const spendLimit = maxAmountIn ?? route.amountIn
  const value = nativeIn ? spendLimit : 0n

  const packedRoute = concatHex(
    route.paths.flatMap((path, i) => [
      toHex(path.steps.length, { size: 1 }),
      toHex(pathAmounts[i] as bigint, { size: 32 }),
      ...path.steps.flatMap((step) => {
        const { executor, data } = registry.get(step.pool.sourceId).encode({ step, recipient: router })
        return [executor, toHex(size(data), { size: 2 }), data]
      }),
    ]),
  )
  const calldata = encodeFunctionData({
    abi: routerAbi,
    functionName: 'swap',
    args: [
      {
        tokenIn: route.tokenIn,
        tokenOut: route.tokenOut,
        amountIn: spendLimit,
        amountOut: minAmountOut ?? amountOut,
        recipient,
        deadline,
        partnerId,
        partnerFeeBps,
        exactOut: !sell,
        route: packedRoute,
      },
    ],
  })

  const transactions: SwapTransaction[] = []
  const explanations: string[] = []
  const describe = (token: Address, amount: bigint) => {
    const known = parameters.tokens?.find((t) => isAddressEqual(t.address, token))
    return known ? `${formatUnits(amount, known.decimals)} ${known.symbol}` : `${amount} wei of ${token}`
  }
  const stateOverride: StateOverride = []
  let approveGas = 0n
  if (nativeIn) {
    const balance = await client.getBalance({ address: user })
    if (balance < value) stateOverride.push({ address: user, balance: value })
  } else {
    const allowanceCall = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, router] })
    const balanceCall = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const [allowance, balance] = await Promise.all([
      client.readContract({ address: route.tokenIn, abi: erc20Abi, functionName: 'allowance', args: [user, router] }),
      client.readContract({ address: route.tokenIn, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    ])
    const stateDiff: { slot: Hex; value: Hex }[] = []
    if (allowance < spendLimit) {
      const approval = approveMax ? maxUint256 : spendLimit
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, approval] })
      transactions.push({ from: user, to: route.tokenIn, data, value: 0n })
      explanations.push(`Approve the Sluice router ${router} to spend ${approveMax ? 'an unlimited amount' : describe(route.tokenIn, approval)} of ${tokenName(parameters.tokens, route.tokenIn)}.`)
      approveGas = await client.estimateGas({ account: user, to: route.tokenIn, data })
      stateDiff.push({ slot: await requireSlot(client, route.tokenIn, allowanceCall, 'allowance'), value: toHex(approval, { size: 32 }) })
    }
    if (balance < spendLimit) stateDiff.push({ slot: await requireSlot(client, route.tokenIn, balanceCall, 'balance'), value: toHex(spendLimit, { size: 32 }) })
    if (stateDiff.length > 0) stateOverride.push({ address: route.tokenIn, stateDiff })
  }

  const swap = { from: user, to: router, data: calldata, value }
  transactions.push(swap)
  const hops = route.paths.reduce((sum, path) => sum + path.steps.length, 0)
  const shape = `${hops} pool swap${hops === 1 ? '' : 's'} in ${route.paths.length} path${route.paths.length === 1 ? '' : 's'}`
  const feeText = fee > 0n ? `, after a ${partnerFeeBps / 100}% partner fee of ${describe(route.tokenOut, fee)}` : ''
  explanations.push(
    sell
      ? `Swap ${describe(route.tokenIn, route.amountIn)} for at least ${describe(route.tokenOut, minAmountOut ?? 0n)} (expected ${describe(route.tokenOut, amountOut)}${feeText}) through ${shape}.`
      : `Swap at most ${describe(route.tokenIn, spendLimit)} (expected ${describe(route.tokenIn, route.amountIn)}) for exactly ${describe(route.tokenOut, amountOut)}${feeText} through ${shape}; unspent input stays with you.`,
  )

  const call = { account: user, to: router, data: calldata, value, stateOverride }
  let swapGas: bigint
  try {
    await client.call(call)
    swapGas = await client.estimateGas(call)
  } catch (cause) {
    throw new TransactionSimulationError(`The swap failed simulation: ${revertReason(cause, registry)}.`, { cause, details: `Route of ${shape} at block ${route.blockNumber}.` })
  }
  const gasPrice = await client.getGasPrice()
  const gas = swapGas + approveGas
  return {
    toAddress: router,
    calldata,
    value,
    amountIn: route.amountIn,
    amountOut,
    minAmountOut,
    maxAmountIn,
    partnerFee: partnerFeeBps > 0 ? { feeBps: partnerFeeBps, partnerId, feeToken: route.tokenOut, feeAmount: fee } : undefined,
    transactions,
    transactionExplanations: explanations,
    gas,
    gasPrice,
    txCostNative: gas * gasPrice,
  }
}

/** Buy: each path's exact output, trimmed (largest paths first) to the gross the user's amount needs. */
function buyAmounts(route: Route, amountOut: bigint | undefined, partnerFeeBps: number): bigint[] {
  const amounts = route.paths.map((path) => path.amountOut)
  if (amountOut === undefined) return amounts
  const gross = grossAmountOutForBuy({ amountOut, partnerFeeBps })
  if (gross > route.amountOut) throw new InvalidParametersError(`The route gives ${route.amountOut}, less than the ${gross} needed for ${amountOut} after the partner fee.`)
  let surplus = route.amountOut - gross
  for (const i of amounts.map((_, i) => i).sort((a, b) => (amounts[b]! > amounts[a]! ? 1 : -1))) {
    const cut = surplus < amounts[i]! - 1n ? surplus : amounts[i]! - 1n
    amounts[i] = amounts[i]! - cut
    surplus -= cut
  }
  return amounts
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

function tokenName(tokens: readonly Token[] | undefined, address: Address): string {
  return tokens?.find((t) => isAddressEqual(t.address, address))?.symbol ?? address
}

async function requireSlot(client: PublicClient, token: Address, data: Hex, what: string): Promise<Hex> {
  const slot = await findStorageSlot({ client, address: token, data })
  if (!slot) throw new TransactionSimulationError(`Cannot simulate the swap before the approve: the ${what} slot of ${token} was not found.`)
  return slot
}

/** The swap's revert, decoded when it is one of Sluice's errors or an executor's. */
function revertReason(error: unknown, registry: SourceRegistry): string {
  if (!(error instanceof ViemError)) return String(error)
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
  if (withData?.data && withData.data.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: mergeErrorAbis([sluiceErrorsAbi, ...registry.list().flatMap((adapter) => (adapter.executorAbi ? [adapter.executorAbi] : []))]), data: withData.data })
      return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`
    } catch {
      return `revert ${withData.data}`
    }
  }
  return error.shortMessage
}
