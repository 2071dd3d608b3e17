import type { AggregatorPlugin } from '@sluice/core'
import { zeroExAggregatorPlugin } from '@sluice/plugin-aggregator-0x'
import { directDexAggregatorPlugin } from '@sluice/plugin-aggregator-direct-dex'
import { kyberSwapAggregatorPlugin } from '@sluice/plugin-aggregator-kyberswap'
import { kyoAggregatorPlugin } from '@sluice/plugin-aggregator-kyo'
import { sluiceRemoteAggregatorPlugin } from '@sluice/plugin-aggregator-sluice-remote'

/**
 * The aggregators a Sluice server's meta aggregator knows by default: the config's
 * `meta.aggregators` picks among them by plugin name (this server's own engine, `sluice`, is built in).
 */
export const defaultAggregatorPlugins: readonly AggregatorPlugin[] = [
  directDexAggregatorPlugin,
  sluiceRemoteAggregatorPlugin,
  kyberSwapAggregatorPlugin,
  zeroExAggregatorPlugin,
  kyoAggregatorPlugin,
] as AggregatorPlugin[]
