import { describe, expect, it } from 'vitest'
import { clientBucket } from './clientBucket.js'
import { resolveClientAddress } from './resolveClientAddress.js'

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(resolveClientAddress({ socketAddress: '198.51.100.1', forwardedFor: '1.2.3.4', trustProxy: false })).toBe('198.51.100.1')
    expect(resolveClientAddress({ socketAddress: '::ffff:198.51.100.1', forwardedFor: null, trustProxy: false })).toBe('198.51.100.1')
  })

  it('with n hops, takes the address the nearest trusted proxy vouches for, never the client-chosen left', () => {
    const forwardedFor = 'spoofed, 6.6.6.6, 203.0.113.7, 10.0.0.2'
    expect(resolveClientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustProxy: 1 })).toBe('10.0.0.2')
    expect(resolveClientAddress({ socketAddress: '10.0.0.1', forwardedFor, trustProxy: 2 })).toBe('203.0.113.7')
    // More hops than the chain has: the leftmost, validated.
    expect(resolveClientAddress({ socketAddress: '10.0.0.1', forwardedFor: '203.0.113.7', trustProxy: 5 })).toBe('203.0.113.7')
    expect(resolveClientAddress({ socketAddress: '10.0.0.1', forwardedFor: 'junk', trustProxy: 1 })).toBeUndefined()
    expect(resolveClientAddress({ socketAddress: '10.0.0.1', forwardedFor: null, trustProxy: 1 })).toBe('10.0.0.1')
  })

  it('with proxy CIDRs, skips trusted hops from the right and stops at the first untrusted one', () => {
    const trustProxy = ['10.0.0.0/8', '2001:db8:ffff::/48', '192.0.2.10']
    expect(resolveClientAddress({ socketAddress: '10.1.1.1', forwardedFor: '6.6.6.6, 203.0.113.7, 192.0.2.10, 10.2.2.2', trustProxy })).toBe('203.0.113.7')
    expect(resolveClientAddress({ socketAddress: '2001:db8:ffff::1', forwardedFor: '2001:db8:1::5', trustProxy })).toBe('2001:db8:1::5')
    // A peer that is not a trusted proxy: its X-Forwarded-For is the client's own invention.
    expect(resolveClientAddress({ socketAddress: '198.51.100.1', forwardedFor: '1.2.3.4', trustProxy })).toBe('198.51.100.1')
    expect(resolveClientAddress({ socketAddress: '10.1.1.1', forwardedFor: '1.2.3.4, not-an-ip', trustProxy })).toBeUndefined()
  })
})

describe('clientBucket', () => {
  it('buckets IPv4 by address and IPv6 by /64', () => {
    expect(clientBucket({ address: '203.0.113.7' })).toBe('ip:203.0.113.7')
    expect(clientBucket({ address: '2001:db8:1:2::1' })).toBe(clientBucket({ address: '2001:db8:1:2:ffff:ffff:ffff:ffff' }))
    expect(clientBucket({ address: '2001:db8:1:2::1' })).toBe('ip6:2001:db8:1:2::/64')
    expect(clientBucket({ address: '2001:db8:1:3::1' })).not.toBe(clientBucket({ address: '2001:db8:1:2::1' }))
    expect(clientBucket({ address: undefined })).toBe('ip:unknown')
  })
})
