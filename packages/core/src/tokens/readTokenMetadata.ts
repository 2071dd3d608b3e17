import { type Address, decodeAbiParameters, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem'
import { nodeAnswered } from '../errors/nodeAnswered.js'
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

/** Gas of one metadata call when a token is read alone: ample for any real token (proxies included). */
const TOKEN_CALL_GAS = 100_000n
/** Gas of a batch: its calls' share plus Multicall3's own work. */
const batchGas = (tokens: number) => BigInt(tokens) * 3n * TOKEN_CALL_GAS + 500_000n

export type TokenMetadata = { symbol: string; name: string; decimals: number }

export type ReadTokenMetadataParameters = {
  client: PublicClient
  multicall3: Address
  tokens: readonly Address[]
  /** Tokens per Multicall3 call (three calls each). */
  batchSize: number
}

/**
 * Per token, in order: its metadata; `undefined` when it has no valid `decimals()` within
 * `TOKEN_CALL_GAS` (not an ERC-20, or one whose reads burn gas: unsupported); or the error that
 * stopped it from being read (the node could not be reached).
 */
export type ReadTokenMetadataReturnType = (TokenMetadata | undefined | Error)[]

type CallResult = { success: boolean; returnData: Hex }

/**
 * Reads `decimals`, `symbol` and `name` of many tokens through Multicall3, decoding the raw return
 * data itself so that `bytes32` symbols and names (MKR style) read as well as strings. Every read
 * is gas-capped: a batch gets `TOKEN_CALL_GAS` per call, so a contract that burns gas cannot
 * cost more than that. A token with any failed call in its batch (it may have been starved by
 * another), or in a batch that failed as a whole, is read again alone, each call capped at
 * `TOKEN_CALL_GAS`; so only the culprit fails. A failed `symbol`/`name` reads as `''`.
 */
export async function readTokenMetadata({ client, multicall3, tokens, batchSize }: ReadTokenMetadataParameters): Promise<ReadTokenMetadataReturnType> {
  const result: ReadTokenMetadataReturnType = []
  for (let start = 0; start < tokens.length; start += batchSize) {
    const batch = tokens.slice(start, start + batchSize)
    let returned: readonly CallResult[] | undefined
    try {
      const calls = batch.flatMap((target) =>
        [callData.decimals, callData.symbol, callData.name].map((data) => ({ target, allowFailure: true, callData: data })),
      )
      const { data } = await client.call({
        to: multicall3,
        data: encodeFunctionData({ abi: aggregate3Abi, functionName: 'aggregate3', args: [calls] }),
        gas: batchGas(batch.length),
      })
      // Malformed return data (no Multicall3 there) leaves `returned` unset: every token is read alone.
      returned = tryDecode(data ?? '0x')
    } catch (error) {
      if (!nodeAnswered(error)) {
        result.push(...batch.map(() => asError(error)))
        continue
      }
    }
    result.push(
      ...(await Promise.all(
        batch.map((token, i) => {
          const calls = returned?.slice(3 * i, 3 * i + 3)
          return calls?.every((call) => call.success) ? metadataOf(calls[0]!.returnData, calls[1]!, calls[2]!) : readAlone(client, token)
        }),
      )),
    )
  }
  return result
}

/** One token's three calls, each alone and gas-capped. */
async function readAlone(client: PublicClient, token: Address): Promise<TokenMetadata | undefined | Error> {
  const call = async (data: Hex): Promise<CallResult> => {
    try {
      const { data: returnData } = await client.call({ to: token, data, gas: TOKEN_CALL_GAS })
      return { success: true, returnData: returnData ?? '0x' }
    } catch (error) {
      if (nodeAnswered(error)) return { success: false, returnData: '0x' }
      throw error
    }
  }
  try {
    const decimals = await call(callData.decimals)
    if (!decimals.success) return undefined
    const [symbol, name] = await Promise.all([call(callData.symbol), call(callData.name)])
    return metadataOf(decimals.returnData, symbol, name)
  } catch (error) {
    return asError(error)
  }
}

function tryDecode(data: Hex): readonly CallResult[] | undefined {
  try {
    return decodeFunctionResult({ abi: aggregate3Abi, functionName: 'aggregate3', data })
  } catch {
    return undefined
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

function metadataOf(decimalsData: Hex, symbol: CallResult, name: CallResult): TokenMetadata | undefined {
  if (decimalsData.length !== 66) return undefined
  const [decimals] = decodeAbiParameters([{ type: 'uint256' }], decimalsData)
  if (decimals > 255n) return undefined
  return {
    decimals: Number(decimals),
    symbol: symbol.success ? decodeTokenText({ data: symbol.returnData, maxLength: 32 }) : '',
    name: name.success ? decodeTokenText({ data: name.returnData, maxLength: 64 }) : '',
  }
}
