import type { CompetitionResults } from '@sluice/meta'
import { formatAddress } from '../http/formatAddress.js'
import type { ResultsResponse } from './metaSchemas.js'

export type FormatCompetitionResultsParameters = { results: CompetitionResults }

/** The `/competitions/{id}/results` response: the competition's order and its ranking. */
export function formatCompetitionResults({ results: { competition, quotes } }: FormatCompetitionResultsParameters): ResultsResponse {
  return {
    competitionId: competition.competitionId,
    chainId: competition.chainId,
    tokenIn: formatAddress(competition.tokenIn),
    tokenOut: formatAddress(competition.tokenOut),
    amountIn: competition.amountIn,
    expiresAt: competition.expiresAt,
    quotes,
  }
}
