import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateClientTypes } from './generateClientTypes.js'

// `pnpm client:generate`: rewrites @sluice/client's types from the server's OpenAPI document.
const path = join(import.meta.dirname, '../../packages/client/src/generated/openapi.ts')
writeFileSync(path, await generateClientTypes())
console.log(`wrote ${path}`)
