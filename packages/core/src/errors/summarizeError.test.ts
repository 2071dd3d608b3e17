import { HttpRequestError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { ChainUnavailableError } from './errors.js'
import { summarizeError } from './summarizeError.js'

describe('summarizeError', () => {
  it('names the root cause of a JSON-RPC error, whose cause is a plain object, instead of [object Object]', () => {
    const rpc = new RpcRequestError({
      body: { method: 'eth_call' },
      url: 'http://node',
      error: { code: -32000, message: 'BlockOutOfRange: block height is 7 but requested was 9' },
    })
    const error = new ChainUnavailableError({ chainId: 999, cause: rpc })
    const line = summarizeError({ error })
    expect(line).toBe('Chain 999 is unavailable. (BlockOutOfRange: block height is 7 but requested was 9 [-32000])')
    expect(line).not.toContain('[object Object]')
  })

  it('keeps one line per error, cut to maxLength, however long the original', () => {
    const huge = new HttpRequestError({
      url: 'http://node',
      body: { data: `0x${'ab'.repeat(5000)}` },
      cause: new Error(`connect ECONNREFUSED\n${'x'.repeat(5000)}`),
    })
    const line = summarizeError({ error: huge, maxLength: 120 })
    expect(line).toBe(`${'HTTP request failed. (connect ECONNREFUSED)'}`)
    expect(summarizeError({ error: new Error('y'.repeat(1000)), maxLength: 50 })).toHaveLength(50)
    expect(summarizeError({ error: 'plain\nstring' })).toBe('plain')
    expect(summarizeError({ error: { weird: true } })).toBe('{"weird":true}')
  })

  it("names a refused HTTP request's status and the provider's words", () => {
    const refused = new HttpRequestError({ url: 'http://node', status: 413, details: 'query exceeds max block range 2000' })
    expect(summarizeError({ error: new ChainUnavailableError({ chainId: 999, cause: refused }) })).toBe(
      'Chain 999 is unavailable. (HTTP request failed. HTTP 413: query exceeds max block range 2000)',
    )
  })
})
