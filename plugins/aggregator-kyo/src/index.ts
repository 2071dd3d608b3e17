export { type KyoConfig, kyoAggregatorPlugin, kyoConfigSchema } from './kyoAggregatorPlugin.js'
