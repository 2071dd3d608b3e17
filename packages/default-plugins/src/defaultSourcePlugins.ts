import type { AnySourcePlugin } from '@sluice/core'
import { algebraIntegralPlugin } from '@sluice/plugin-algebra-integral'
import { liquidityBookPlugin } from '@sluice/plugin-liquidity-book'
import { solidlyV1Plugin } from '@sluice/plugin-solidly-v1'
import { uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { uniswapV4Plugin } from '@sluice/plugin-uniswap-v4'
import { slipstreamPlugin } from '@sluice/plugin-velodrome-slipstream'
import { velodromeV2Plugin } from '@sluice/plugin-velodrome-v2'

/**
 * The DEX types a Sluice server and sandbox know by default. Adding a DEX type is its plugin
 * folder plus one line here; third-party plugins are loaded by module name from the server's
 * config (`plugins`) instead.
 */
export const defaultSourcePlugins: readonly AnySourcePlugin[] = [
  uniswapV2Plugin,
  uniswapV3Plugin,
  uniswapV4Plugin,
  algebraIntegralPlugin,
  velodromeV2Plugin,
  slipstreamPlugin,
  liquidityBookPlugin,
  solidlyV1Plugin,
]
