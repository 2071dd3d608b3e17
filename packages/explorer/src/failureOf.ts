import { ApiError } from './api.js'

/** An error as the explorer shows it: the API's code and message, or `EXPLORER` for its own. */
export type Failure = { code: string; message: string }

/** The failure to show for an error: an `ApiError` keeps the server's code. */
export function failureOf(error: unknown): Failure {
  return error instanceof ApiError
    ? { code: error.code, message: error.message }
    : { code: 'EXPLORER', message: error instanceof Error ? error.message : String(error) }
}
