import { readFileSync } from 'node:fs'

export type LoadOpenApiExamplesParameters = {
  /** The file's name in the package's `openapi-examples/` folder, without `.json`. */
  name: 'aggregator' | 'crossChain' | 'meta'
  /** Placeholders of the file (`{bridge}`) and what they stand for here; each is replaced where it is a whole string. */
  placeholders?: Record<string, string> | undefined
}

/**
 * The OpenAPI examples of one API: requests and responses recorded from a server over the
 * sandbox (`pnpm openapi:examples`), read from the package's `openapi-examples/` folder, beside
 * `src/` and `dist/` alike. The endpoint declarations put them in the document; a test checks
 * each against its schema.
 */
export function loadOpenApiExamples({ name, placeholders = {} }: LoadOpenApiExamplesParameters): Record<string, unknown> {
  const text = readFileSync(new URL(`../../openapi-examples/${name}.json`, import.meta.url), 'utf8')
  return JSON.parse(text, (_key, value) => (typeof value === 'string' && Object.hasOwn(placeholders, value) ? placeholders[value] : value))
}
