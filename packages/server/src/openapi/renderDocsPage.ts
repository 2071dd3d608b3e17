export type RenderDocsPageParameters = {
  title: string
}

// biome-ignore lint/suspicious/noShadowRestrictedNames: the deprecated global escape() is never wanted here
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The `/docs` page: Swagger UI rendering `/openapi.json`, its files served by the server itself
 * under `/docs/` (relative URLs, so a path prefix in front of the server keeps working). No inline
 * script; the icon is empty so the browser asks nothing else.
 */
export function renderDocsPage({ title }: RenderDocsPageParameters): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="docs/swagger-ui.css">
</head><body>
<div id="swagger-ui"><noscript><p>The reference needs JavaScript; the document itself is <a href="openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></noscript></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body></html>
`
}
