import { ChainUnavailableError } from '@sluice/core'
import type { Abi, Address, ContractFunctionName, ContractFunctionReturnType, PublicClient } from 'viem'
import { createTickTable } from './createTickTable.js'
import type { TickTable, TickTableEntry } from './TickTable.js'

/** What the pool's `ticks(tick)` view returns, by its ABI. */
type TickResult<abi extends Abi> = ContractFunctionReturnType<abi, 'view', 'ticks' & ContractFunctionName<abi, 'view'>>

export type ReadBitmapTickWordsParameters<abi extends Abi> = {
  client: PublicClient
  /** The pool's ABI: its `tickBitmap(int16)` and `ticks(int24)` views (the kind's `ticks` layout). */
  abi: abi
  /** A `ticks(tick)` result's liquidity fields (where the kind's layout keeps them). */
  decodeTick: (result: TickResult<abi>) => { liquidityGross: bigint; liquidityNet: bigint }
  /** The kind, named in errors ("Uniswap V3"). */
  name: string
  /** Per pool: the inclusive range of bitmap word positions to read. */
  requests: readonly { address: Address; tickSpacing: number; fromWord: number; toWord: number }[]
  blockNumber: bigint
  /** For errors: the chain read. */
  chainId: number
  multicall3: Address
  /** Bytes of calldata per Multicall3 request. */
  batchSize: number
}

/** Per request: every tick the words initialise, with its `liquidityNet` and `liquidityGross`. */
export type ReadBitmapTickWordsReturnType = { tickTable: TickTable }[]

/**
 * Reads bitmap pools' tick data at a block in two batched Multicall3 rounds: the bitmap words
 * (`tickBitmap`), then `ticks(tick)` of every initialised tick found in them. A failed read
 * throws core's `ChainUnavailableError`.
 */
export async function readBitmapTickWords<const abi extends Abi>({
  client,
  abi,
  decodeTick,
  name,
  requests,
  blockNumber,
  chainId,
  multicall3,
  batchSize,
}: ReadBitmapTickWordsParameters<abi>): Promise<ReadBitmapTickWordsReturnType> {
  const wordCalls = requests.flatMap(({ address, fromWord, toWord }) =>
    Array.from({ length: Math.max(0, toWord - fromWord + 1) }, (_, i) => ({ address, abi: abi as Abi, functionName: 'tickBitmap', args: [fromWord + i] })),
  )
  const words = (await client
    .multicall({ contracts: wordCalls, allowFailure: false, blockNumber, multicallAddress: multicall3, batchSize })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId, cause, details: `Reading ${name} tick bitmaps failed.` })
    })) as bigint[]

  let offset = 0
  const results = requests.map(({ tickSpacing, fromWord, toWord }) => {
    const initialized: number[] = []
    for (let position = fromWord; position <= toWord; position++) {
      const word = words[offset++]!
      if (word === 0n) continue
      for (let bit = 0; bit < 256; bit++) if (((word >> BigInt(bit)) & 1n) === 1n) initialized.push(((position << 8) + bit) * tickSpacing)
    }
    return { initialized, entries: [] as TickTableEntry[] }
  })

  const tickCalls = requests.flatMap(({ address }, i) =>
    results[i]!.initialized.map((tick) => ({ address, abi: abi as Abi, functionName: 'ticks', args: [tick] })),
  )
  const ticks = (await client
    .multicall({ contracts: tickCalls, allowFailure: false, blockNumber, multicallAddress: multicall3, batchSize })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId, cause, details: `Reading ${name} ticks failed.` })
    })) as TickResult<abi>[]
  offset = 0
  for (const result of results)
    for (const tick of result.initialized) {
      const { liquidityGross, liquidityNet } = decodeTick(ticks[offset++]!)
      result.entries.push({ tick, liquidityNet, liquidityGross })
    }
  return results.map(({ entries }) => ({ tickTable: createTickTable({ entries }) }))
}
