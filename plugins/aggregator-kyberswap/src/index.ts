export { type CreateKyberSwapAggregatorParameters, createKyberSwapAggregator } from './createKyberSwapAggregator.js'
export { type KyberSwapConfig, kyberSwapAggregatorPlugin, kyberSwapConfigSchema } from './kyberSwapAggregatorPlugin.js'
