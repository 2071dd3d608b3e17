/**
 * `ProtocolFeeLibrary.calculateSwapFee`: the total fee in pips when the protocol fee (of one
 * direction, at most 1,000 pips) is taken from the input first and the LP fee from the rest:
 * `protocolFee + lpFee - ⌊protocolFee·lpFee / 10^6⌋`. With no protocol fee, the LP fee.
 */
export function calculateSwapFee(protocolFee: number, lpFee: number): number {
  if (protocolFee === 0) return lpFee
  return protocolFee + lpFee - Math.floor((protocolFee * lpFee) / 1_000_000)
}
