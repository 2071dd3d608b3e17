/** At and above this price impact (percent) the explorer warns. */
const IMPACT_WARNING_PCT = 1
/** At and above this price impact (percent) the explorer asks before executing. */
export const IMPACT_DANGER_PCT = 5

export type ImpactLevelParameters = { priceImpactPct: number | null | undefined }

/** How loud a price impact is: `ok` below 1 %, `warning` from 1 %, `danger` from 5 %. */
export function impactLevel({ priceImpactPct }: ImpactLevelParameters): 'ok' | 'warning' | 'danger' {
  if (priceImpactPct == null) return 'ok'
  return priceImpactPct >= IMPACT_DANGER_PCT ? 'danger' : priceImpactPct >= IMPACT_WARNING_PCT ? 'warning' : 'ok'
}
