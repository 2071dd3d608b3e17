/** `Constants.FEE_DENOMINATOR`: fees are in hundredths of a bip (millionths). */
export const FEE_DENOMINATOR = 1_000_000n
