/** `SwapMath.MAX_SWAP_FEE`: a fee of 100%, in millionths (pips). */
export const MAX_SWAP_FEE = 1_000_000n
/** `FixedPoint96.Q96`. */
export const Q96 = 1n << 96n
/** 2^256: every uint256 is below it. */
export const UINT256_LIMIT = 1n << 256n
/** `type(uint160).max`. */
export const MAX_UINT160 = (1n << 160n) - 1n
/** `type(uint128).max`. */
export const MAX_UINT128 = (1n << 128n) - 1n
/** 2^127: `SafeCast.toInt128` accepts magnitudes below it (the manager's deltas are int128). */
export const INT128_LIMIT = 1n << 127n
