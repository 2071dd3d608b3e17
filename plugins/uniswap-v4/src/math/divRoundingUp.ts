/** `UnsafeMath.divRoundingUp`: ⌈x / y⌉ (the callers never divide by zero). */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  const quotient = x / y
  return x % y === 0n ? quotient : quotient + 1n
}
