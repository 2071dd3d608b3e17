import type { Address, Hex } from 'viem'

/**
 * The fields of the APIs' JSON that hold an amount in wei (or a position ID) as a decimal string:
 * bigints in the client's types, decimal strings on the wire.
 */
const amountKeys = [
  'amount',
  'amountIn',
  'amountOut',
  'bestSinglePathAmount',
  'feeAmount',
  'gas',
  'gasEstimate',
  'inputAmount',
  'liquidityAmount',
  'maxDeposit',
  'maxInputAmount',
  'minAmountOut',
  'minDeposit',
  'minOutputAmount',
  'outputAmount',
  'positionId',
  'totalFee',
  'txCostNative',
  'value',
] as const
/** Fields that hold `[token, amount]` pairs (or one pair): `[Address, bigint]` in the client's types. */
const pairKeys = ['sourcesAndSinks', 'constraints', 'variableMin'] as const
/** Fields that hold an address (a pool's may be a 32-byte pool ID: typed `Hex` below). */
type AddressKey =
  | 'address'
  | 'allowanceTarget'
  | 'depositContract'
  | 'depositor'
  | 'exclusiveRelayer'
  | 'feeToken'
  | 'from'
  | 'inputToken'
  | 'outputToken'
  | 'positionManager'
  | 'recipient'
  | 'recipientAddress'
  | 'relayer'
  | 'swapLogicAddress'
  | 'to'
  | 'toAddress'
  | 'token'
  | 'tokenIn'
  | 'tokenOut'
  | 'userAddress'
  | 'wrappedNative'
/** Fields that hold other hex: calldata, transaction hashes, pool IDs. */
type HexKey = 'calldata' | 'data' | 'fillTxHash' | 'hash' | 'poolAddress' | 'sourceTxHash' | 'txHash'
type AmountKey = (typeof amountKeys)[number]
type PairKey = (typeof pairKeys)[number]

/** `string` in `value` (a union member) replaced by `by`; `null` and `undefined` kept. */
type Replace<value, by> = value extends string ? by : value
type Pairs<value> = value extends readonly (readonly unknown[])[] ? [Address, bigint][] : value extends readonly unknown[] ? [Address, bigint] : value
type Field<key, value> = key extends AmountKey
  ? Replace<value, bigint>
  : key extends AddressKey
    ? Replace<value, Address>
    : key extends HexKey
      ? Replace<value, Hex>
      : key extends PairKey
        ? Pairs<value>
        : FromWire<value>

/**
 * A schema of the APIs in the client's terms: amounts (wei, position IDs) as `bigint`, addresses
 * as viem's `Address`, calldata and hashes as `Hex`; everything else as on the wire.
 */
export type FromWire<wire> = wire extends ReadableStream
  ? wire
  : wire extends readonly (infer item)[]
    ? FromWire<item>[]
    : wire extends object
      ? { [key in keyof wire]: Field<key, wire[key]> }
      : wire

const amounts = new Set<string>(amountKeys)
const pairs = new Set<string>(pairKeys)
/** A decimal string in wei as a bigint; anything else (hex, spaces, a fraction) is not the API's. */
function amount(text: string): bigint {
  if (!/^-?[0-9]+$/.test(text)) throw new SyntaxError(`Not a decimal amount: ${JSON.stringify(text.slice(0, 80))}`)
  return BigInt(text)
}
const pair = (value: unknown) => (Array.isArray(value) && typeof value[1] === 'string' ? [value[0], amount(value[1])] : value)

/**
 * An answer of the APIs in the client's terms (see `FromWire`): the amount fields' decimal strings
 * become bigints. Throws `SyntaxError` on an amount that is not a decimal string (`BigInt` alone
 * would take hex or padded text).
 */
export function fromWire<wire>(value: wire): FromWire<wire> {
  return convert(value) as FromWire<wire>
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert)
  // Only the JSON's own objects: a streamed body (or any other class instance) passes as it is.
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (amounts.has(key) && typeof field === 'string') return [key, amount(field)]
      if (pairs.has(key) && Array.isArray(field)) return [key, Array.isArray(field[0]) ? field.map(pair) : pair(field)]
      return [key, convert(field)]
    }),
  )
}
