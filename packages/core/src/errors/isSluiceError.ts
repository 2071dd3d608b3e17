import { type BaseError, sluiceErrorTag } from './BaseError.js'

/**
 * Whether `error` is a Sluice error (a `BaseError`), or with `name`, one of that class or a
 * subclass of it: `isSluiceError<SimulationError>(error, 'SimulationError')`. Unlike
 * `instanceof`, it holds across copies of `@sluice/core` (a plugin that installed its own), as
 * it reads the tag every `BaseError` carries under `Symbol.for('sluice.error')`.
 */
export function isSluiceError<error extends BaseError = BaseError>(value: unknown, name?: string): value is error {
  if (typeof value !== 'object' || value === null) return false
  const names = (value as { [sluiceErrorTag]?: unknown })[sluiceErrorTag]
  return Array.isArray(names) && (name === undefined || names.includes(name))
}
