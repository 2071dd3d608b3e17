import ipaddr from 'ipaddr.js'

export type ClientBucketParameters = {
  /** A normalized IP address (`resolveClientAddress`), or `undefined`. */
  address: string | undefined
}

/**
 * The rate-limit bucket of a client address: an IPv4 address alone, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so rotating addresses within it gains nothing).
 */
export function clientBucket({ address }: ClientBucketParameters): string {
  if (address === undefined || !ipaddr.isValid(address)) return 'ip:unknown'
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return `ip:${parsed.toString()}`
  const bytes = (parsed as ipaddr.IPv6).toByteArray().slice(0, 8)
  return `ip6:${ipaddr.fromByteArray([...bytes, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`
}
