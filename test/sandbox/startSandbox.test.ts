import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MULTICALL3_ADDRESS, type Simulator, splitMulticallTransport } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import type { SandboxManifest } from '@sluice/sandbox'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, http, type PublicClient, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxAdapters } from '../support/sandboxAdapters.js'
import { waitFor } from '../support/waitFor.js'

const erc20 = parseAbi([
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
])

let sandbox: Sandbox
const clients = new Map<number, PublicClient>()

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins })
  // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
  for (const chain of sandbox.manifest.chains)
    clients.set(
      chain.chainId,
      createPublicClient({ transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }) }) as PublicClient,
    )
})
afterAll(() => sandbox?.stop())

const chainsOf = (manifest: () => SandboxManifest) => [999, 1868].map((id) => [id, () => manifest().chains.find((c) => c.chainId === id)!] as const)

describe.each(chainsOf(() => sandbox.manifest))('chain %i', (chainId, chain) => {
  const client = () => clients.get(chainId)!

  it('reports its chain ID and has the fixture world', async () => {
    expect(await client().getChainId()).toBe(chainId)
    expect(chain().tokens.length).toBeGreaterThanOrEqual(6)
    // Every default DEX type has deployments in the fixture world, each with pools.
    expect(new Set(chain().sources.map((s) => s.kind))).toEqual(new Set(defaultSourcePlugins.map((p) => p.kind)))
    for (const source of chain().sources)
      expect(
        chain().pools.some((p) => p.sourceId === source.id),
        source.name,
      ).toBe(true)
    expect(new Set(chain().tokens.map((t) => t.decimals))).toEqual(new Set([6, 8, 18]))
  })

  it('has every manifest token on chain with its symbol, name and decimals', async () => {
    for (const token of chain().tokens) {
      const [symbol, name, decimals] = await Promise.all(
        (['symbol', 'name', 'decimals'] as const).map((functionName) => client().readContract({ address: token.address, abi: erc20, functionName })),
      )
      expect({ symbol, name, decimals }).toEqual({ symbol: token.symbol, name: token.name, decimals: token.decimals })
    }
    expect(chain().tokens.some((t) => t.address === chain().wrappedNative)).toBe(true)
  })

  it('has Multicall3 at its canonical address', async () => {
    const results = await client().multicall({
      contracts: chain().tokens.map((t) => ({ address: t.address, abi: erc20, functionName: 'decimals' }) as const),
      multicallAddress: MULTICALL3_ADDRESS,
    })
    expect(results.map((r) => r.result)).toEqual(chain().tokens.map((t) => t.decimals))
  })

  it('has every manifest pool on chain: its plugin discovers it with its tokens and fee, and it has liquidity both ways', async () => {
    const blockNumber = await client().getBlockNumber()
    const discovered = new Map<string, Simulator>()
    for (const adapter of sandboxAdapters({ chain: chain(), withExecutors: false })) {
      const { pools } = await adapter.discover({ client: client(), toBlock: blockNumber })
      for (const state of await adapter.track({ client: client(), pools, blockNumber })) discovered.set(state.pool.id.toLowerCase(), adapter.simulator(state))
    }
    expect(discovered.size).toBe(chain().pools.length)
    for (const pool of chain().pools) {
      const simulator = discovered.get(pool.id.toLowerCase())
      expect(simulator, pool.id).toBeDefined()
      expect(simulator!.pool).toMatchObject({ sourceId: pool.sourceId, tokens: pool.tokens, fee: pool.fee })
      for (const tokenIn of pool.tokens) {
        // About $100 of the token.
        const token = chain().tokens.find((t) => t.address === tokenIn)!
        const amountIn = (BigInt(Math.round((100 / token.fixturePriceUsd!) * 1e6)) * 10n ** BigInt(token.decimals)) / 1_000_000n
        expect(simulator!.quoteExactIn({ tokenIn, amountIn }).amountOut).toBeGreaterThan(0n)
      }
    }
  })

  it('spreads V3 liquidity over many tick ranges, and has several fee tiers', async () => {
    const v3Pools = chain().pools.filter((p) => chain().sources.find((s) => s.id === p.sourceId)!.kind === 'uniswap-v3')
    expect(new Set(v3Pools.map((p) => p.fee)).size).toBeGreaterThanOrEqual(3)
    const logs = await client().getLogs({
      address: v3Pools.map((p) => p.address),
      event: parseAbi([
        'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
      ])[0],
      fromBlock: 0n,
    })
    const ranges = new Set(logs.map((l) => `${l.address}:${l.args.tickLower}:${l.args.tickUpper}`))
    expect(ranges.size).toBeGreaterThanOrEqual(v3Pools.length * 2)
    // not only full range
    expect(logs.some((l) => l.args.tickLower !== -887272 && Math.abs(l.args.tickUpper! - l.args.tickLower!) < 2000)).toBe(true)
  })

  it('funds its accounts with native and every fixture token', async () => {
    for (const account of chain().accounts) {
      expect(await client().getBalance({ address: account.address })).toBeGreaterThan(10n ** 21n)
      for (const token of chain().tokens)
        expect(
          await client().readContract({ address: token.address, abi: erc20, functionName: 'balanceOf', args: [account.address as Address] }),
        ).toBeGreaterThan(0n)
    }
  })
})

describe('determinism', () => {
  it('deploys the same addresses on every run', async () => {
    const again = await startSandbox({ plugins: defaultSourcePlugins, cacheDir: false })
    try {
      // Everything but the RPC URL and wall-clock times (staking incentives start at deploy time + 30 s).
      const strip = (m: SandboxManifest) =>
        JSON.parse(
          JSON.stringify(
            m.chains.map(({ rpcUrl: _rpc, ...rest }) => rest),
            (key, value) => (key === 'startTime' || key === 'endTime' ? 'time' : value),
          ),
        )
      expect(strip(again.manifest)).toEqual(strip(sandbox.manifest))
    } finally {
      await again.stop()
    }
  })
})

// A cached world's head kept the time of the cache, and the next block is mined at the current
// time: gas estimated on `latest` (viem's choice when state overrides stand in for an approval)
// ran at the old time, and a Solidly pair's swap, which writes a price observation once 30 minutes
// have passed, ran out of the estimated gas on a cache older than that.
describe('a world started from its cache', () => {
  it('has its head at the current time, not the time the cache was written', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'sluice-world-cache-'))
    try {
      const headOf = async (started: Sandbox) => createPublicClient({ transport: http(started.manifest.chains[0]!.rpcUrl) }).getBlock({ blockTag: 'latest' })
      const first = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999], cacheDir })
      const written = await headOf(first).finally(() => first.stop())
      await waitFor({ what: 'the clock to pass the cached head’s second', probe: () => Date.now() / 1000 >= Number(written.timestamp) + 1, timeoutMs: 5_000 })
      const again = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999], cacheDir })
      try {
        const head = await headOf(again)
        expect(head.timestamp).toBeGreaterThan(written.timestamp)
        expect(head.number).toBe(written.number + 1n)
      } finally {
        await again.stop()
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })
})
