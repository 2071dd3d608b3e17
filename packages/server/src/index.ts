export { addKeyToFile, type AddKeyToFileParameters } from './auth/addKeyToFile.js'
export type { ApiKeyEntry } from './auth/ApiKeyEntry.js'
export { createApiKey, type CreateApiKeyParameters, type CreateApiKeyReturnType } from './auth/createApiKey.js'
export { createKeyStore, type CreateKeyStoreParameters, type KeyStore } from './auth/createKeyStore.js'
export { hashApiKey, type HashApiKeyParameters } from './auth/hashApiKey.js'
export { readKeysFile, type ReadKeysFileParameters } from './auth/readKeysFile.js'
export { verifyApiKey, type VerifyApiKeyParameters } from './auth/verifyApiKey.js'
export { configFromManifest, type ConfigFromManifestParameters } from './config/configFromManifest.js'
export { loadConfig, type LoadConfigParameters } from './config/loadConfig.js'
export { type ChainConfig, type ServerConfig, serverConfigSchema, type SourceConfig } from './config/serverConfigSchema.js'
export { createServerContainer, type CreateServerContainerParameters, injectionTokens } from './container.js'
export { createApp, type CreateAppParameters } from './createApp.js'
export { createEngineFromContainer, type CreateEngineFromContainerParameters } from './engine/createEngineFromContainer.js'
export { EndpointNotFoundError, RateLimitedError, UnauthorizedError } from './errors.js'
export { quoteResponseSchema, swapResponseSchema } from './http/schemas.js'
export { listen, type ListenParameters, type ListenReturnType } from './listen.js'
export { createMetrics, type CreateMetricsParameters, type Metrics } from './metrics/createMetrics.js'
export { startServer, type StartServerParameters, type StartServerReturnType } from './startServer.js'
export { createOpenApiDocument, type CreateOpenApiDocumentParameters, type OpenApiDocument } from './openapi/createOpenApiDocument.js'
export {
  createRateLimiter,
  type CreateRateLimiterParameters,
  type RateLimiter,
  type RateLimits,
  type RateLimitState,
  type RateLimitTier,
} from './rateLimit/createRateLimiter.js'
