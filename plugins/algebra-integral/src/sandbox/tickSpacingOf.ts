/** The sandbox's tick spacing for a fee (in millionths), paired as Uniswap V3's fee tiers are. */
export function tickSpacingOf(fee: number): number {
  return fee <= 100 ? 1 : fee <= 500 ? 10 : fee <= 3000 ? 60 : 200
}
