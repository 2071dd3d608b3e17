import { ChainUnavailableError } from '@sluice/core'
import type { Address, PublicClient } from 'viem'
import { slipstreamPoolAbi } from './abi.js'

export type ReadSlipstreamTickWordsParameters = {
  client: PublicClient
  /** Per pool: the inclusive range of bitmap word positions to read. */
  requests: readonly { address: Address; tickSpacing: number; fromWord: number; toWord: number }[]
  blockNumber: bigint
  /** For errors: the chain read. */
  chainId: number
  multicall3: Address
  /** Bytes of calldata per Multicall3 request. */
  batchSize: number
}

export type ReadSlipstreamTickWordsReturnType = {
  /** Non-zero words by word position. */
  bitmap: Map<number, bigint>
  /** `liquidityNet` of each initialised tick in those words. */
  liquidityNet: Map<number, bigint>
  /** `liquidityGross` of each initialised tick in those words. */
  liquidityGross: Map<number, bigint>
}[]

/**
 * Reads pools' tick data at a block in two batched Multicall3 rounds: the bitmap words
 * (`tickBitmap`), then `ticks(tick)` (Slipstream's layout) of every initialised tick in them.
 */
export async function readSlipstreamTickWords({
  client,
  requests,
  blockNumber,
  chainId,
  multicall3,
  batchSize,
}: ReadSlipstreamTickWordsParameters): Promise<ReadSlipstreamTickWordsReturnType> {
  const wordCalls = requests.flatMap(({ address, fromWord, toWord }) =>
    Array.from(
      { length: Math.max(0, toWord - fromWord + 1) },
      (_, i) => ({ address, abi: slipstreamPoolAbi, functionName: 'tickBitmap', args: [fromWord + i] }) as const,
    ),
  )
  const words = await client
    .multicall({ contracts: wordCalls, allowFailure: false, blockNumber, multicallAddress: multicall3, batchSize })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId, cause, details: 'Reading Slipstream tick bitmaps failed.' })
    })

  let offset = 0
  const results = requests.map(({ tickSpacing, fromWord, toWord }) => {
    const bitmap = new Map<number, bigint>()
    const initialized: number[] = []
    for (let position = fromWord; position <= toWord; position++) {
      const word = words[offset++]!
      if (word === 0n) continue
      bitmap.set(position, word)
      for (let bit = 0; bit < 256; bit++) if (((word >> BigInt(bit)) & 1n) === 1n) initialized.push(((position << 8) + bit) * tickSpacing)
    }
    return { bitmap, initialized, liquidityNet: new Map<number, bigint>(), liquidityGross: new Map<number, bigint>() }
  })

  const tickCalls = requests.flatMap(({ address }, i) =>
    results[i]!.initialized.map((tick) => ({ address, abi: slipstreamPoolAbi, functionName: 'ticks', args: [tick] }) as const),
  )
  const ticks = await client
    .multicall({ contracts: tickCalls, allowFailure: false, blockNumber, multicallAddress: multicall3, batchSize })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId, cause, details: 'Reading Slipstream ticks failed.' })
    })
  offset = 0
  for (const result of results)
    for (const tick of result.initialized) {
      const [gross, net] = ticks[offset++]!
      result.liquidityGross.set(tick, gross)
      result.liquidityNet.set(tick, net)
    }
  return results.map(({ bitmap, liquidityNet, liquidityGross }) => ({ bitmap, liquidityNet, liquidityGross }))
}
