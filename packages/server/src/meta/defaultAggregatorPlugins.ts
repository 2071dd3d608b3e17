import type { AggregatorPlugin } from '@sluice/core'
import { zeroExAggregatorPlugin } from '@sluice/plugin-aggregator-0x'
import { directDexAggregatorPlugin } from '@sluice/plugin-aggregator-direct-dex'
import { kyberSwapAggregatorPlugin } from '@sluice/plugin-aggregator-kyberswap'
import { kyoAggregatorPlugin } from '@sluice/plugin-aggregator-kyo'
import { sluiceRemoteAggregatorPlugin } from '@sluice/plugin-aggregator-sluice-remote'

/** The aggregator plugins `sluice start` knows; the config's `meta.aggregators` picks among them by name. */
export const defaultAggregatorPlugins: readonly AggregatorPlugin[] = [
  directDexAggregatorPlugin,
  sluiceRemoteAggregatorPlugin,
  kyberSwapAggregatorPlugin,
  zeroExAggregatorPlugin,
  kyoAggregatorPlugin,
] as AggregatorPlugin[]
