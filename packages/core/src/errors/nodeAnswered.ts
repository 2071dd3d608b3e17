import { RpcRequestError } from 'viem'

/**
 * Whether the node answered a call with an error of the call itself (a revert, out of gas: the
 * contract's fault) rather than could not be reached or failed (the node's fault).
 */
export function nodeAnswered(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 20; e = e.cause, depth++) if (e instanceof RpcRequestError) return true
  return false
}
