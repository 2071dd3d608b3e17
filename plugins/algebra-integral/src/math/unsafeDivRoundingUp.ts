/** `FullMath.unsafeDivRoundingUp`: ⌈x / y⌉ for y > 0 (callers guarantee it, as the contract's do). */
export function unsafeDivRoundingUp(x: bigint, y: bigint): bigint {
  const quotient = x / y
  return quotient * y === x ? quotient : quotient + 1n
}
