import { concatHex, type Hex, size, toHex } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { PackedPath } from '../types/PackedRoute.js'
import { encodeCompactUint } from './encodeCompactUint.js'

export type EncodePackedRouteParameters = {
  paths: readonly PackedPath[]
}

/**
 * The route layout the router's `SwapRoute.execute` reads: paths one after another, each a
 * uint8 step count, its amount as a compact uint (`encodeCompactUint`), then its step records
 * (20-byte executor, uint16 data length, data). `decodePackedRoute` is its inverse.
 */
export function encodePackedRoute({ paths }: EncodePackedRouteParameters): Hex {
  return concatHex(
    paths.flatMap(({ amount, steps }, index) => {
      if (steps.length === 0 || steps.length > 255) throw new InvalidParametersError(`Path ${index} has ${steps.length} steps; a packed path has 1 to 255.`)
      return [
        toHex(steps.length, { size: 1 }),
        encodeCompactUint({ value: amount, what: `Path ${index}'s amount` }),
        ...steps.flatMap(({ executor, data }) => {
          if (size(data) > 0xffff) throw new InvalidParametersError(`A step of path ${index} has ${size(data)} bytes of data; at most 65,535 fit.`)
          return [executor, toHex(size(data), { size: 2 }), data]
        }),
      ]
    }),
  )
}
