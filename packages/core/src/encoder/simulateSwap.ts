import { swapProbeAbi, swapProbeBytecode } from '@sluice/contracts'
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, type PublicClient, type StateOverride } from 'viem'
import { TokenTransferMismatchError, TransactionSimulationError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import { measureTransfer } from '../tokens/measureTransfer.js'
import type { Route } from '../types/Route.js'
import { describeRouteShape } from './describeRouteShape.js'
import { estimateRouterGas, type RouterCall } from './estimateRouterGas.js'
import { revertReason } from './revertReason.js'

export type SimulateSwapParameters = {
  client: PublicClient
  /** For decoding the executors' errors. */
  registry: SourceRegistry
  /** The route; its `tokenIn` / `tokenOut` are the user's (`NATIVE_TOKEN_ADDRESS` for native). */
  route: Route
  call: RouterCall & { value: bigint }
  /** What the swap must move, as quoted: the recipient's output and the user's input, with the user's limits. */
  expected: { recipient: Address; amountIn: bigint; amountOut: bigint; minAmountOut: bigint | undefined; maxAmountIn: bigint | undefined }
  /** The chain's gas price: the measured run pays it (a token may behave otherwise in a free call). */
  gasPrice: bigint
}

/** Native wei given to the user in the measured run, to pay for its gas at any price (and its native input). */
const CALLER_BALANCE = 2n ** 128n

/**
 * Runs the swap on the latest block and returns its gas. First a measured run: `SwapProbe` placed
 * at the user's address (state override) sends the swap from there, called by the user itself
 * (so `tx.origin` is the user, as in the real transaction) at the chain's gas price, and returns what the user's input balance went down by and the
 * recipient's output balance went up by. Those must be what the route says: on the route's own
 * block (the usual case) the recipient must get at least the quoted output, and on any block the
 * user's limits must hold (sell: at most the input, at least the minimum; buy: exactly the output,
 * at most the maximum input). Then the gas estimate of the real transaction. A revert, or other
 * amounts than quoted, throws `TransactionSimulationError` with the decoded reason, or
 * `TokenTransferMismatchError` when a token of the route is found to move other than the amount
 * on transfer (it taxes, rebases, or spares simulations at gas price 0).
 */
export async function simulateSwap({ client, registry, route, call, expected, gasPrice }: SimulateSwapParameters): Promise<bigint> {
  // Not a cached block number: the measured run is pinned to it, and the allowance and balance were read at the latest.
  const [head, code] = await Promise.all([client.getBlockNumber({ cacheTime: 0 }), probeRuntime(client)])
  const exact = head === route.blockNumber
  const userOverride = call.stateOverride.find((entry) => entry.address.toLowerCase() === call.account.toLowerCase())
  const stateOverride: StateOverride = [
    ...call.stateOverride.filter((entry) => entry !== userOverride),
    { ...userOverride, address: call.account, code, balance: CALLER_BALANCE },
  ]
  let measured: readonly [bigint, bigint]
  try {
    const { data } = await client.call({
      // The user sends it to itself: `tx.origin` is the user, as in the real transaction.
      account: call.account,
      to: call.account,
      data: encodeFunctionData({
        abi: swapProbeAbi,
        functionName: 'probe',
        args: [call.to, call.data, call.value, route.tokenIn, route.tokenOut, expected.recipient],
      }),
      blockNumber: head,
      gasPrice: gasPrice > 0n ? gasPrice : 1n,
      stateOverride,
    })
    measured = decodeFunctionResult({ abi: swapProbeAbi, functionName: 'probe', data: data ?? '0x' })
  } catch (cause) {
    const reason = revertReason({ error: cause, registry })
    const shortfall = reason.name === 'InsufficientOutput' || reason.name === 'WrongOutput'
    throw await simulationError({
      client,
      route,
      user: call.account,
      cause,
      what: shortfall ? `delivers less than quoted: ${reason.text}` : undefined,
      reason: reason.text,
    })
  }
  const [spent, received] = measured
  const problem = mismatch({ mode: route.mode, exact, spent, received, expected })
  if (problem) throw await simulationError({ client, route, user: call.account, what: `moves other amounts than quoted: ${problem}`, reason: problem })
  return estimateRouterGas({ client, registry, call, what: 'swap', details: `Route of ${describeRouteShape({ route })} at block ${route.blockNumber}.` })
}

/**
 * The error for a swap that failed or moved other amounts than quoted (`what`, when it did): when
 * a token on the route moves other than the amount in a transfer from its pool (`measureTransfer`),
 * the token is to blame (`TokenTransferMismatchError`); otherwise the route is
 * (`TransactionSimulationError`, with the router's reason).
 */
async function simulationError({
  client,
  route,
  user,
  cause,
  what,
  reason,
}: {
  client: PublicClient
  route: Route
  user: Address
  cause?: unknown
  what: string | undefined
  reason: string
}): Promise<Error> {
  const details = `Route of ${describeRouteShape({ route })} at block ${route.blockNumber}.`
  const taxed = what ? await misbehavingToken(client, route, user) : undefined
  if (taxed)
    return new TokenTransferMismatchError(
      `The swap's simulation ${what}. ${taxed} moves other than the amount on transfer (a fee-on-transfer or rebasing token); Sluice does not route it.`,
      { cause, details },
    )
  return new TransactionSimulationError(`The swap failed simulation: ${reason}.`, { cause, details })
}

/** The first token of the route whose transfers from its pool move other than the amount (the user sending and receiving one), if any. */
async function misbehavingToken(client: PublicClient, route: Route, user: Address): Promise<Address | undefined> {
  // Each token's pool contract holds it (a singleton DEX's holds all its pools' tokens).
  const holders = new Map<Address, Address>()
  for (const { pool, tokenIn, tokenOut } of route.paths.flatMap((path) => path.steps))
    for (const token of [tokenIn, tokenOut]) if (!holders.has(token)) holders.set(token, pool.address)
  for (const [token, holder] of holders) {
    const moved = await measureTransfer({ client, token, holder, user })
    if (moved?.some((transfer) => transfer.sent !== transfer.amount || transfer.received !== transfer.amount)) return token
  }
  return undefined
}

/** What is wrong with the measured amounts, if anything. */
function mismatch({
  mode,
  exact,
  spent,
  received,
  expected,
}: {
  mode: Route['mode']
  exact: boolean
  spent: bigint
  received: bigint
  expected: SimulateSwapParameters['expected']
}): string | undefined {
  if (mode === 'sell') {
    if (spent > expected.amountIn) return `the user pays ${spent} instead of ${expected.amountIn}`
    const least = exact ? expected.amountOut : (expected.minAmountOut ?? expected.amountOut)
    if (received < least) return `the recipient receives ${received} instead of ${exact ? '' : 'at least '}${least}`
    return undefined
  }
  if (received !== expected.amountOut) return `the recipient receives ${received} instead of ${expected.amountOut}`
  const most = expected.maxAmountIn ?? expected.amountIn
  if (spent > most) return `the user pays ${spent}, more than ${most}`
  return undefined
}

/** `SwapProbe`'s runtime code, the same on every chain (no immutables): read once, by an `eth_call` of its creation code. */
let runtime: Promise<Hex> | undefined
function probeRuntime(client: PublicClient): Promise<Hex> {
  if (!runtime) {
    runtime = client.call({ data: swapProbeBytecode }).then(({ data }) => {
      if (!data) throw new Error('The node returned no runtime code for SwapProbe.')
      return data
    })
    runtime.catch(() => {
      runtime = undefined
    })
  }
  return runtime
}
