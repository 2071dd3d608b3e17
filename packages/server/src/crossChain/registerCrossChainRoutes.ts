import { InvalidParametersError } from '@sluice/core'
import type { CrossChainService } from '@sluice/cross-chain'
import type { H3, H3Event } from 'h3'
import type { Address } from 'viem'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'
import { parseBody } from '../http/parseBody.js'
import type { RateLimitTier } from '../rateLimit/createRateLimiter.js'
import { crossChainChainsResponseSchema, crossChainCurrenciesResponseSchema, crossChainQuoteRequestSchema } from './crossChainSchemas.js'
import { formatCrossChainQuote } from './formatCrossChainQuote.js'
import { formatCrossChainStatus } from './formatCrossChainStatus.js'

type Body = { json: unknown; status?: number }
type Handle = (
  endpoint: { name: string; tier: RateLimitTier | undefined },
  run: (context: { event: H3Event; apiKey: ApiKeyEntry | undefined }) => Promise<Body> | Body,
) => (event: H3Event) => Promise<Response>

export type RegisterCrossChainRoutesParameters = {
  app: H3
  service: CrossChainService
  /** Path prefix of the cross-chain API ('' by default: `/v1/...` at the base URL). */
  prefix: string
  /** The app's request wrapper: rate limits, auth, errors in `{error, message}`, logs, metrics. */
  handle: Handle
  readText: (event: H3Event) => Promise<string>
}

const MAX_CHAIN_IDS = 32

/** The cross-chain API's routes: chains and currencies (info tier), quote and status (api tier). */
export function registerCrossChainRoutes({ app, service, prefix, handle, readText }: RegisterCrossChainRoutesParameters): void {
  app.get(
    `${prefix}/v1/chains`,
    handle({ name: 'xchain-chains', tier: 'info' }, () => ({ json: crossChainChainsResponseSchema.parse({ chains: service.chains() }) })),
  )
  app.get(
    `${prefix}/v1/currencies`,
    handle({ name: 'xchain-currencies', tier: 'info' }, ({ event }) => {
      const raw = event.url.searchParams.get('chainIds')
      if (raw === null || raw.trim() === '')
        throw new InvalidParametersError('chainIds is required: a comma-separated list of chain IDs, e.g. ?chainIds=999,1868.')
      const parts = raw.split(',').map((part) => part.trim())
      if (parts.length > MAX_CHAIN_IDS || parts.some((part) => !/^[1-9][0-9]{0,15}$/.test(part)))
        throw new InvalidParametersError(
          `chainIds must be a comma-separated list of at most ${MAX_CHAIN_IDS} chain IDs (positive integers), got "${raw.slice(0, 60)}".`,
        )
      return { json: crossChainCurrenciesResponseSchema.parse({ currencies: service.currencies([...new Set(parts.map(Number))]) }) }
    }),
  )
  app.post(
    `${prefix}/v1/quote`,
    handle({ name: 'xchain-quote', tier: 'api' }, async ({ event, apiKey }) => {
      const request = parseBody({ schema: crossChainQuoteRequestSchema, text: await readText(event) })
      const { tokenIn, tokenOut, userAddress, recipientAddress } = request as {
        tokenIn: Address
        tokenOut: Address
        userAddress: Address
        recipientAddress?: Address
      }
      const partner = apiKey && { partnerId: apiKey.partnerId, feeRecipient: apiKey.feeRecipient }
      const quote = await service.quote({ ...request, tokenIn, tokenOut, userAddress, recipientAddress, amountIn: BigInt(request.amountIn), partner })
      return { json: formatCrossChainQuote(quote) }
    }),
  )
  app.get(
    `${prefix}/v1/transactions/:sourceTxHash`,
    handle({ name: 'xchain-status', tier: 'api' }, async ({ event }) => {
      const hash = event.context.params?.sourceTxHash ?? ''
      if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new InvalidParametersError('sourceTxHash must be a 0x-prefixed 32-byte transaction hash.')
      return { json: formatCrossChainStatus({ status: await service.status(hash.toLowerCase() as `0x${string}`) }) }
    }),
  )
}
