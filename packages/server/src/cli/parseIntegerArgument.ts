import { InvalidArgumentError } from 'commander'

/** A command-line argument as a non-negative 32-bit integer; anything else is commander's invalid-argument error. */
export function parseIntegerArgument(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) > 2 ** 31 - 1) throw new InvalidArgumentError('Expected a non-negative integer.')
  return Number(value)
}
