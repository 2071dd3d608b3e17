import { SimulationError } from '@sluice/core'

// The fixed-point arithmetic of Liquidity Book's `Uint256x256Math`, `Uint128x128Math` and
// `PriceHelper`, bit for bit: prices are 128.128 fixed point.

const UINT256_MAX = (1n << 256n) - 1n
const UINT128_MAX = (1n << 128n) - 1n
export const SCALE_OFFSET = 128n
const SCALE = 1n << SCALE_OFFSET
const REAL_ID_SHIFT = 1n << 23n

/** `SafeCast.safe128`: the value, or the pair's revert. */
export function safe128(value: bigint): bigint {
  if (value > UINT128_MAX) throw new SimulationError({ reason: 'SafeCast__Exceeds128Bits' })
  return value
}

/** `x * y >> offset` rounded down (`mulShiftRoundDown`); reverts past 256 bits. */
export function mulShiftRoundDown(x: bigint, y: bigint, offset: bigint): bigint {
  const result = (x * y) >> offset
  if (result > UINT256_MAX) throw new SimulationError({ reason: 'Uint256x256Math__MulShiftOverflow' })
  return result
}

/** `mulShiftRoundUp`: plus one when bits were shifted out. */
export function mulShiftRoundUp(x: bigint, y: bigint, offset: bigint): bigint {
  const result = mulShiftRoundDown(x, y, offset)
  return (x * y) % (1n << offset) !== 0n ? checked(result + 1n) : result
}

/** `(x << offset) / denominator` rounded down (`shiftDivRoundDown`); reverts past 256 bits or on zero. */
export function shiftDivRoundDown(x: bigint, offset: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new SimulationError({ reason: 'DIVISION_BY_ZERO' })
  const result = (x << offset) / denominator
  if (result > UINT256_MAX) throw new SimulationError({ reason: 'Uint256x256Math__MulDivOverflow' })
  return result
}

/** `shiftDivRoundUp`: plus one when the division leaves a remainder. */
export function shiftDivRoundUp(x: bigint, offset: bigint, denominator: bigint): bigint {
  const result = shiftDivRoundDown(x, offset, denominator)
  return (x << offset) % denominator !== 0n ? checked(result + 1n) : result
}

function checked(value: bigint): bigint {
  if (value > UINT256_MAX) throw new SimulationError({ reason: 'ARITHMETIC_OVERFLOW' })
  return value
}

/** `Uint128x128Math.pow`: `x ** y` in 128.128 fixed point by squaring, as the pair's assembly does (wrapping products). */
function pow(x: bigint, y: bigint): bigint {
  if (y === 0n) return SCALE
  let invert = y < 0n
  const absY = invert ? -y : y
  let result = 0n
  if (absY < 0x100000n) {
    result = SCALE
    let squared = x
    if (x > UINT128_MAX) {
      squared = UINT256_MAX / squared
      invert = !invert
    }
    for (let bit = 1n; bit <= 0x80000n; bit <<= 1n) {
      if ((absY & bit) !== 0n) result = ((result * squared) & UINT256_MAX) >> 128n
      if (bit < 0x80000n) squared = ((squared * squared) & UINT256_MAX) >> 128n
    }
  }
  if (result === 0n) throw new SimulationError({ reason: 'Uint128x128Math__PowUnderflow' })
  return invert ? UINT256_MAX / result : result
}

const prices = new Map<string, bigint>()

/** `PriceHelper.getPriceFromId`: the price of bin `id` (token Y per token X, 128.128), memoised. */
export function getPriceFromId(id: number, binStep: number): bigint {
  const key = `${binStep}:${id}`
  let price = prices.get(key)
  if (price === undefined) {
    const base = SCALE + (BigInt(binStep) << SCALE_OFFSET) / 10_000n
    price = pow(base, BigInt(id) - REAL_ID_SHIFT)
    if (prices.size > 100_000) prices.clear()
    prices.set(key, price)
  }
  return price
}
