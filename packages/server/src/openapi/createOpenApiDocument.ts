import { InvalidConfigError } from '@sluice/core'
import { z } from 'zod'
import type { Endpoint, EndpointDocs, EndpointError } from '../http/defineEndpoint.js'
import { errorRowOf } from '../http/errorRowOf.js'
import type { ErrorRowKey } from '../http/errorStatusTable.js'
import { requestSchemas, responseSchemas } from '../http/schemas.js'

export type CreateOpenApiDocumentParameters = {
  /** Chain IDs the server serves (the `chainId` path parameter's values). */
  chainIds: readonly number[]
  version: string
  /** The endpoints the server serves; those with `docs` are the document's paths. */
  endpoints: readonly Endpoint[]
}

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> }
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const idOf = (registry: typeof requestSchemas, schema: z.ZodType | undefined) => (schema && registry.get(schema)?.id) ?? ''
const media = (id: string, example: unknown, examples: EndpointDocs['requestExamples']) => ({
  'application/json': { schema: ref(id), ...(examples ? { examples } : example === undefined ? {} : { example }) },
})

/** An endpoint's OpenAPI operation: its docs, its request body and 200 answer by their schemas, its error answers. */
function operationOf(endpoint: Endpoint, docs: EndpointDocs, pathParameters: unknown[]) {
  const errorSchema = endpoint.api === 'meta' ? 'MetaErrorResponse' : 'ErrorResponse'
  const parameters = [...pathParameters, ...(docs.parameters ?? [])]
  const errors = new Map<string, unknown>()
  for (const [key, { description, code, message }] of Object.entries(docs.errors) as [ErrorRowKey, EndpointError][]) {
    // The status the server answers for the row's errors (`toErrorResponse` reads the same row).
    const status = String(errorRowOf({ key }).status)
    if (errors.has(status)) throw new InvalidConfigError(`${docs.operationId} documents two error answers with status ${status}.`)
    errors.set(status, { description, content: media(errorSchema, { error: code, message }, undefined) })
  }
  return {
    summary: docs.summary,
    ...(docs.description === undefined ? {} : { description: docs.description }),
    operationId: docs.operationId,
    ...(docs.tags ? { tags: docs.tags } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(docs.optionalKey ? { security: [{}, { bearer: [] }] } : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: media(idOf(requestSchemas, endpoint.body), docs.requestExample, docs.requestExamples) } }
      : {}),
    responses: {
      '200': {
        description: docs.responseDescription,
        content:
          docs.responseMediaType === 'text/event-stream'
            ? { 'text/event-stream': { schema: { type: 'string' }, example: docs.responseExample } }
            : media(idOf(responseSchemas, endpoint.response), docs.responseExample, docs.responseExamples),
      },
      ...Object.fromEntries(errors),
    },
  }
}

/** The OpenAPI 3.1 document of the API, generated from the endpoint declarations and the same zod schemas that validate requests. */
export function createOpenApiDocument({ chainIds, version, endpoints }: CreateOpenApiDocumentParameters): OpenApiDocument {
  const uri = (id: string) => `#/components/schemas/${id}`
  const schemas: Record<string, unknown> = {}
  for (const [registry, io] of [
    [requestSchemas, 'input'],
    [responseSchemas, 'output'],
  ] as const)
    for (const [id, schema] of Object.entries(z.toJSONSchema(registry, { io, uri }).schemas)) {
      const { $schema: _schema, $id: _id, ...rest } = schema
      schemas[id] = rest
    }
  const chainId = {
    name: 'chainId',
    in: 'path',
    required: true,
    description: 'EVM chain ID; see GET /chains.',
    schema: { type: 'integer', enum: [...chainIds] },
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    if (!endpoint.docs) continue
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}')
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint, endpoint.docs, endpoint.path.includes(':chainId') ? [chainId] : []) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sluice aggregator API',
      version,
      description:
        'Swap quotes and ready-to-sign swap transactions on each supported chain. Amounts are decimal strings in wei; ' +
        'the native token is 0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee (any case in requests, lower case in responses). ' +
        'priceImpactPct is in percent and includes LP fees. An API key (Authorization: Bearer <key>) is ' +
        'optional; it raises rate limits 10x and enables partnerFeeBps. Every error answers { error, message } with the HTTP status listed per endpoint.',
    },
    paths,
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Optional API key.' } } },
  }
}
