import { createRequire } from 'node:module'

/** This package's version, from its package.json (what `/healthz` and the OpenAPI document report). */
export const serverVersion: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version
