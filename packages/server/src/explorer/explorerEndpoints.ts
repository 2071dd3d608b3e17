import { assertBodySize } from 'h3'
import { EndpointNotFoundError } from '../errors.js'
import { defineChainEndpoint, defineEndpoint, type Endpoint } from '../http/defineEndpoint.js'
import { fileEndpoint } from '../http/fileEndpoint.js'
import { assertOwnOrigin } from './assertOwnOrigin.js'
import { type ExplorerSandboxChain, forwardSandboxRpc } from './forwardSandboxRpc.js'
import type { LoadExplorerAssetsReturnType } from './loadExplorerAssets.js'

export type ExplorerEndpointsParameters = {
  assets: LoadExplorerAssetsReturnType
  /** The sandbox chains the server serves; absent on real chains (no execution is offered then). */
  sandbox?: readonly ExplorerSandboxChain[] | undefined
  /** Names the server is reached by besides `localhost` and the address a client connects to (the sandbox RPC checks `Host` and `Origin` against them). */
  hostNames?: readonly string[] | undefined
}

/**
 * The explorer's policy: its own scripts, styles and API calls only (no inline script or style,
 * nothing from another origin).
 */
const EXPLORER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Largest JSON-RPC body the sandbox forwarder reads, in bytes. */
const MAX_RPC_BYTES = 64 * 1024

const secure = (headers: Headers) => {
  headers.set('Content-Security-Policy', EXPLORER_CSP)
  headers.set('X-Content-Type-Options', 'nosniff')
}

/**
 * The route explorer: its page at `/explorer`, its files at `/explorer/assets/{file}`, and on a
 * sandbox `GET /explorer/sandbox` (the funded accounts) and `POST /explorer/sandbox/{chainId}/rpc`
 * (the node calls the explorer needs to execute a swap with such an account). None of them is in
 * the OpenAPI document: they serve the explorer, not integrators.
 */
export function explorerEndpoints({ assets, sandbox, hostNames = [] }: ExplorerEndpointsParameters): Endpoint[] {
  const endpoints = [
    defineEndpoint({
      name: 'explorer',
      method: 'GET',
      path: '/explorer',
      tier: 'info',
      handler: ({ headers }) => {
        secure(headers)
        if (!assets.built) return { status: 503, text: `${assets.reason}\n`, contentType: 'text/plain; charset=utf-8' }
        return { text: assets.page, contentType: 'text/html; charset=utf-8', static: true }
      },
    }),
    // File names carry a hash of their content.
    fileEndpoint({
      name: 'explorer-asset',
      folder: '/explorer/assets',
      files: assets.built ? assets.files : new Map(),
      contentSecurityPolicy: EXPLORER_CSP,
      cacheControl: 'public, max-age=31536000, immutable',
    }),
  ]
  if (!sandbox) return endpoints
  const byChain = new Map(sandbox.map((chain) => [String(chain.chainId), chain]))
  return [
    ...endpoints,
    defineEndpoint({
      name: 'explorer-sandbox',
      method: 'GET',
      path: '/explorer/sandbox',
      tier: 'info',
      handler: () => ({ json: { chains: sandbox.map(({ chainId, nativeSymbol, accounts }) => ({ chainId, nativeSymbol, accounts })) } }),
    }),
    // A local sandbox only: the explorer reads balances and receipts here, rate-limited on a
    // budget of its own. Only its own page may call it (`assertOwnOrigin`): the node sends from funded accounts.
    // A path of a chain: an unknown chain is refused (400) before the handler, which then finds the sandbox's.
    defineChainEndpoint({
      name: 'explorer-sandbox-rpc',
      method: 'POST',
      path: '/explorer/sandbox/:chainId/rpc',
      tier: 'sandbox',
      handler: async ({ event, params }) => {
        const raw = params.chainId ?? ''
        const chain = byChain.get(raw)
        if (!chain) throw new EndpointNotFoundError({ method: 'POST', path: `/explorer/sandbox/${raw.slice(0, 20)}/rpc` })
        const socket = event.runtime?.node?.req.socket
        assertOwnOrigin({ headers: event.req.headers, localAddress: socket?.localAddress, localPort: socket?.localPort, hostNames })
        // Counted as it streams: past the limit h3's 413 answers 400 INVALID_PARAMETERS.
        assertBodySize(event, MAX_RPC_BYTES)
        return { json: await forwardSandboxRpc({ chain, text: await event.req.text() }) }
      },
    }),
  ]
}
