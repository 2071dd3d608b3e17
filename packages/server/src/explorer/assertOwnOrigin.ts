import ipaddr from 'ipaddr.js'
import { ForbiddenRequestError, UnsupportedMediaTypeError } from '../errors.js'

export type AssertOwnOriginParameters = {
  /** The request's `Host`, `Origin` and `Content-Type` headers. */
  headers: Headers
  /** The address and port the client connected to (this server's side of the socket). */
  localAddress: string | undefined
  localPort: number | undefined
  /** Names this server is reached by besides `localhost` (e.g. the `--host` it listens on). */
  hostNames: readonly string[]
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1']

/** `host[:port]` as a hostname (IPv6 without brackets, lower case) and a port (80 when absent); `undefined` when malformed. */
function parseHost(value: string): { hostname: string; port: number } | undefined {
  try {
    const url = new URL(`http://${value}`)
    if (url.username || url.password || url.pathname !== '/' || `${url.host}` !== value.toLowerCase()) return undefined
    return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port === '' ? 80 : Number(url.port) }
  } catch {
    return undefined
  }
}

const normalizeAddress = (address: string) => (ipaddr.isValid(address) ? ipaddr.process(address).toString() : address.toLowerCase())

/**
 * Refuses a request that a page of another site, or another name pointed at this machine, could
 * make: the body must be `application/json` (415 otherwise; a cross-origin page can then only send
 * it after a CORS preflight, which this server never grants), `Host` must name this server and
 * the port the request came in on (its loopback names, the address the client connected to, or a
 * name in `hostNames`: a DNS-rebinding name is refused), and `Origin`, when sent, must be such a
 * `http(s)://host:port` too (403 otherwise).
 */
export function assertOwnOrigin({ headers, localAddress, localPort, hostNames }: AssertOwnOriginParameters): void {
  // A wildcard listen address (0.0.0.0, ::) is no name of this server.
  const named = [...hostNames, ...(localAddress ? [localAddress] : [])].map(normalizeAddress).filter((name) => name !== '0.0.0.0' && name !== '::')
  const own = new Set([...LOOPBACK_NAMES, ...named])
  const isOwn = (host: string) => {
    const parsed = parseHost(host)
    return parsed !== undefined && parsed.port === localPort && own.has(normalizeAddress(parsed.hostname))
  }
  const host = headers.get('host')
  if (host === null || !isOwn(host)) throw new ForbiddenRequestError('The Host header does not name this server: the sandbox RPC answers only its own page.')
  const origin = headers.get('origin')
  if (origin !== null) {
    const match = /^https?:\/\/([^/]+)$/.exec(origin)
    if (!match || !isOwn(match[1]!)) throw new ForbiddenRequestError('Requests from another origin are refused: the sandbox RPC answers only its own page.')
  }
  const mediaType = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') throw new UnsupportedMediaTypeError('The sandbox RPC reads only Content-Type: application/json.')
}
