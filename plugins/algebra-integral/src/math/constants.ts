/** `Constants.FEE_DENOMINATOR`: fees are in hundredths of a bip (millionths). */
export const FEE_DENOMINATOR = 1_000_000n
/** `Constants.Q96`. */
export const Q96 = 1n << 96n
/** 2^256: every uint256 is below it. */
export const UINT256_LIMIT = 1n << 256n
/** `type(uint160).max`. */
export const MAX_UINT160 = (1n << 160n) - 1n
/** `type(uint128).max`. */
export const MAX_UINT128 = (1n << 128n) - 1n
/** 2^255: `SafeCast.toInt256` accepts only values below it. */
export const INT256_LIMIT = 1n << 255n
