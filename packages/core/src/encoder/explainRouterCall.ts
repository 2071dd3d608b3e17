import { type Address, type Hex, isAddressEqual, size } from 'viem'
import { decodeRouterCall } from './decodeRouterCall.js'

export type ExplainRouterCallParameters = {
  /** Calldata sent to the Sluice router. */
  data: Hex
  /** The chain's executors by DEX type (a config's `contracts.executors`), to name each step's. */
  executors?: Readonly<Record<string, Address>> | undefined
}

/**
 * What a Sluice router call does, read from its calldata alone (`decodeRouterCall`): one line for
 * the call and its limits, then one per path of each route with its steps' executors. For
 * checking a transaction before signing it, whoever built it.
 */
export function explainRouterCall({ data, executors = {} }: ExplainRouterCallParameters): string[] {
  const { functionName, params, routes } = decodeRouterCall({ data })
  const name = (executor: Address) => Object.entries(executors).find(([, address]) => isAddressEqual(address, executor))?.[0] ?? 'unknown executor'
  const p = params as Record<string, unknown>
  const head =
    functionName === 'swap'
      ? p.exactOut
        ? `swap: buy exactly ${p.amountOut} of ${p.tokenOut} for at most ${p.amountIn} of ${p.tokenIn}, to ${p.recipient ?? 'the sender'}`
        : `swap: sell ${p.amountIn} of ${p.tokenIn} for at least ${p.amountOut} of ${p.tokenOut}, to ${p.recipient ?? 'the sender'}`
      : functionName === 'zap'
        ? `zap: ${p.amountIn} of ${p.tokenIn} into ${p.positionId === 0n ? 'a new position' : `position ${p.positionId}`} of ${p.positionManager} (${p.token0}/${p.token1}), at least ${p.minLiquidity} liquidity`
        : `rebalance: position ${p.positionId} of ${p.positionManager} into a new range, at least ${p.minLiquidity} liquidity`
  const lines = [`${head}; deadline ${p.deadline}, partner ${p.partnerId} at ${p.partnerFeeBps} bps.`]
  for (const { field, paths } of routes)
    paths.forEach(({ amount, steps }, index) => {
      const stepText = steps.map(({ executor, data: stepData }) => `${name(executor)} ${executor} (${size(stepData)} bytes)`).join(' → ')
      lines.push(`${field} path ${index + 1}: amount ${amount}, ${steps.length} step${steps.length === 1 ? '' : 's'}: ${stepText}.`)
    })
  return lines
}
