import { type Address, decodeAbiParameters, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem'
import { decodeTokenText } from './decodeTokenText.js'

/** Multicall3's `aggregate3`, declared `view` so it can be `eth_call`ed. */
const aggregate3Abi = [
  {
    type: 'function',
    name: 'aggregate3',
    stateMutability: 'view',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'allowFailure', type: 'bool' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    outputs: [
      {
        name: 'returnData',
        type: 'tuple[]',
        components: [
          { name: 'success', type: 'bool' },
          { name: 'returnData', type: 'bytes' },
        ],
      },
    ],
  },
] as const

const callData = {
  decimals: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }),
  symbol: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
  name: encodeFunctionData({ abi: erc20Abi, functionName: 'name' }),
}

export type TokenMetadata = { symbol: string; name: string; decimals: number }

export type ReadTokenMetadataParameters = {
  client: PublicClient
  multicall3: Address
  tokens: readonly Address[]
  /** Tokens per Multicall3 call (three calls each). */
  batchSize: number
}

/**
 * Per token, in order: its metadata, `undefined` when it has no valid `decimals()` (not an
 * ERC-20), or the error that stopped it from being read.
 */
export type ReadTokenMetadataReturnType = (TokenMetadata | undefined | Error)[]

/**
 * Reads `decimals`, `symbol` and `name` of many tokens through Multicall3, decoding the raw return
 * data itself so that `bytes32` symbols and names (MKR style) read as well as strings. A token
 * whose `symbol` or `name` fails gets `''` for it. When a batch fails as a whole (one contract
 * can burn all the call's gas), its tokens are read one by one, so only the culprit fails.
 */
export async function readTokenMetadata({ client, multicall3, tokens, batchSize }: ReadTokenMetadataParameters): Promise<ReadTokenMetadataReturnType> {
  async function read(batch: readonly Address[]): Promise<ReadTokenMetadataReturnType> {
    let returned: readonly { success: boolean; returnData: Hex }[]
    try {
      returned = await client.readContract({
        address: multicall3,
        abi: aggregate3Abi,
        functionName: 'aggregate3',
        args: [batch.flatMap((target) => [callData.decimals, callData.symbol, callData.name].map((data) => ({ target, allowFailure: true, callData: data })))],
      })
    } catch (error) {
      if (batch.length === 1) return [error instanceof Error ? error : new Error(String(error))]
      return (await Promise.all(batch.map((token) => read([token])))).flat()
    }
    return batch.map((_, i) => {
      const [decimals, symbol, name] = returned.slice(3 * i, 3 * i + 3)
      return decimals?.success ? metadataOf(decimals.returnData, symbol!, name!) : undefined
    })
  }
  const result: ReadTokenMetadataReturnType = []
  for (let start = 0; start < tokens.length; start += batchSize) result.push(...(await read(tokens.slice(start, start + batchSize))))
  return result
}

function metadataOf(decimalsData: Hex, symbol: { success: boolean; returnData: Hex }, name: { success: boolean; returnData: Hex }): TokenMetadata | undefined {
  if (decimalsData.length !== 66) return undefined
  const [decimals] = decodeAbiParameters([{ type: 'uint256' }], decimalsData)
  if (decimals > 255n) return undefined
  return {
    decimals: Number(decimals),
    symbol: symbol.success ? decodeTokenText({ data: symbol.returnData }) : '',
    name: name.success ? decodeTokenText({ data: name.returnData }) : '',
  }
}
