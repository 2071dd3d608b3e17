/** The meta aggregator's answer codes, from `@sluice/meta` (kept here for the server's importers). */
export type { MetaErrorCode } from '@sluice/meta'
export type { ApiKeyEntry } from './auth/ApiKeyEntry.js'
export { type AddKeyToFileParameters, addKeyToFile } from './auth/addKeyToFile.js'
export { type CreateApiKeyParameters, type CreateApiKeyReturnType, createApiKey } from './auth/createApiKey.js'
export { type CreateKeyStoreParameters, createKeyStore, type KeyStore } from './auth/createKeyStore.js'
export { type HashApiKeyParameters, hashApiKey } from './auth/hashApiKey.js'
export { type ReadKeysFileParameters, readKeysFile } from './auth/readKeysFile.js'
export { type VerifyApiKeyParameters, verifyApiKey } from './auth/verifyApiKey.js'
export { type RunCliParameters, runCli } from './cli/runCli.js'
export { type RunConfigCheckParameters, type RunConfigCheckReturnType, runConfigCheck } from './cli/runConfigCheck.js'
export { type ClientBucketParameters, clientBucket } from './clientAddress/clientBucket.js'
export { type ResolveClientAddressParameters, resolveClientAddress } from './clientAddress/resolveClientAddress.js'
export type { TrustProxy } from './clientAddress/TrustProxy.js'
export { type ConfigFromManifestParameters, configFromManifest } from './config/configFromManifest.js'
export { type LoadConfigParameters, loadConfig } from './config/loadConfig.js'
export { type ChainConfig, type FeedConfig, type ServerConfig, type SourceConfig, serverConfigSchema } from './config/serverConfigSchema.js'
export { type WriteInitConfigParameters, writeInitConfig } from './config/writeInitConfig.js'
export {
  type CreateServerContainerParameters,
  type CreateServerContainerReturnType,
  createServerContainer,
  type ServerRole,
} from './container.js'
export { type CreateAppParameters, createApp } from './createApp.js'
export { type CreateServerCrossChainServiceParameters, createServerCrossChainService } from './crossChain/createServerCrossChainService.js'
export { type CreateServerEngineParameters, createServerEngine } from './engine/createServerEngine.js'
export { EndpointNotFoundError, QuoteStreamsFullError, RateLimitedError, TooManyQuoteStreamsError, UnauthorizedError } from './errors.js'
export { type ErrorStatusRow, errorStatusTable } from './http/errorStatusTable.js'
export { quoteResponseSchema, rebalanceResponseSchema, swapResponseSchema, zapResponseSchema } from './http/schemas.js'
export { type ToErrorResponseParameters, type ToErrorResponseReturnType, toErrorResponse } from './http/toErrorResponse.js'
export { type ListenParameters, type ListenReturnType, listen } from './listen.js'
export { type CreateServerMetaAggregatorParameters, createServerMetaAggregator } from './meta/createServerMetaAggregator.js'
export { type AggregatorEntry, type MetaConfig, metaConfigSchema } from './meta/metaConfigSchema.js'
export {
  aggregatorQuoteResponseSchema,
  competitionResponseSchema,
  createCompetitionRequestSchema,
  metaErrorResponseSchema,
  resultsResponseSchema,
  swapDataResponseSchema,
} from './meta/metaSchemas.js'
export { type CreateMetricsParameters, createMetrics, type Metrics } from './metrics/createMetrics.js'
export { type CreateMetricsAppParameters, createMetricsApp } from './metrics/createMetricsApp.js'
export { type CreateOpenApiDocumentParameters, createOpenApiDocument, type OpenApiDocument } from './openapi/createOpenApiDocument.js'
export {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimiter,
  type RateLimitState,
  type RateLimits,
  type RateLimitTier,
} from './rateLimit/createRateLimiter.js'
export { type ChainServices, type ChainServicesOfParameters, chainServicesOf } from './services/chainServicesOf.js'
export { type InjectionTokens, injectionTokens } from './services/injectionTokens.js'
export { type RegisterServiceParameters, registerService } from './services/registerService.js'
export { type ResolveServiceParameters, resolveService } from './services/resolveService.js'
export { type ServerServices, type ServerServicesOfParameters, serverServicesOf } from './services/serverServicesOf.js'
export { type ServiceToken, serviceToken } from './services/serviceToken.js'
export { type StartServerParameters, type StartServerReturnType, startServer } from './startServer.js'
export {
  type CreateQuoteStreamsParameters,
  type CreateQuoteStreamsReturnType,
  createQuoteStreams,
  type OpenQuoteStreamParameters,
  type QuoteStreamEndReason,
  type QuoteStreams,
} from './stream/createQuoteStreams.js'
