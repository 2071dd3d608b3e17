import { routerAbi } from '@sluice/contracts'
import { concatHex, encodeFunctionData, type Hex, toHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { SwapCall } from '../types/SwapCall.js'
import { encodeCompactUint } from './encodeCompactUint.js'

export type EncodeSwapCallParameters = SwapCall

/** Bits of the packed call's first byte (the router's `SwapCalldata.FLAG_*`). */
export const swapCallFlags = { exactOut: 1, recipient: 2, partner: 4 } as const

/**
 * The router's `swap` calldata: its selector, then the arguments packed rather than ABI-encoded
 * (an ABI-encoded struct is mostly zero padding, paid for as calldata gas):
 * `uint8 flags | tokenIn | tokenOut | amountIn | amountOut | deadline | [recipient] |
 * [uint32 partnerId | uint16 partnerFeeBps] | route`, the amounts and the deadline compact uints
 * (`encodeCompactUint`); the recipient only when it is not the caller, the partner only when there
 * is one. `decodeSwapCall` is its inverse.
 */
export function encodeSwapCall({
  tokenIn,
  tokenOut,
  amountIn,
  amountOut,
  recipient,
  deadline,
  partnerId,
  partnerFeeBps,
  exactOut,
  route,
}: EncodeSwapCallParameters): Hex {
  if (!Number.isInteger(partnerId) || partnerId < 0 || partnerId > 0xffffffff) throw new InvalidParametersError(`Partner ID ${partnerId} is not a uint32.`)
  if (!Number.isInteger(partnerFeeBps) || partnerFeeBps < 0 || partnerFeeBps > 0xffff)
    throw new InvalidParametersError(`Partner fee ${partnerFeeBps} bps is not a uint16.`)
  const partner = partnerId !== 0 || partnerFeeBps !== 0
  const flags = (exactOut ? swapCallFlags.exactOut : 0) | (recipient ? swapCallFlags.recipient : 0) | (partner ? swapCallFlags.partner : 0)
  // Lowercase, as viem writes calldata (the addresses come checksummed).
  return concatHex([
    encodeFunctionData({ abi: routerAbi, functionName: 'swap' }),
    toHex(flags, { size: 1 }),
    tokenIn,
    tokenOut,
    encodeCompactUint({ value: amountIn, what: 'The input amount' }),
    encodeCompactUint({ value: amountOut, what: 'The output amount' }),
    encodeCompactUint({ value: deadline, what: 'The deadline' }),
    ...(recipient ? [recipient] : []),
    ...(partner ? [toHex(partnerId, { size: 4 }), toHex(partnerFeeBps, { size: 2 })] : []),
    route,
  ]).toLowerCase() as Hex
}
