import { ChainUnavailableError } from '@sluice/core'
import type { Address, Hex, PublicClient } from 'viem'
import { uniswapV4PoolManagerAbi } from './abi.js'

export type ReadUniswapV4SlotsParameters = {
  client: PublicClient
  poolManager: Address
  slots: readonly Hex[]
  blockNumber: bigint
  /** Slots per `extsload` call. */
  slotsPerCall: number
  /** For errors: the chain read. */
  chainId: number
}

export type ReadUniswapV4SlotsReturnType = bigint[]

/**
 * Reads PoolManager storage slots at a block through its own `extsload(bytes32[])`, which
 * batches any number of slots in one call (no Multicall3 needed); calls of `slotsPerCall` slots
 * run side by side.
 */
export async function readUniswapV4Slots({
  client,
  poolManager,
  slots,
  blockNumber,
  slotsPerCall,
  chainId,
}: ReadUniswapV4SlotsParameters): Promise<ReadUniswapV4SlotsReturnType> {
  const chunks: Hex[][] = []
  for (let start = 0; start < slots.length; start += slotsPerCall) chunks.push(slots.slice(start, start + slotsPerCall))
  const values = await Promise.all(
    chunks.map((chunk) => client.readContract({ address: poolManager, abi: uniswapV4PoolManagerAbi, functionName: 'extsload', args: [chunk], blockNumber })),
  ).catch((cause: unknown) => {
    throw new ChainUnavailableError({ chainId, cause, details: 'Reading Uniswap V4 PoolManager storage failed.' })
  })
  return values.flat().map((value) => BigInt(value))
}
