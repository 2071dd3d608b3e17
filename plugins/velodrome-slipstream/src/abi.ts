import { parseAbi } from 'viem'

/** The Slipstream `CLFactory`'s pool creation event (first: discovery reads it), and its views. */
export const slipstreamFactoryAbi = parseAbi([
  'event PoolCreated(address indexed token0, address indexed token1, int24 indexed tickSpacing, address pool)',
  'function poolImplementation() view returns (address)',
  'function tickSpacingToFee(int24 tickSpacing) view returns (uint24)',
  'function getSwapFee(address pool) view returns (uint24)',
])

/**
 * The parts of a Slipstream `CLPool` that tracking reads: its own `slot0` (no `feeProtocol`) and
 * `ticks` (staked liquidity and reward growth beside Uniswap V3's fields); `fee()` asks the
 * factory (`getSwapFee`: the swap fee module, else the tick spacing's fee). Its `Initialize`,
 * `Swap`, `Mint` and `Burn` events are Uniswap V3's.
 */
export const slipstreamPoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, bool unlocked)',
  'function liquidity() view returns (uint128)',
  'function fee() view returns (uint24)',
  'function tickBitmap(int16 wordPosition) view returns (uint256)',
  'function ticks(int24 tick) view returns (uint128 liquidityGross, int128 liquidityNet, int128 stakedLiquidityNet, uint256 feeGrowthOutside0X128, uint256 feeGrowthOutside1X128, uint256 rewardGrowthOutsideX128, int56 tickCumulativeOutside, uint160 secondsPerLiquidityOutsideX128, uint32 secondsOutside, bool initialized)',
])
