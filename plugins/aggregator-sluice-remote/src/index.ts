export { type CreateSluiceRemoteAggregatorParameters, createSluiceRemoteAggregator } from './createSluiceRemoteAggregator.js'
export {
  type SluiceQuoteResponse,
  type SluiceSwapResponse,
  sluiceQuoteResponseSchema,
  sluiceSwapResponseSchema,
} from './schemas.js'
export { routersSchema, type SluiceRemoteConfig, sluiceRemoteAggregatorPlugin, sluiceRemoteConfigSchema } from './sluiceRemoteAggregatorPlugin.js'
