import { routerAbi } from '@sluice/contracts'
import { type Abi, type DecodeFunctionResultReturnType, decodeFunctionResult, type PublicClient } from 'viem'
import { TransactionSimulationError } from '../errors/errors.js'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import { estimateRouterGas, type RouterCall } from './estimateRouterGas.js'
import { revertReason } from './revertReason.js'

/** The router functions whose result a simulation reads (a swap is measured by `simulateSwap` instead). */
type RouterFunction = 'zap' | 'rebalance'

export type SimulateRouterCallParameters<functionName extends RouterFunction> = {
  client: PublicClient
  /** Decodes the executors' errors (`revertReason`). */
  registry: SourceRegistry
  functionName: functionName
  call: RouterCall
  /** More error ABIs the call may revert with (e.g. the position executor's). */
  abis?: readonly Abi[] | undefined
}

export type SimulateRouterCallReturnType<functionName extends RouterFunction> = {
  /** What the router call returns on the latest block. */
  result: DecodeFunctionResultReturnType<typeof routerAbi, functionName>
  /** Its gas estimate (`estimateRouterGas`). */
  gas: bigint
}

/**
 * Runs a router call on the latest block (eth_call with the call's state overrides), decodes what
 * it returns, then estimates its gas, as the swap pipeline does for a swap (`estimateRouterGas`).
 * A revert throws `TransactionSimulationError` with its decoded reason (`revertReason`).
 */
export async function simulateRouterCall<functionName extends RouterFunction>({
  client,
  registry,
  functionName,
  call,
  abis,
}: SimulateRouterCallParameters<functionName>): Promise<SimulateRouterCallReturnType<functionName>> {
  let result: DecodeFunctionResultReturnType<typeof routerAbi, functionName>
  try {
    const { data } = await client.call(call)
    result = decodeFunctionResult({ abi: routerAbi, functionName, data: data ?? '0x' } as never) as typeof result
  } catch (cause) {
    throw new TransactionSimulationError(`The ${functionName} failed simulation: ${revertReason({ error: cause, registry, abis }).text}.`, { cause })
  }
  return { result, gas: await estimateRouterGas({ client, registry, call, what: functionName, abis }) }
}
