/**
 * Which proxies in front of the server are trusted to name the client in `X-Forwarded-For`:
 * `false` (none: the socket's peer is the client), a number of hops (the last `n` addresses of
 * the chain, socket peer included, are proxies), or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | readonly string[]
