import { toPoolRange } from '@sluice/concentrated-liquidity'
import type { PositionSupport } from '@sluice/core'
import { mintUniswapV3Liquidity, type UniswapV3Simulator, withdrawUniswapV3Liquidity } from '@sluice/plugin-uniswap-v3'
import { slipstreamPositionExecutorAbi, slipstreamPositionExecutorBytecode } from '../generated/slipstreamPositionExecutor.js'
import type { SlipstreamPluginConfig } from '../slipstreamConfigSchema.js'
import { encodeSlipstreamMint } from './encodeSlipstreamMint.js'
import { readSlipstreamPosition } from './readSlipstreamPosition.js'

/**
 * Zap and rebalance support of Slipstream's NonfungiblePositionManager (a source's
 * `positionManager`): the plugin's `positions`. The manager mints as Uniswap V3's does
 * (`LiquidityAmounts.getLiquidityForAmounts` at `slot0`'s price, the pool's rounded-up amounts)
 * and a burn moves the pool's ticks as V3's, so those come from the V3 plugin; reading a position
 * and the mint bytes are Slipstream's own (pools keyed by tick spacing). No staking: Slipstream's
 * gauges are not Uniswap's v3-staker.
 */
export const slipstreamPositionSupport: PositionSupport<SlipstreamPluginConfig> = {
  executor: { abi: slipstreamPositionExecutorAbi, bytecode: slipstreamPositionExecutorBytecode },
  positionManager: (config) => config.positionManager,
  readPosition: readSlipstreamPosition,
  poolRange: (simulator) => toPoolRange({ tick: (simulator as UniswapV3Simulator).slot().tick, tickSpacing: Number(simulator.pool.extra?.tickSpacing) }),
  mintLiquidity: mintUniswapV3Liquidity,
  withdrawPoolLiquidity: withdrawUniswapV3Liquidity,
  encodeMint: encodeSlipstreamMint,
}
