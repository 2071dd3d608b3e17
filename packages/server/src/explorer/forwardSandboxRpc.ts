import { ChainUnavailableError, InvalidParametersError } from '@sluice/core'
import { z } from 'zod'

/** A sandbox chain as the explorer may use it: its node (never shown to clients) and its funded accounts. */
export type ExplorerSandboxChain = {
  chainId: number
  nativeSymbol: string
  rpcUrl: string
  /** Funded accounts, unlocked in the sandbox's Anvil (its development mnemonic). */
  accounts: readonly string[]
}

export type ForwardSandboxRpcParameters = {
  chain: ExplorerSandboxChain
  /** The request body: `{ method, params }`. */
  text: string
  /** Deadline of the node's answer (ms). Default 10,000. */
  timeoutMs?: number | undefined
}

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const block = z.union([z.literal('latest'), quantity])

/** What the explorer needs, and nothing else: reads of balances and receipts, and sending from a funded account. */
const requestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('eth_blockNumber'), params: z.tuple([]) }),
  z.object({ method: z.literal('eth_getBalance'), params: z.tuple([address, block]) }),
  z.object({ method: z.literal('eth_call'), params: z.tuple([z.object({ to: address, data: hex }).strict(), block]) }),
  z.object({ method: z.literal('eth_getTransactionReceipt'), params: z.tuple([z.string().regex(/^0x[0-9a-fA-F]{64}$/)]) }),
  z.object({
    method: z.literal('eth_sendTransaction'),
    params: z.tuple([z.object({ from: address, to: address, data: hex, value: quantity, gas: quantity.optional() }).strict()]),
  }),
])

/**
 * One JSON-RPC call of the explorer to a sandbox node (`POST /explorer/sandbox/{chainId}/rpc`): only
 * the methods above, transactions only from the sandbox's funded accounts. The node's answer is
 * returned as `{ result }`; its error text never is (a refusal answers `INVALID_PARAMETERS`, a node
 * that does not answer `ChainUnavailableError`).
 */
export async function forwardSandboxRpc({ chain, text, timeoutMs = 10_000 }: ForwardSandboxRpcParameters): Promise<{ result: unknown }> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new InvalidParametersError('The body is not JSON: send { "method", "params" }.')
  }
  const parsed = requestSchema.safeParse(json)
  if (!parsed.success)
    throw new InvalidParametersError(
      'Unsupported sandbox RPC call: the explorer sends eth_blockNumber, eth_getBalance, eth_call, eth_getTransactionReceipt and eth_sendTransaction.',
    )
  const request = parsed.data
  if (request.method === 'eth_sendTransaction' && !chain.accounts.some((account) => account.toLowerCase() === request.params[0].from.toLowerCase()))
    throw new InvalidParametersError("Transactions are sent only from the sandbox's funded accounts (GET /explorer/sandbox).")
  let answer: { result?: unknown; error?: unknown }
  try {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    answer = (await response.json()) as typeof answer
  } catch (cause) {
    throw new ChainUnavailableError({ chainId: chain.chainId, cause })
  }
  if (answer.error !== undefined || !('result' in answer)) throw new InvalidParametersError(`The sandbox node refused ${request.method}.`)
  return { result: answer.result }
}
