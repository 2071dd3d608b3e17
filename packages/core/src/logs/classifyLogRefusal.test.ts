import { HttpRequestError, LimitExceededRpcError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { classifyLogRefusal } from './classifyLogRefusal.js'

/** A JSON-RPC error answer as viem raises it (HTTP 200, the node's code and message). */
const rpc = (code: number, message: string) => new RpcRequestError({ body: { method: 'eth_getLogs' }, url: 'http://node', error: { code, message } })
/** A non-2xx answer as viem raises it (the provider's words in `details`). */
const refusedHttp = (status: number, details: string) => new HttpRequestError({ url: 'http://node', status, details, body: { method: 'eth_getLogs' } })

describe('classifyLogRefusal', () => {
  it.each([
    ['QuickNode', rpc(-32614, 'eth_getLogs is limited to a 10,000 range'), 'range'],
    ['Ankr', rpc(-32600, 'block range is too wide'), 'range'],
    ['drpc', rpc(-32000, 'ranges over 10000 blocks are not supported on freemium key'), 'range'],
    ['Reth', rpc(-32602, 'query exceeds max block range 100000'), 'range'],
    ['Chainstack', rpc(-32000, 'Block range limit exceeded.'), 'range'],
    ['Alchemy (413)', refusedHttp(413, 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range'), 'results'],
    ['Infura', rpc(-32005, 'query returned more than 10000 results. Try with this block range [0x10, 0x1f].'), 'results'],
    ['Geth', rpc(-32000, 'query exceeds max results 10000'), 'results'],
    ['a bare -32005', new LimitExceededRpcError(rpc(-32005, 'limit exceeded')), 'results'],
    ['a bare 413', refusedHttp(413, 'Request Entity Too Large'), 'results'],
    ['HTTP 429', refusedHttp(429, '{"code":429,"message":"Too Many Requests"}'), 'rate'],
    ['Infura rate', rpc(-32005, 'project ID request rate exceeded'), 'rate'],
    ['QuickNode rate', rpc(-32007, '100/second request limit reached - reduce calls per second'), 'rate'],
  ])('%s', (_, error, kind) => {
    expect(classifyLogRefusal({ error })?.kind).toBe(kind)
  })

  it("keeps the provider's own words and the range it suggests", () => {
    const refusal = classifyLogRefusal({ error: rpc(-32005, 'query returned more than 10000 results. Try with this block range [0x10, 0x1f].') })
    expect(refusal).toEqual({ kind: 'results', text: 'query returned more than 10000 results. Try with this block range [0x10, 0x1f].', suggestedToBlock: 31n })
  })

  it('leaves any other failure to the caller', () => {
    expect(classifyLogRefusal({ error: rpc(-32602, 'invalid argument 0: hex string without 0x prefix') })).toBeUndefined()
    expect(classifyLogRefusal({ error: new HttpRequestError({ url: 'http://node', cause: new Error('fetch failed') }) })).toBeUndefined()
  })
})
