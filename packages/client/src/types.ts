import type { FromWire } from './fromWire.js'
import type { components } from './generated/openapi.js'

/** The APIs' schemas by name as they travel: JSON as the server's OpenAPI document defines it (amounts are decimal strings in wei). */
export type SluiceSchemas = components['schemas']

/** The APIs' schemas in the client's terms, as the actions take and return them: amounts `bigint`, addresses `Address`, calldata and hashes `Hex`. */
export type SluiceTypes = { [name in keyof SluiceSchemas]: FromWire<SluiceSchemas[name]> }

/** An order's amount: exactly one of `amountIn` (sell exactly this) and `amountOut` (buy exactly this). */
export type AmountInOrOut = { amountIn: bigint; amountOut?: never } | { amountOut: bigint; amountIn?: never }

/** What every action takes besides its own parameters. */
export type RequestOptions = {
  /** Aborts the request (`SluiceAbortError`). */
  signal?: AbortSignal | undefined
  /** Gives up on an answer after this long (`SluiceRequestTimeoutError`). Default: the client's `timeoutMs`. */
  timeoutMs?: number | undefined
}
