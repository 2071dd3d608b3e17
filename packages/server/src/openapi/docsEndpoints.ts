import { defineEndpoint, type Endpoint } from '../http/defineEndpoint.js'
import { fileEndpoint } from '../http/fileEndpoint.js'
import type { OpenApiDocument } from './createOpenApiDocument.js'
import { loadDocsAssets } from './loadDocsAssets.js'
import { renderDocsPage } from './renderDocsPage.js'

export type DocsEndpointsParameters = {
  document: OpenApiDocument
}

/**
 * The policy of `/docs` and its files: scripts, styles and requests (try-it-out) only from the
 * server itself. Swagger UI sets inline styles, hence `'unsafe-inline'` for styles only.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** The OpenAPI document (`/openapi.json`) and its rendering (`/docs`, its files under `/docs/`). */
export function docsEndpoints({ document }: DocsEndpointsParameters): Endpoint[] {
  const docsPage = renderDocsPage({ title: `${document.info.title} ${document.info.version}` })
  return [
    defineEndpoint({ name: 'openapi', method: 'GET', path: '/openapi.json', tier: 'info', handler: () => ({ json: document, static: true }) }),
    defineEndpoint({
      name: 'docs',
      method: 'GET',
      path: '/docs',
      tier: 'info',
      handler: ({ headers }) => {
        headers.set('Content-Security-Policy', DOCS_CSP)
        headers.set('X-Content-Type-Options', 'nosniff')
        return { text: docsPage, contentType: 'text/html; charset=utf-8', static: true }
      },
    }),
    fileEndpoint({ name: 'docs-asset', folder: '/docs', files: loadDocsAssets(), contentSecurityPolicy: DOCS_CSP, cacheControl: 'public, max-age=3600' }),
  ]
}
