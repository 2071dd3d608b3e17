/** `UnsafeMath.divRoundingUp`: ⌈x / y⌉, and 0 for y = 0 as the EVM's `div` gives. */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  if (y === 0n) return 0n
  const quotient = x / y
  return quotient * y === x ? quotient : quotient + 1n
}
