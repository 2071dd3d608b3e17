export { defaultAggregatorPlugins } from './defaultAggregatorPlugins.js'
export { defaultBridgePlugins } from './defaultBridgePlugins.js'
export { defaultSourcePlugins } from './defaultSourcePlugins.js'
