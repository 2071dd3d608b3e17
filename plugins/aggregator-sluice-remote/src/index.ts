export {
  type CreateSluiceClientParameters,
  createSluiceClient,
  type SluiceChainsResponse,
  type SluiceClient,
  type SluiceQuoteRequest,
  type SluiceSwapRequest,
} from './createSluiceClient.js'
export { type CreateSluiceRemoteAggregatorParameters, createSluiceRemoteAggregator } from './createSluiceRemoteAggregator.js'
export {
  type SluiceChainInfo,
  type SluiceQuoteResponse,
  type SluiceSourcesResponse,
  type SluiceSwapResponse,
  sluiceQuoteResponseSchema,
  sluiceSwapResponseSchema,
} from './schemas.js'
export { routersSchema, type SluiceRemoteConfig, sluiceRemoteAggregatorPlugin, sluiceRemoteConfigSchema } from './sluiceRemoteAggregatorPlugin.js'
