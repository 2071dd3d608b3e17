import type { PublicClient } from 'viem'

/**
 * The node's newest block number, asked anew: not `client.getBlockNumber()`, which joins a call
 * already in flight on the same client (even with `cacheTime: 0`), whose answer may be older than
 * the moment of this call.
 */
export async function readBlockNumber(client: PublicClient): Promise<bigint> {
  return BigInt(await client.request({ method: 'eth_blockNumber' }))
}
