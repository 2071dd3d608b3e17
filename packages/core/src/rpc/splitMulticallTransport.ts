import { type Address, decodeFunctionData, decodeFunctionResult, encodeFunctionData, encodeFunctionResult, type Hex, multicall3Abi, type Transport } from 'viem'

export type SplitMulticallTransportParameters = {
  /** The chain's transport (one node or a fallback list). */
  transport: Transport
  /** The chain's Multicall3: its `aggregate3` reads are the ones split. */
  multicall3: Address
}

type Call = { target: Address; allowFailure: boolean; callData: Hex }
type Result = { success: boolean; returnData: Hex }

const AGGREGATE3 = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [[]] }).slice(0, 10)

/**
 * The chain's transport with every Multicall3 `aggregate3` read bounded by the gas a call may
 * use: a node runs an `eth_call` with at most its block gas limit (Anvil, HyperEVM's 2M-gas fast
 * blocks), so a batch that fails to execute whole (out of gas, or a call of it reverting) is split
 * in halves until each part runs, and a call that fails beside others is run again without them
 * (it may only have lacked the gas they took). The answer is the whole batch's, as one call would
 * give it; a call that fails alone fails as it would have. Errors of the node itself (unreachable,
 * timeout) are never split: they go to the caller unchanged.
 */
export function splitMulticallTransport({ transport, multicall3 }: SplitMulticallTransportParameters): Transport {
  const target = multicall3.toLowerCase()
  return (options) => {
    const inner = transport(options)
    const request = (async (args: { method: string; params?: unknown }, requestOptions?: unknown) => {
      const [call, ...rest] = (Array.isArray(args.params) ? args.params : []) as [{ to?: string; data?: Hex } | undefined, ...unknown[]]
      if (args.method !== 'eth_call' || call?.to?.toLowerCase() !== target || !call.data?.startsWith(AGGREGATE3))
        return inner.request(args as never, requestOptions as never)
      const { args: decoded } = decodeFunctionData({ abi: multicall3Abi, data: call.data })
      const run = async (calls: readonly Call[]): Promise<Result[]> => {
        const data = encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] })
        let answer: Hex
        try {
          answer = (await inner.request({ method: 'eth_call', params: [{ ...call, data }, ...rest] } as never, requestOptions as never)) as Hex
        } catch (error) {
          if (calls.length === 1 || !executionFailed(error)) throw error
          return halves(calls)
        }
        const results = [...decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: answer })]
        const failed = results.flatMap((result, index) => (result.success ? [] : [index]))
        if (failed.length === 0 || calls.length === 1) return results
        if (failed.length === calls.length) return halves(calls)
        const again = await run(failed.map((index) => calls[index]!))
        for (const [i, index] of failed.entries()) results[index] = again[i]!
        return results
      }
      const halves = async (calls: readonly Call[]) => {
        const middle = Math.ceil(calls.length / 2)
        const [first, second] = await Promise.all([run(calls.slice(0, middle)), run(calls.slice(middle))])
        return [...first, ...second]
      }
      const results = await run(decoded[0] as readonly Call[])
      return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
    }) as typeof inner.request
    return { ...inner, request }
  }
}

/** The node ran the call and it failed (out of gas, reverted): not the node's own failure. */
function executionFailed(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { details?: unknown }).details ?? ''}` : String(error)
  return /out of gas|outofgas|revert/i.test(text)
}
