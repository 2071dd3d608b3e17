import { routerAbi } from '@sluice/contracts'
import { encodeFunctionData, getAddress, type Hex, hexToNumber, size, sliceHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { SwapCall } from '../types/SwapCall.js'
import { swapCallFlags } from './encodeSwapCall.js'
import { readCompactUint } from './readCompactUint.js'

export type DecodeSwapCallParameters = {
  /** Calldata of the router's `swap`. */
  data: Hex
}

/**
 * The arguments of the router's `swap` calldata, read as the router's `SwapCalldata` reads them
 * (the inverse of `encodeSwapCall`); throws `InvalidParametersError` for another function, or
 * where the router would revert (`MalformedCall`).
 */
export function decodeSwapCall({ data }: DecodeSwapCallParameters): SwapCall {
  const selector = encodeFunctionData({ abi: routerAbi, functionName: 'swap' })
  if (size(data) < 4 || sliceHex(data, 0, 4).toLowerCase() !== selector) throw new InvalidParametersError("The calldata is not a call of the router's swap.")
  const length = size(data)
  const read = (offset: number, bytes: number): Hex => {
    if (offset + bytes > length) throw new InvalidParametersError(`The swap call ends at byte ${length}, inside its arguments at byte ${offset}.`)
    return sliceHex(data, offset, offset + bytes, { strict: true })
  }
  const flags = hexToNumber(read(4, 1))
  if (flags > 7) throw new InvalidParametersError(`The swap call's flags ${flags} have unknown bits (the router reverts with MalformedCall).`)
  const tokenIn = getAddress(read(5, 20))
  const tokenOut = getAddress(read(25, 20))
  const amountIn = readCompactUint({ bytes: data, offset: 45, what: 'The input amount' })
  const amountOut = readCompactUint({ bytes: data, offset: amountIn.next, what: 'The output amount' })
  const deadline = readCompactUint({ bytes: data, offset: amountOut.next, what: 'The deadline' })
  let offset = deadline.next
  let recipient: SwapCall['recipient']
  if (flags & swapCallFlags.recipient) {
    recipient = getAddress(read(offset, 20))
    offset += 20
  }
  let partnerId = 0
  let partnerFeeBps = 0
  if (flags & swapCallFlags.partner) {
    partnerId = hexToNumber(read(offset, 4))
    partnerFeeBps = hexToNumber(read(offset + 4, 2))
    offset += 6
  }
  return {
    tokenIn,
    tokenOut,
    amountIn: amountIn.value,
    amountOut: amountOut.value,
    ...(recipient ? { recipient } : {}),
    deadline: deadline.value,
    partnerId,
    partnerFeeBps,
    exactOut: (flags & swapCallFlags.exactOut) !== 0,
    route: offset === length ? '0x' : sliceHex(data, offset, length, { strict: true }),
  }
}
