import { SimulationError } from '@sluice/core'

const UINT256_LIMIT = 1n << 256n

/** `value` if it fits a `uint256`; otherwise the `SimulationError` of Solidity's checked arithmetic (the pool reverts). */
export function checkedUint256(value: bigint): bigint {
  if (value < 0n) throw new SimulationError({ reason: 'ARITHMETIC_UNDERFLOW' })
  if (value >= UINT256_LIMIT) throw new SimulationError({ reason: 'ARITHMETIC_OVERFLOW' })
  return value
}
