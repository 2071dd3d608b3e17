/**
 * The assets the sandbox bridges between its chains, by the fixture tokens' symbols: each asset
 * lists the symbol it has on each chain (the same asset, the same decimals), and how much of it
 * the relayer holds on each chain (whole tokens), which is also the largest deposit.
 */
export const sandboxAssets = [
  { symbol: 'USDT', members: ['USDT0', 'USDT'], inventory: 10_000_000, gasFee: 0.05 },
  { symbol: 'ETH', members: ['UETH', 'WETH'], inventory: 3_000, gasFee: 0.00002 },
] as const
