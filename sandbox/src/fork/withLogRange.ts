import { createPublicClient, custom, type Hex, hexToBigInt, numberToHex, type PublicClient } from 'viem'

export type WithLogRangeParameters = {
  client: PublicClient
  /** Most blocks one `eth_getLogs` request spans (public RPCs refuse wider ranges). */
  maxLogRange: bigint
}

type LogFilter = { fromBlock?: Hex | string; toBlock?: Hex | string; blockHash?: Hex }

/**
 * The client, except that an `eth_getLogs` over more than `maxLogRange` blocks is asked in
 * consecutive ranges of at most that many blocks, one after another, and answered with their
 * logs in chain order. So a plugin's discovery (whatever its own chunk size) and its deployment
 * check stay within what the provider serves. Filters by block hash or tag pass unchanged.
 */
export function withLogRange({ client, maxLogRange }: WithLogRangeParameters): PublicClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const filter = (params as LogFilter[] | undefined)?.[0]
    if (method !== 'eth_getLogs' || !filter || filter.blockHash || !isHex(filter.fromBlock) || !isHex(filter.toBlock))
      return client.request({ method, params } as never)
    const from = hexToBigInt(filter.fromBlock)
    const to = hexToBigInt(filter.toBlock)
    const logs: unknown[] = []
    for (let start = from; start <= to; start += maxLogRange) {
      const end = start + maxLogRange - 1n < to ? start + maxLogRange - 1n : to
      const part = await client.request({ method: 'eth_getLogs', params: [{ ...filter, fromBlock: numberToHex(start), toBlock: numberToHex(end) }] } as never)
      logs.push(...(part as unknown[]))
    }
    return logs
  }
  return createPublicClient({ chain: client.chain, transport: custom({ request }, { retryCount: 0 }), pollingInterval: client.pollingInterval }) as PublicClient
}

const isHex = (value: unknown): value is Hex => typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
