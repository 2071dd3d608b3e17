export { createZeroExAggregator, type CreateZeroExAggregatorParameters } from './createZeroExAggregator.js'
export { type ZeroExConfig, zeroExAggregatorPlugin, zeroExConfigSchema } from './zeroExAggregatorPlugin.js'
