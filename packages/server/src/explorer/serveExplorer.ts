import type { H3, H3Event } from 'h3'
import { EndpointNotFoundError } from '../errors.js'
import type { RateLimitTier } from '../rateLimit/createRateLimiter.js'
import { type ExplorerSandboxChain, forwardSandboxRpc } from './forwardSandboxRpc.js'
import type { LoadExplorerAssetsReturnType } from './loadExplorerAssets.js'

type Body = ({ json: unknown } | { text: string; contentType: string }) & { status?: number }
type Handle = (
  endpoint: { name: string; tier: RateLimitTier | undefined },
  run: (context: { event: H3Event; headers: Headers }) => Promise<Body> | Body,
) => (event: H3Event) => Promise<Response>

export type ServeExplorerParameters = {
  app: H3
  assets: LoadExplorerAssetsReturnType
  /** The sandbox chains the server serves; absent on real chains (no execution is offered then). */
  sandbox?: readonly ExplorerSandboxChain[] | undefined
  /** The app's request wrapper: rate limits, errors in `{error, message}`, logs, metrics. */
  handle: Handle
  readText: (event: H3Event) => Promise<string>
}

/**
 * The explorer's policy: its own scripts, styles and API calls only (no inline script or style,
 * nothing from another origin).
 */
const EXPLORER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * The route explorer: its page at `/explorer`, its files at `/explorer/assets/{file}`, and on a
 * sandbox `GET /explorer/sandbox` (the funded accounts) and `POST /explorer/sandbox/{chainId}/rpc`
 * (the node calls the explorer needs to execute a swap with such an account).
 */
export function serveExplorer({ app, assets, sandbox, handle, readText }: ServeExplorerParameters): void {
  const secure = (headers: Headers) => {
    headers.set('Content-Security-Policy', EXPLORER_CSP)
    headers.set('X-Content-Type-Options', 'nosniff')
  }
  app.get(
    '/explorer',
    handle({ name: 'explorer', tier: 'info' }, ({ headers }) => {
      secure(headers)
      if (!assets.built) return { status: 503, text: `${assets.reason}\n`, contentType: 'text/plain; charset=utf-8' }
      return { text: assets.page, contentType: 'text/html; charset=utf-8' }
    }),
  )
  app.get(
    '/explorer/assets/:file',
    handle({ name: 'explorer-asset', tier: 'info' }, ({ event, headers }) => {
      const file = event.context.params?.file ?? ''
      const asset = assets.built ? assets.files.get(file) : undefined
      if (!asset) throw new EndpointNotFoundError({ method: 'GET', path: `/explorer/assets/${file.slice(0, 100)}` })
      secure(headers)
      // File names carry a hash of their content.
      headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      return { text: asset.body, contentType: asset.contentType }
    }),
  )
  if (!sandbox) return
  const byChain = new Map(sandbox.map((chain) => [String(chain.chainId), chain]))
  app.get(
    '/explorer/sandbox',
    handle({ name: 'explorer-sandbox', tier: 'info' }, () => ({
      json: { chains: sandbox.map(({ chainId, nativeSymbol, accounts }) => ({ chainId, nativeSymbol, accounts })) },
    })),
  )
  // A local sandbox only: the explorer reads balances and receipts here, no rate limit.
  app.post(
    '/explorer/sandbox/:chainId/rpc',
    handle({ name: 'explorer-sandbox-rpc', tier: undefined }, async ({ event }) => {
      const raw = event.context.params?.chainId ?? ''
      const chain = byChain.get(raw)
      if (!chain) throw new EndpointNotFoundError({ method: 'POST', path: `/explorer/sandbox/${raw.slice(0, 20)}/rpc` })
      return { json: await forwardSandboxRpc({ chain, text: await readText(event) }) }
    }),
  )
}
