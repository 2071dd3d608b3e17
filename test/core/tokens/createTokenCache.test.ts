import { taxTokenAbi, taxTokenBytecode } from '@sluice/contracts'
import { waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import {
  type Address,
  concatHex,
  createPublicClient,
  createWalletClient,
  custom,
  getAddress,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChainUnavailableError, InvalidParametersError, InvalidTokenError } from '../../../packages/core/src/errors/errors.js'
import { createTokenCache } from '../../../packages/core/src/tokens/createTokenCache.js'
import { NATIVE_TOKEN_ADDRESS } from '../../../packages/core/src/types/Token.js'

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
/** Sees every request sent through `client`. */
let capture: ((method: string, params: unknown) => void) | undefined

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
  chain = sandbox.manifest.chains[0]!
  const direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  client = createPublicClient({
    transport: custom(
      {
        request: ({ method, params }) => {
          requests++
          capture?.(method, params)
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
    expect(await cache.get(NATIVE_TOKEN_ADDRESS.toLowerCase())).toEqual({
      chainId: 1868,
      address: NATIVE_TOKEN_ADDRESS,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
    })
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

  it('a token whose reads burn all gas fails alone, as not a token; every read is gas-capped, the others in its batch still read', async () => {
    const burner = '0x00000000000000000000000000000000000000a4' as Address
    const looper = '0x00000000000000000000000000000000000000a5' as Address
    await client.request({ method: 'anvil_setCode' as never, params: [burner, '0xfe'] as never }) // INVALID: burns all the gas it gets
    await client.request({ method: 'anvil_setCode' as never, params: [looper, '0x5b600056'] as never }) // JUMPDEST PUSH1 0 JUMP: loops until out of gas
    const cache = newCache()
    const [first, second] = chain.tokens
    const gasLimits: bigint[] = []
    capture = (method, params) => {
      if (method === 'eth_call') gasLimits.push(BigInt((params as [{ gas?: Hex }])[0].gas ?? '0xffffffffffff'))
    }
    await expect(cache.getMany([first!.address, burner, second!.address])).rejects.toThrow(InvalidTokenError)
    expect(cache.peek(first!.address)?.symbol).toBe(first!.symbol)
    expect(cache.peek(second!.address)?.symbol).toBe(second!.symbol)
    expect(cache.peek(burner)).toBeUndefined()
    // `load` never fails for a bad token: it reports it unsupported, once, and skips it afterwards.
    const loaded = await cache.load([looper, chain.tokens[2]!.address, burner])
    expect(loaded.tokens.map((t) => t.symbol)).toEqual([chain.tokens[2]!.symbol])
    expect(loaded.unsupported.map((t) => t.address)).toEqual([getAddress(looper), getAddress(burner)])
    expect(cache.unsupported()).toEqual(new Set([looper, burner]))
    const before = requests
    expect(await cache.load([looper, burner])).toEqual({ tokens: [], unsupported: [] })
    expect(requests).toBe(before)
    capture = undefined
    // Per-token reads get 100k gas; a batch 300k per token plus Multicall3's share.
    expect(gasLimits.length).toBeGreaterThan(0)
    for (const gas of gasLimits) expect(gas).toBeLessThanOrEqual(3n * 300_000n + 500_000n)
  })

  it('a node that cannot be reached fails load with ChainUnavailableError, not as unsupported tokens', async () => {
    const down = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) }) as PublicClient
    const cache = createTokenCache({ chainId: 1868, client: down, nativeCurrency: { symbol: 'ETH', name: 'Ether', decimals: 18 } })
    await expect(cache.load([chain.tokens[0]!.address])).rejects.toThrow(ChainUnavailableError)
    expect(cache.unsupported().size).toBe(0)
  })

  it('a fee-on-transfer token is found by a simulated transfer from its holder and marked unsupported; a plain token passes', async () => {
    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.rpcUrl) })
    const hash = await wallet.deployContract({
      abi: taxTokenAbi,
      bytecode: taxTokenBytecode,
      args: [100n, '0x0000000000000000000000000000000000000001'],
      chain: null,
      gas: 5_000_000n,
    })
    const tax = (await waitForReceipt({ client: client, hash })).contractAddress!
    const mint = await wallet.writeContract({ address: tax, abi: taxTokenAbi, functionName: 'mint', args: [wallet.account.address, 10n ** 24n], chain: null })
    await waitForReceipt({ client: client, hash: mint })
    const plain = chain.tokens[3]!
    const holders = new Map([
      [tax.toLowerCase(), wallet.account.address],
      [plain.address.toLowerCase(), wallet.account.address],
    ])
    const cache = newCache()
    const loaded = await cache.load([tax, plain.address], { holders })
    expect(loaded.tokens.map((t) => t.symbol)).toEqual([plain.symbol])
    expect(loaded.unsupported).toEqual([{ address: getAddress(tax), reason: expect.stringContaining('fee-on-transfer') }])
    expect(loaded.unsupported[0]!.reason).toContain(`${10n ** 23n} sent as ${10n ** 23n}, received as ${(10n ** 23n * 99n) / 100n}`)
    expect(cache.peek(tax)).toBeUndefined()
    expect(cache.unsupported().has(tax.toLowerCase())).toBe(true)
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
