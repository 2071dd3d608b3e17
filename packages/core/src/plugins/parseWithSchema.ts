import type { StandardSchemaV1 } from '@standard-schema/spec'
import { InvalidConfigError } from '../errors/errors.js'

export type ParseWithSchemaParameters<schema extends StandardSchemaV1> = {
  /** Any Standard Schema (zod, valibot, arktype, ...) with synchronous validation. */
  schema: schema
  value: unknown
  /** What is being parsed, for the error message (e.g. `the config of source 3 (UniswapV3)`). */
  what: string
}

/**
 * Validates a value with a schema and returns the schema's output, or throws one
 * `InvalidConfigError` listing every issue with its path. Plugins parse their source config with it.
 */
export function parseWithSchema<schema extends StandardSchemaV1>({
  schema,
  value,
  what,
}: ParseWithSchemaParameters<schema>): StandardSchemaV1.InferOutput<schema> {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise) throw new InvalidConfigError(`Cannot check ${what}: its schema validates asynchronously.`)
  if (result.issues) {
    const issues = result.issues.map((issue) => {
      const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    throw new InvalidConfigError(`Invalid ${what}.`, { details: issues.join('; ') })
  }
  return result.value
}
