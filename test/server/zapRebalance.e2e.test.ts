import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { deployV3Staker, START_DELAY, type UniswapV3Incentive, uniswapV3PositionManagerAbi, uniswapV3StakerAbi } from '@sluice/plugin-uniswap-v3'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { rebalanceResponseSchema, zapResponseSchema } from '@sluice/server'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http, type PublicClient, parseAbi, parseUnits, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configOf } from '../support/configOf.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let client: PublicClient
let incentive: UniswapV3Incentive

const chain = () => sandbox.manifest.chains[0]!
const token = (symbol: string) => chain().tokens.find((t) => t.symbol === symbol)!.address
const manager = (sourceId: number) => configOf(chain().sources.find((s) => s.id === sourceId)!).positionManager!
const pool = (sourceId: number, a: string, b: string, fee: number) =>
  chain().pools.find((p) => p.sourceId === sourceId && p.fee === fee && [token(a), token(b)].every((t) => p.tokens.includes(t)))!.address
const poolAbi = parseAbi(['function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)', 'function tickSpacing() view returns (int24)'])

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  client = createPublicClient({ transport: http(chain().rpcUrl), cacheTime: 0 }) as PublicClient
  // The world's router already pairs both V3 position managers with the V3 position executor (deployment-time pairings).
  // A v3-staker with a live incentive on the deep WHYPE/USDT0 pool (funded by account 3), given to the server as source 3's staking config.
  const source = chain().sources.find((s) => s.id === 3)!
  const account3 = privateKeyToAccount(chain().accounts[3]!.privateKey)
  // Deployed in big blocks, as on HyperEVM (the staker takes more gas than a fast block holds).
  const deployed = await inBigBlocks({
    rpcUrl: chain().rpcUrl,
    run: () =>
      deployV3Staker({
        walletClient: createWalletClient({ account: account3, transport: http(chain().rpcUrl) }),
        publicClient: client,
        factory: configOf(source).factory,
        positionManager: manager(3),
        incentives: [{ pool: pool(3, 'WHYPE', 'USDT0', 500), rewardToken: token('USDT0'), reward: parseUnits('5000', 6), duration: 30n * 24n * 3600n }],
      }),
  })
  incentive = deployed.incentives[0]!
  await client.request({ method: 'evm_increaseTime' as never, params: [toHex(START_DELAY + 1n)] as never })
  await client.request({ method: 'evm_mine' as never, params: [] as never })
  const manifest = structuredClone(sandbox.manifest)
  const { staker, ...key } = incentive
  const entry = manifest.chains[0]!.sources.find((s) => s.id === 3)!
  entry.config = {
    ...(entry.config as object),
    staking: { staker, incentives: [{ ...key, startTime: key.startTime.toString(), endTime: key.endTime.toString() }] },
  }
  server = await startSandboxServer({ manifest })
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

/** Posts right away (answers come from the chain's head); a 503 (token metadata still loading) is retried, as its message says, until the deadline. */
const post = (endpoint: 'zap' | 'rebalance', body: object) => postJson({ url: `${server.url}/999/v1/${endpoint}`, body, retryUnavailable: true })

/** Sends in order with each transaction's gas limit; one without (after an unstake) is estimated once the earlier ones are mined, with the same margin, as the docs say. */
async function send(transactions: { to: string; data: string; value: string; gas?: string | undefined }[], accountIndex: number) {
  const { client, wallet } = sandboxClients({ chain: chain(), accountIndex })
  const { receipts } = await executeTransactions({
    client,
    wallet,
    transactions: transactions.map((tx) => ({ ...tx, to: tx.to as Address, data: tx.data as Hex })),
  })
  expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
  return receipts
}

const positionOf = (id: bigint) => client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'positions', args: [id] })
const lastTokenId = async (owner: Address) => {
  const count = await client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'balanceOf', args: [owner] })
  return client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'tokenOfOwnerByIndex', args: [owner, count - 1n] })
}

async function range(address: Address, spacings: number) {
  const [[, tick], spacing] = await Promise.all([
    client.readContract({ address, abi: poolAbi, functionName: 'slot0' }),
    client.readContract({ address, abi: poolAbi, functionName: 'tickSpacing' }),
  ])
  const center = Math.floor(tick / spacing) * spacing
  return { tickLower: center - spacings * spacing, tickUpper: center + (spacings + 1) * spacing }
}

