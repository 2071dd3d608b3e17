export type ComputeAcrossFeesParameters = {
  inputAmount: bigint
  /** LP fee in basis points of the input (fractions allowed down to 0.01 bp). */
  lpFeeBps: number
  /** Relayer capital fee in basis points of the input. */
  relayerFeeBps: number
  /** The relayer's fixed gas fee, in wei of the input token. */
  relayerGasFee: bigint
}

export type ComputeAcrossFeesReturnType = {
  lpFee: bigint
  relayerFee: bigint
  /** `inputAmount - lpFee - relayerFee`; zero or less means the amount cannot pay its fees. */
  outputAmount: bigint
}

const SCALE = 1_000_000n

/**
 * Sluice's Across-style fee model: the user deposits `inputAmount`; the LP fee is a share of it,
 * the relayer fee is a share of it plus a fixed gas fee, both rounded down; the fill delivers the
 * rest (`outputAmount`), in the same asset on the destination.
 */
export function computeAcrossFees({ inputAmount, lpFeeBps, relayerFeeBps, relayerGasFee }: ComputeAcrossFeesParameters): ComputeAcrossFeesReturnType {
  // Basis points as millionths of the amount (1 bp = 100 millionths), exact for 0.01 bp steps.
  const lpFee = (inputAmount * BigInt(Math.round(lpFeeBps * 100))) / SCALE
  const relayerFee = (inputAmount * BigInt(Math.round(relayerFeeBps * 100))) / SCALE + relayerGasFee
  return { lpFee, relayerFee, outputAmount: inputAmount - lpFee - relayerFee }
}
