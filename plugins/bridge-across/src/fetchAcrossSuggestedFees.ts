import { InvalidAmountError } from '@sluice/core'
import type { Address } from 'viem'
import { z } from 'zod'
import { AcrossApiError } from './errors.js'

export type FetchAcrossSuggestedFeesParameters = {
  /** Across API base URL, e.g. `https://app.across.to/api`. */
  url: string
  apiKey?: string | undefined
  timeoutMs: number
  inputToken: Address
  outputToken: Address
  originChainId: number
  destinationChainId: number
  amount: bigint
}

const wei = z.union([z.string(), z.number()]).transform((value, context) => {
  try {
    return BigInt(value)
  } catch {
    context.addIssue({ code: 'custom', message: 'Expected an integer amount.' })
    return z.NEVER
  }
})
const fee = z.object({ pct: wei, total: wei })
const toNumber = z.union([z.string(), z.number()]).transform(Number)

/** The fields of `GET /suggested-fees` Sluice reads (the API sends more). */
const suggestedFeesSchema = z.object({
  totalRelayFee: fee,
  relayerCapitalFee: fee,
  relayerGasFee: fee,
  lpFee: fee,
  timestamp: toNumber,
  fillDeadline: toNumber.optional(),
  isAmountTooLow: z.boolean().optional(),
  spokePoolAddress: z.string().optional(),
  /** Across has named the fill time both ways. */
  expectedFillTimeSec: toNumber.optional(),
  estimatedFillTimeSec: toNumber.optional(),
  outputAmount: wei.optional(),
  limits: z.object({ minDeposit: wei, maxDeposit: wei }),
})

export type FetchAcrossSuggestedFeesReturnType = z.output<typeof suggestedFeesSchema>

/**
 * Asks Across's API for the fees, limits and fill time of a deposit. Fee `pct` values are
 * fractions scaled by 1e18, `total` values wei of the input token.
 */
export async function fetchAcrossSuggestedFees(parameters: FetchAcrossSuggestedFeesParameters): Promise<FetchAcrossSuggestedFeesReturnType> {
  const query = new URLSearchParams({
    inputToken: parameters.inputToken,
    outputToken: parameters.outputToken,
    originChainId: String(parameters.originChainId),
    destinationChainId: String(parameters.destinationChainId),
    amount: parameters.amount.toString(),
  })
  const headers: Record<string, string> = { accept: 'application/json' }
  if (parameters.apiKey) headers.authorization = `Bearer ${parameters.apiKey}`
  let response: Response
  try {
    response = await fetch(`${parameters.url.replace(/\/$/, '')}/suggested-fees?${query}`, { headers, signal: AbortSignal.timeout(parameters.timeoutMs) })
  } catch (cause) {
    throw new AcrossApiError('Across API did not answer.', { cause })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status >= 400 && response.status < 500) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message).slice(0, 200) : `status ${response.status}`
    throw new InvalidAmountError(`Across refused the quote: ${message}`)
  }
  if (!response.ok) throw new AcrossApiError(`Across API answered status ${response.status}.`)
  const parsed = suggestedFeesSchema.safeParse(body)
  if (!parsed.success) throw new AcrossApiError('Across API answered an unexpected shape.', { details: parsed.error.issues[0]?.message })
  return parsed.data
}
