import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox, type ChainManifest, type Sandbox } from '@sluice/sandbox'
import { type Address, concatHex, createPublicClient, custom, getAddress, type Hex, http, numberToHex, type PublicClient, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainUnavailableError, InvalidParametersError, InvalidTokenError } from '../../../packages/core/src/errors/errors.js'
import { NATIVE_TOKEN_ADDRESS } from '../../../packages/core/src/types/Token.js'
import { createTokenCache } from '../../../packages/core/src/tokens/createTokenCache.js'

/**
 * Runtime code of a token that answers `decimals()` with `decimals`, and `symbol()` / `name()`
 * with the given 32 raw bytes (MKR style `bytes32`) or reverts for them when absent.
 */
function rawToken({ decimals, symbol, name }: { decimals: number; symbol?: Hex; name?: Hex }): Hex {
  const returnWord = (push: Hex) => concatHex(['0x5b', push, '0x600052', '0x60206000f3']) // JUMPDEST, PUSH, MSTORE at 0, RETURN 32 bytes
  const bodies: [Hex, Hex][] = [['0x313ce567', returnWord(concatHex(['0x60', numberToHex(decimals, { size: 1 })]))]]
  if (symbol) bodies.push(['0x95d89b41', returnWord(concatHex(['0x7f', symbol]))])
  if (name) bodies.push(['0x06fdde03', returnWord(concatHex(['0x7f', name]))])
  // selector = calldata[0:4]; then per function: DUP1 PUSH4 sel EQ PUSH1 dest JUMPI; else REVERT.
  const head = '0x60003560e01c'
  const dispatchSize = 10 // DUP1, PUSH4 selector, EQ, PUSH1 dest, JUMPI
  const revert = '0x600080fd' // PUSH1 0, DUP1, REVERT
  let offset = (head.length - 2) / 2 + bodies.length * dispatchSize + (revert.length - 2) / 2
  const dispatch: Hex[] = []
  const code: Hex[] = []
  for (const [selector, body] of bodies) {
    dispatch.push(concatHex(['0x80', '0x63', selector, '0x14', '0x60', numberToHex(offset, { size: 1 }), '0x57']))
    code.push(body)
    offset += (body.length - 2) / 2
  }
  return concatHex([head, ...dispatch, revert, ...code])
}

let sandbox: Sandbox
let chain: ChainManifest
let client: PublicClient
let requests = 0

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
  chain = sandbox.manifest.chains[0]!
  const direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  client = createPublicClient({
    transport: custom(
      {
        request: ({ method, params }) => {
          requests++
          return direct.request({ method, params } as never)
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient
})

afterAll(async () => {
  await sandbox?.stop()
})

function newCache() {
  return createTokenCache({ chainId: chain.chainId, client, nativeCurrency: { symbol: 'ETH', name: 'Ether', decimals: 18 }, batchSize: 3 })
}

describe('createTokenCache', () => {
  it("reads every fixture token's symbol, name and decimals in one round trip per batch, then from memory", async () => {
    const cache = newCache()
    const before = requests
    const tokens = await cache.getMany(chain.tokens.map((t) => t.address.toLowerCase()))
    expect(tokens).toEqual(chain.tokens.map((t) => ({ chainId: 1868, address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })))
    expect(requests - before).toBe(Math.ceil(chain.tokens.length / 3))
    const again = requests
    expect(await cache.get(chain.tokens[1]!.address)).toBe(tokens[1])
    expect(cache.peek(chain.tokens[2]!.address.toUpperCase().replace('0X', '0x'))).toBe(tokens[2])
    expect(requests).toBe(again)
  })

  it('shares one read between concurrent requests', async () => {
    const cache = newCache()
    const before = requests
    const [a, b] = await Promise.all([cache.get(chain.tokens[0]!.address), cache.get(chain.tokens[0]!.address)])
    expect(a).toBe(b)
    expect(requests - before).toBe(1)
  })

  it("maps the native pseudo-address to the chain's native currency, without the chain", async () => {
    const cache = newCache()
    const before = requests
    expect(await cache.get(NATIVE_TOKEN_ADDRESS.toLowerCase())).toEqual({ chainId: 1868, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 })
    expect(requests).toBe(before)
    expect(() => createTokenCache({ chainId: 1868, client })).toThrow(InvalidParametersError)
  })

  it('reads bytes32 symbols and names, and tolerates tokens without them', async () => {
    const mkr = '0x00000000000000000000000000000000000000a1' as Address
    const bare = '0x00000000000000000000000000000000000000a2' as Address
    await client.request({
      method: 'anvil_setCode' as never,
      params: [mkr, rawToken({ decimals: 18, symbol: stringToHex('MKR', { size: 32 }), name: stringToHex('Maker', { size: 32 }) })] as never,
    })
    await client.request({ method: 'anvil_setCode' as never, params: [bare, rawToken({ decimals: 9 })] as never })
    const cache = newCache()
    expect(await cache.getMany([mkr, bare])).toEqual([
      { chainId: 1868, address: getAddress(mkr), symbol: 'MKR', name: 'Maker', decimals: 18 },
      { chainId: 1868, address: getAddress(bare), symbol: '', name: '', decimals: 9 },
    ])
  })

  it("a token that burns the batch's gas fails alone (ChainUnavailableError); the others in its batch still read", async () => {
    const burner = '0x00000000000000000000000000000000000000a4' as Address
    await client.request({ method: 'anvil_setCode' as never, params: [burner, '0xfe'] as never }) // INVALID: burns all the gas it gets
    const cache = newCache()
    const [first, second] = chain.tokens
    await expect(cache.getMany([first!.address, burner, second!.address])).rejects.toThrow(ChainUnavailableError)
    expect(cache.peek(first!.address)?.symbol).toBe(first!.symbol)
    expect(cache.peek(second!.address)?.symbol).toBe(second!.symbol)
    expect(cache.peek(burner)).toBeUndefined()
  })

  it('refuses malformed addresses and contracts or accounts that are not tokens, and retries them later', async () => {
    const cache = newCache()
    await expect(cache.get('0x1234')).rejects.toThrow(InvalidTokenError)
    await expect(cache.get(chain.accounts[0]!.address)).rejects.toThrow(InvalidTokenError)
    await expect(cache.get(chain.multicall3)).rejects.toThrow(InvalidTokenError)
    const notYet = '0x00000000000000000000000000000000000000a3' as Address
    await expect(cache.get(notYet)).rejects.toThrow('is not an ERC-20 token on chain 1868')
    await client.request({ method: 'anvil_setCode' as never, params: [notYet, rawToken({ decimals: 6 })] as never })
    expect((await cache.get(notYet)).decimals).toBe(6)
  })
})
