/** `SwapMath.MAX_SWAP_FEE`: a fee of 100%, in millionths (pips). */
export const MAX_SWAP_FEE = 1_000_000n
/** 2^127: `SafeCast.toInt128` accepts magnitudes below it (the manager's deltas are int128). */
export const INT128_LIMIT = 1n << 127n
