import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type DocsAsset = { body: string; contentType: string }

export type LoadDocsAssetsReturnType = ReadonlyMap<string, DocsAsset>

/** The renderer's files served under `/docs/`, from the `swagger-ui-dist` package in node_modules. */
const RENDERER_FILES = [
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
] as const

/**
 * Starts the renderer on the page: the document is the server's own `/openapi.json` (relative, so
 * a path prefix in front of the server keeps working), try-it-out is on, and Swagger UI's online
 * validator badge is off (nothing leaves the server's origin). A file, not an inline script, so
 * the page's Content-Security-Policy can forbid inline scripts.
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('openapi.json', document.baseURI).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 1,
    defaultModelExpandDepth: 3,
    validatorUrl: null,
  })
})
`

/**
 * The static files of `/docs` (file name → body and content type), read once from the installed
 * `swagger-ui-dist` package: nothing is fetched from a CDN, at start-up or in the browser.
 */
export function loadDocsAssets(): LoadDocsAssetsReturnType {
  const directory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const assets = new Map<string, DocsAsset>(
    RENDERER_FILES.map(([file, contentType]) => [file, { body: readFileSync(join(directory, file), 'utf8'), contentType }]),
  )
  assets.set('init.js', { body: INIT_SCRIPT, contentType: 'text/javascript; charset=utf-8' })
  return assets
}
