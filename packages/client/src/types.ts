import type { components } from './generated/openapi.js'

/** The APIs' schemas by name, as the server's OpenAPI document defines them (amounts are decimal strings in wei). */
export type SluiceSchemas = components['schemas']

/** A request body whose amount fields `keys` also take a bigint (sent as its decimal string). */
export type WithBigintAmounts<body, keys extends keyof body> = { [key in keyof body]: key extends keys ? body[key] | bigint : body[key] }

/** What every action takes besides its own parameters. */
export type RequestOptions = {
  /** Aborts the request. */
  signal?: AbortSignal | undefined
}
