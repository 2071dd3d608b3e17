import type { ChainEngine, PartnerFee } from '@sluice/core'
import { InvalidParametersError, UnknownSourceError } from '@sluice/core'
import type { ApiKeyEntry } from '../auth/ApiKeyEntry.js'

export type ResolveRequestTermsParameters = {
  request: { partnerFeeBps?: number | undefined; includedSources?: number[] | null | undefined; excludedSources?: number[] | null | undefined }
  engine: ChainEngine
  apiKey: ApiKeyEntry | undefined
}

export type ResolveRequestTermsReturnType = {
  partnerFee: PartnerFee | undefined
  includedSources: number[] | undefined
  excludedSources: number[] | undefined
}

/** The source filters (every ID must be the chain's) and the partner fee (which needs an API key) of a request. */
export function resolveRequestTerms({ request, engine, apiKey }: ResolveRequestTermsParameters): ResolveRequestTermsReturnType {
  for (const id of [...(request.includedSources ?? []), ...(request.excludedSources ?? [])])
    if (!engine.sources().some((source) => source.id === id)) throw new UnknownSourceError({ id, details: `See GET /${engine.chainId}/v1/sources.` })
  let partnerFee: PartnerFee | undefined
  if (request.partnerFeeBps !== undefined) {
    if (!apiKey) throw new InvalidParametersError('partnerFeeBps needs an API key (Authorization: Bearer <key>).')
    partnerFee = { bps: request.partnerFeeBps, partnerId: apiKey.partnerId, recipient: apiKey.feeRecipient }
  }
  return { partnerFee, includedSources: request.includedSources ?? undefined, excludedSources: request.excludedSources ?? undefined }
}
