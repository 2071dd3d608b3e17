import { createPublicClient, custom, type PublicClient } from 'viem'
import { RpcBudgetExceededError } from '../errors/errors.js'

export type CreateRpcBudgetParameters = {
  client: PublicClient
  /** Most requests the budgeted client sends. */
  maxRequests: number
  /** Time from now after which every request fails (ms). */
  timeoutMs: number
}

export type CreateRpcBudgetReturnType = {
  /** Sends through `client` while the budget lasts; past it, requests fail at once. */
  client: PublicClient
  /** The error that ended the budget, once it has ended (viem wraps what a transport throws: rethrow this one). */
  exceeded(): RpcBudgetExceededError | undefined
}

/**
 * A client bounded in requests and time, for the RPC work of one request (e.g. preparing a
 * swap): whatever a token or route makes that work do, it cannot cost more than `maxRequests`
 * calls or last longer than `timeoutMs`.
 */
export function createRpcBudget({ client, maxRequests, timeoutMs }: CreateRpcBudgetParameters): CreateRpcBudgetReturnType {
  const deadline = Date.now() + timeoutMs
  let requests = 0
  let exceeded: RpcBudgetExceededError | undefined
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (exceeded) throw exceeded
    if (++requests > maxRequests) throw (exceeded = new RpcBudgetExceededError({ reason: `more than ${maxRequests} RPC requests` }))
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw (exceeded = new RpcBudgetExceededError({ reason: `more than ${timeoutMs} ms of RPC work` }))
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject((exceeded = new RpcBudgetExceededError({ reason: `more than ${timeoutMs} ms of RPC work` }))), remaining)
    })
    try {
      return await Promise.race([client.request({ method, params } as never), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
  return {
    client: createPublicClient({ chain: client.chain, transport: custom({ request }, { retryCount: 0 }), cacheTime: 0 }) as PublicClient,
    exceeded: () => exceeded,
  }
}
