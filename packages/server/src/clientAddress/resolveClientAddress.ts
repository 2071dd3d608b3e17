import ipaddr from 'ipaddr.js'
import type { TrustProxy } from './TrustProxy.js'

export type ResolveClientAddressParameters = {
  /** The TCP peer's address. */
  socketAddress: string | undefined
  /** The `X-Forwarded-For` header, if any. */
  forwardedFor: string | null
  trustProxy: TrustProxy
}

/**
 * The client's IP address (normalized; IPv4-mapped IPv6 as IPv4), or `undefined` when the
 * trusted chain does not name a valid one. `X-Forwarded-For` is read from the right: each
 * trusted proxy appends the address it received the request from, so the first address not
 * vouched for by a trusted proxy is the client; the leftmost entries are whatever the client
 * chose to send and are never used unless every hop before them is trusted.
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustProxy }: ResolveClientAddressParameters): string | undefined {
  const socket = parse(socketAddress)
  if (trustProxy === false || !socket) return socket?.toString()
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const chain = [
    socketAddress!,
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ]
  if (typeof trustProxy === 'number') {
    const entry = chain[Math.min(trustProxy, chain.length - 1)]
    return parse(entry)?.toString()
  }
  const ranges = trustProxy.map((range) => (range.includes('/') ? ipaddr.parseCIDR(range) : toHostRange(range)))
  for (const entry of chain) {
    const address = parse(entry)
    if (!address) return undefined
    const trusted = ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits))
    if (!trusted) return address.toString()
  }
  // Every hop is a trusted proxy: the leftmost is as close to the client as can be told.
  return parse(chain.at(-1))?.toString()
}

function parse(value: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (value === undefined || !ipaddr.isValid(value)) return undefined
  const address = ipaddr.parse(value)
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address
}

function toHostRange(value: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const address = parse(value)
  if (!address) throw new Error(`Invalid proxy address ${value}.`)
  return [address, address.kind() === 'ipv4' ? 32 : 128]
}
