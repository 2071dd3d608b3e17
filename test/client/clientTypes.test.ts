import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { generateClientTypes } from '../../scripts/client/generateClientTypes.js'

// The client's types come from the server's OpenAPI document: a change to a schema, a path or an
// error code of any of the three APIs that is not regenerated (`pnpm client:generate`) fails here.
test("@sluice/client's generated types are the server's OpenAPI document's", async () => {
  const committed = readFileSync(join(import.meta.dirname, '../../packages/client/src/generated/openapi.ts'), 'utf8')
  expect(committed === (await generateClientTypes()), 'packages/client/src/generated/openapi.ts is stale: run `pnpm client:generate`').toBe(true)
})
