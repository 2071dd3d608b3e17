import { getAddress, type Hex, hexToNumber, size, sliceHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { PackedPath } from '../types/PackedRoute.js'
import type { EncodedStep } from '../types/SourceAdapter.js'
import { readCompactUint } from './readCompactUint.js'

export type DecodePackedRouteParameters = {
  /** A packed route, as `encodePackedRoute` writes it and the router's `SwapRoute` reads it. */
  route: Hex
}

/**
 * The paths of a packed route, read as the router's `SwapRoute.execute` reads them; throws
 * `InvalidParametersError` where the router would revert (a path of no steps) or read past the
 * end.
 */
export function decodePackedRoute({ route }: DecodePackedRouteParameters): PackedPath[] {
  const length = size(route)
  const read = (offset: number, bytes: number): Hex => {
    if (offset + bytes > length) throw new InvalidParametersError(`The packed route ends at byte ${length}, inside a record at byte ${offset}.`)
    return sliceHex(route, offset, offset + bytes, { strict: true })
  }
  const paths: PackedPath[] = []
  let offset = 0
  while (offset < length) {
    const count = hexToNumber(read(offset, 1))
    if (count === 0) throw new InvalidParametersError(`The path at byte ${offset} has no steps (the router reverts with EmptyPath).`)
    const { value: amount, next } = readCompactUint({ bytes: route, offset: offset + 1, what: `The amount of the path at byte ${offset}` })
    offset = next
    const steps: EncodedStep[] = []
    for (let i = 0; i < count; i++) {
      const executor = getAddress(read(offset, 20))
      const dataLength = hexToNumber(read(offset + 20, 2))
      const data = dataLength === 0 ? '0x' : read(offset + 22, dataLength)
      steps.push({ executor, data })
      offset += 22 + dataLength
    }
    paths.push({ amount, steps })
  }
  return paths
}
