import type { OpenApiDocument } from './createOpenApiDocument.js'

export type RenderDocsPageParameters = {
  document: OpenApiDocument
}

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema | false
  prefixItems?: Schema[]
  anyOf?: Schema[]
  enum?: unknown[]
  description?: string
  default?: unknown
  minimum?: number
  maximum?: number
  pattern?: string
}

// biome-ignore lint/suspicious/noShadowRestrictedNames: the deprecated global escape() is never wanted here
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A self-contained HTML reference of the API (no scripts, no external assets). */
export function renderDocsPage({ document }: RenderDocsPageParameters): string {
  const endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => renderOperation(method, path, operation as Operation)),
  )
  const components = Object.entries(document.components.schemas).map(
    ([id, schema]) => `<section id="schema-${escape(id)}"><h3>${escape(id)}</h3>${renderSchema(schema as Schema)}</section>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
code,td:first-child{font-family:ui-monospace,monospace;font-size:13px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f5f5f5}.method{font-weight:700;text-transform:uppercase;padding:.1rem .4rem;border-radius:3px;background:#e8f0fe}
section{margin-bottom:1.5rem}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<h2>Endpoints</h2>
${endpoints.join('\n')}
<h2>Schemas</h2>
${components.join('\n')}
</body></html>
`
}

type Operation = {
  summary?: string
  description?: string
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map((p) => `<tr><td>${escape(p.name)}</td><td>${escape(p.in)}</td><td>${typeOf(p.schema ?? {})}</td><td>${escape(p.description ?? '')}</td></tr>`)
    .join('')
  const body = operation.requestBody?.content['application/json']?.schema
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema
      return `<tr><td>${escape(status)}</td><td>${schema ? typeOf(schema) : ''}</td><td>${escape(response.description)}</td></tr>`
    })
    .join('')
  return `<section><h3><span class="method">${escape(method)}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary ?? '')}${operation.description ? ` — ${escape(operation.description)}` : ''}</p>
${parameters ? `<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr>${parameters}</table>` : ''}
${body ? `<p>Body: ${typeOf(body)}</p>` : ''}
<table><tr><th>Status</th><th>Body</th><th>Meaning</th></tr>${responses}</table></section>`
}

function renderSchema(schema: Schema): string {
  if (!schema.properties) return `<p>${typeOf(schema)}${schema.description ? ` — ${escape(schema.description)}` : ''}</p>`
  const required = new Set(schema.required ?? [])
  const rows = Object.entries(schema.properties)
    .map(([name, property]) => {
      const notes = [
        property.description,
        property.default !== undefined ? `default ${JSON.stringify(property.default)}` : undefined,
        property.minimum !== undefined || property.maximum !== undefined ? `range [${property.minimum ?? '…'}, ${property.maximum ?? '…'}]` : undefined,
      ].filter((note) => note !== undefined)
      return `<tr><td>${escape(name)}</td><td>${typeOf(property)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${escape(notes.join('; '))}</td></tr>`
    })
    .join('')
  return `<table><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr>${rows}</table>`
}

function typeOf(schema: Schema): string {
  if (schema.$ref) {
    const id = schema.$ref.split('/').pop() ?? ''
    return `<a href="#schema-${escape(id)}">${escape(id)}</a>`
  }
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ')
  if (schema.enum) return schema.enum.map((value) => escape(JSON.stringify(value))).join(' | ')
  if (schema.prefixItems) return `[${schema.prefixItems.map(typeOf).join(', ')}]`
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any')
  return escape(type)
}
