/** `TickMath.MIN_TICK`: the lowest tick a pool can use. */
export const MIN_TICK = -887272
/** `TickMath.MAX_TICK`. */
export const MAX_TICK = 887272
/** `TickMath.MIN_SQRT_RATIO`: `getSqrtRatioAtTick(MIN_TICK)`. */
export const MIN_SQRT_RATIO = 4295128739n
/** `TickMath.MAX_SQRT_RATIO`: `getSqrtRatioAtTick(MAX_TICK)`. */
export const MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342n
/** `FixedPoint96.Q96`. */
export const Q96 = 1n << 96n
/** 2^256: every uint256 is below it. */
export const UINT256_LIMIT = 1n << 256n
/** `type(uint256).max`. */
export const MAX_UINT256 = UINT256_LIMIT - 1n
/** `type(uint160).max`. */
export const MAX_UINT160 = (1n << 160n) - 1n
/** `type(uint128).max`. */
export const MAX_UINT128 = (1n << 128n) - 1n
/** 2^255: `SafeCast.toInt256` accepts only values below it. */
export const INT256_LIMIT = 1n << 255n
