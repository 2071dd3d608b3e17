import type { AggregatorPlugin } from '@sluice/core'
import { directDexAggregatorPlugin } from '@sluice/plugin-aggregator-direct-dex'
import { sluiceRemoteAggregatorPlugin } from '@sluice/plugin-aggregator-sluice-remote'

/** The aggregator plugins `sluice start` knows; the config's `meta.aggregators` picks among them by name. */
export const defaultAggregatorPlugins: readonly AggregatorPlugin[] = [directDexAggregatorPlugin as AggregatorPlugin, sluiceRemoteAggregatorPlugin as AggregatorPlugin]
