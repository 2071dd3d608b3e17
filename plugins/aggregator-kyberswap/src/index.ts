export { createKyberSwapAggregator, type CreateKyberSwapAggregatorParameters } from './createKyberSwapAggregator.js'
export { type KyberSwapConfig, kyberSwapAggregatorPlugin, kyberSwapConfigSchema } from './kyberSwapAggregatorPlugin.js'