describe('zap and rebalance over HTTP, executed on the sandbox', () => {
  let positionId: bigint
  test('zap an outside token: the response matches the spec, the position gets exactly liquidityAmount', async () => {
    const user = chain().accounts[0]!.address
    const target = pool(3, 'WHYPE', 'USDT0', 500)
    const { status, json } = await post('zap', {
      userAddress: user,
      tokenIn: token('UETH'),
      amountIn: parseUnits('2', 18).toString(),
      poolAddress: target,
      positionManager: manager(3),
      ...(await range(target, 15)),
      slippage: 0.01,
    })
    expect(status, JSON.stringify(json)).toBe(200)
    const zap = zapResponseSchema.parse(json)
    expect(zap.toAddress).toBe(chain().contracts!.router)
    expect(zap.swapLogicAddress).toBe(chain().contracts!.swapLogic)
    expect(zap.transactions!.length).toBe(zap.transactionExplanations!.length)
    expect(zap.transactions!.map((tx) => tx.gas === undefined)).toEqual(zap.transactions!.map(() => false))
    const before = await client.readContract({ address: token('UETH'), abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    await send(zap.transactions!, 0)
    const after = await client.readContract({ address: token('UETH'), abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    expect((after - before).toString()).toBe(zap.quote.sourcesAndSinks.find(([t]) => t === token('UETH'))![1])
    positionId = await lastTokenId(user)
    expect((await positionOf(positionId))[7].toString()).toBe(zap.quote.liquidityAmount)
  })

  test('zap native into the same position (increase)', async () => {
    const user = chain().accounts[0]!.address
    const target = pool(3, 'WHYPE', 'USDT0', 500)
    const position = await positionOf(positionId)
    const { status, json } = await post('zap', {
      userAddress: user,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      amountIn: parseUnits('50', 18).toString(),
      poolAddress: target,
      positionManager: manager(3),
      tickLower: position[5],
      tickUpper: position[6],
      positionId: positionId.toString(),
    })
    expect(status, JSON.stringify(json)).toBe(200)
    const zap = zapResponseSchema.parse(json)
    expect(zap.transactions).toHaveLength(1)
    await send(zap.transactions!, 0)
    expect(((await positionOf(positionId))[7] - position[7]).toString()).toBe(zap.quote.liquidityAmount)
  })

  test('rebalance auto-centred: NFT approval then rebalance; the new position gets exactly liquidityAmount', async () => {
    const user = chain().accounts[0]!.address
    const { status, json } = await post('rebalance', { userAddress: user, positionManager: manager(3), positionId: positionId.toString(), approveMax: true })
    expect(status, JSON.stringify(json)).toBe(200)
    const rebalance = rebalanceResponseSchema.parse(json)
    expect(rebalance.transactions).toHaveLength(2)
    expect(rebalance.transactions!.map((tx) => tx.gas === undefined)).toEqual([false, false])
    expect(rebalance.quote.positionId).toBe(positionId.toString())
    await send(rebalance.transactions!, 0)
    await expect(client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'ownerOf', args: [positionId] })).rejects.toThrow()
    const fresh = await positionOf(await lastTokenId(user))
    expect(fresh[7].toString()).toBe(rebalance.quote.liquidityAmount)
    expect([fresh[5], fresh[6]]).toEqual([rebalance.quote.tickLower, rebalance.quote.tickUpper])
  })

  test('zap with stake, then rebalance the staked position: unstake, claim, withdraw, approve, rebalance (staked again)', async () => {
    const user = chain().accounts[1]!.address
    const target = pool(3, 'WHYPE', 'USDT0', 500)
    const zapped = await post('zap', {
      userAddress: user,
      tokenIn: token('USDT0'),
      amountIn: parseUnits('5000', 6).toString(),
      poolAddress: target,
      positionManager: manager(3),
      ...(await range(target, 8)),
      stake: true,
    })
    expect(zapped.status, JSON.stringify(zapped.json)).toBe(200)
    const zap = zapResponseSchema.parse(zapped.json)
    expect(zap.transactionExplanations!.at(-1)).toMatch(/staked/)
    await send(zap.transactions!, 1)
    const count = await client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'balanceOf', args: [incentive.staker] })
    const stakedId = await client.readContract({
      address: manager(3),
      abi: uniswapV3PositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [incentive.staker, count - 1n],
    })
    expect((await client.readContract({ address: incentive.staker, abi: uniswapV3StakerAbi, functionName: 'deposits', args: [stakedId] }))[0]).toBe(user)
    expect((await positionOf(stakedId))[7].toString()).toBe(zap.quote.liquidityAmount)

    const rebalanced = await post('rebalance', { userAddress: user, positionManager: manager(3), positionId: stakedId.toString(), stake: true })
    expect(rebalanced.status, JSON.stringify(rebalanced.json)).toBe(200)
    const rebalance = rebalanceResponseSchema.parse(rebalanced.json)
    expect(rebalance.transactions).toHaveLength(5)
    expect(rebalance.transactionExplanations![0]).toMatch(/Unstake/)
    await send(rebalance.transactions!, 1)
    const after = await client.readContract({ address: manager(3), abi: uniswapV3PositionManagerAbi, functionName: 'balanceOf', args: [incentive.staker] })
    const newId = await client.readContract({
      address: manager(3),
      abi: uniswapV3PositionManagerAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [incentive.staker, after - 1n],
    })
    expect(newId).not.toBe(stakedId)
    expect((await client.readContract({ address: incentive.staker, abi: uniswapV3StakerAbi, functionName: 'deposits', args: [newId] }))[0]).toBe(user)
    expect((await positionOf(newId))[7].toString()).toBe(rebalance.quote.liquidityAmount)
  })

  test('bad input answers 4xx in the error shape', async () => {
    const user = chain().accounts[0]!.address
    const target = pool(3, 'WHYPE', 'USDT0', 500)
    const base = {
      userAddress: user,
      tokenIn: token('USDT0'),
      amountIn: '1000000',
      poolAddress: target,
      positionManager: manager(3),
      tickLower: -100,
      tickUpper: 100,
    }
    const cases: [string, 'zap' | 'rebalance', object, number, string][] = [
      ['malformed amount', 'zap', { ...base, amountIn: '-1' }, 400, 'INVALID_AMOUNT'],
      ['unknown token', 'zap', { ...base, tokenIn: '0x000000000000000000000000000000000000dEaD' }, 400, 'INVALID_TOKEN'],
      ['ticks off the spacing', 'zap', { ...base, tickLower: -7, tickUpper: 100 }, 400, 'INVALID_PARAMETERS'],
      ['ticks reversed', 'zap', { ...base, tickLower: 100, tickUpper: -100 }, 400, 'INVALID_PARAMETERS'],
      [
        'constraint on a foreign token',
        'zap',
        { ...base, tickLower: -200000, tickUpper: 200000, constraints: [[token('UETH'), '1']] },
        400,
        'INVALID_PARAMETERS',
      ],
      ['unknown pool', 'zap', { ...base, poolAddress: '0x000000000000000000000000000000000000dEaD' }, 404, 'NO_ROUTE_FOUND'],
      ['unknown position manager', 'zap', { ...base, positionManager: '0x000000000000000000000000000000000000dEaD' }, 404, 'INVALID_PARAMETERS'],
      ['missing positionId', 'rebalance', { userAddress: user, positionManager: manager(3) }, 400, 'INVALID_PARAMETERS'],
      ['unknown position', 'rebalance', { userAddress: user, positionManager: manager(3), positionId: '999999' }, 404, 'INVALID_PARAMETERS'],
      [
        "someone else's position",
        'rebalance',
        { userAddress: chain().accounts[1]!.address, positionManager: manager(3), positionId: (await lastTokenId(user)).toString() },
        400,
        'INVALID_PARAMETERS',
      ],
      [
        'only one tick',
        'rebalance',
        { userAddress: user, positionManager: manager(3), positionId: (await lastTokenId(user)).toString(), tickLower: -60 },
        400,
        'INVALID_PARAMETERS',
      ],
      [
        'stake where no incentive is live',
        'zap',
        { ...base, poolAddress: pool(3, 'WHYPE', 'USDT0', 3000), tickLower: -887220, tickUpper: 887220, stake: true },
        400,
        'INVALID_PARAMETERS',
      ],
      [
        'pool of another pair',
        'rebalance',
        { userAddress: user, positionManager: manager(3), positionId: (await lastTokenId(user)).toString(), poolAddress: pool(3, 'UETH', 'USDT0', 500) },
        404,
        'INVALID_PARAMETERS',
      ],
    ]
    for (const [name, endpoint, body, status, error] of cases) {
      const answer = await post(endpoint, body)
      expect({ name, status: answer.status, error: answer.json.error }).toEqual({ name, status, error })
      expect(typeof answer.json.message).toBe('string')
    }
  })
})
