export { type CreateZeroExAggregatorParameters, createZeroExAggregator } from './createZeroExAggregator.js'
export { type ZeroExConfig, zeroExAggregatorPlugin, zeroExConfigSchema } from './zeroExAggregatorPlugin.js'
