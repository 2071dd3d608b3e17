import { alignedTick, getLiquidityForAmounts, getSqrtRatioAtTick, sqrtPriceX96FromPrice } from '@sluice/concentrated-liquidity'
import { fixtureRangeBook, InvalidParametersError, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { type Address, maxUint256, parseAbi, zeroAddress } from 'viem'
import { uniswapV4PoolManagerAbi } from '../abi.js'
import { computeUniswapV4PoolId } from '../computeUniswapV4PoolId.js'
import type { UniswapV4PoolKey } from '../UniswapV4PoolKey.js'
import { uniswapV4Artifacts } from '../uniswapV4Artifacts.js'
import type { UniswapV4Config } from '../uniswapV4ConfigSchema.js'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/** The sandbox's fee tiers (pips) and their tick spacings, as Uniswap's interface pairs them. */
const TICK_SPACINGS: Readonly<Record<number, number>> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
const DEFAULT_FEE = 3000

/** One singleton PoolManager per chain (source 6), hookless pools (Soneium has Uniswap V4; the fixture puts it on both chains). */
const uniswapV4 = { id: 6, name: 'UniswapV4', description: 'Uniswap V4 singleton PoolManager, hookless pools (fixture deployment).' }
const stable = (usd: number) => fixtureRangeBook({ shape: 'stable', usd })
const volatile = (usd: number) => fixtureRangeBook({ shape: 'volatile', usd })
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [uniswapV4],
    pools: [
      { source: 6, pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatile(1_500_000) },
      { source: 6, pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: stable(800_000) },
    ],
  },
  1868: {
    sources: [uniswapV4],
    pools: [
      { source: 6, pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatile(3_000_000) },
      { source: 6, pair: ['wstETH', 'WETH'], fee: 100, ranges: stable(1_000_000) },
      { source: 6, pair: ['WBTC', 'WETH'], fee: 3000, ranges: volatile(800_000) },
    ],
  },
}

/**
 * How the sandbox deploys Uniswap V4: a PoolManager from v4-core's npm bytecode (owned by the
 * deployer, no protocol fee), v4-core's liquidity router beside it; hookless pools of ERC20s,
 * initialised at the fixture price; liquidity over a price range or the full range.
 */
export const uniswapV4SandboxPart: SourceSandboxPart<UniswapV4Config> = {
  world,
  bytecodes: [uniswapV4Artifacts.poolManager.bytecode, uniswapV4Artifacts.poolModifyLiquidityTest.bytecode],

  deploySource({ context }) {
    const poolManager = context.tx.deploy({ ...uniswapV4Artifacts.poolManager, args: [context.deployer] })
    const liquidityRouter = context.tx.deploy({ ...uniswapV4Artifacts.poolModifyLiquidityTest, args: [poolManager] })
    return { poolManager, liquidityRouter, blockRange: 10_000, slotsPerCall: 1_000, wordRadius: 64 }
  },

  createPool({ context, config, tokens, price, fee = DEFAULT_FEE }) {
    const tickSpacing = TICK_SPACINGS[fee]
    if (tickSpacing === undefined) throw new InvalidParametersError(`The sandbox has no Uniswap V4 tick spacing for fee ${fee}.`)
    const [currency0, currency1] = tokens
    if (BigInt(currency0) >= BigInt(currency1)) throw new InvalidParametersError(`Tokens ${currency0} and ${currency1} are not in pool order.`)
    const key: UniswapV4PoolKey = { currency0, currency1, fee, tickSpacing, hooks: zeroAddress }
    context.tx.call({ to: config.poolManager, abi: uniswapV4PoolManagerAbi, functionName: 'initialize', args: [key, sqrtPriceX96FromPrice(price)] })
    return { id: computeUniswapV4PoolId({ key }), address: config.poolManager, fee, extra: { ...key } }
  },

  addLiquidity({ context, config, pool, price, range, amount0, amount1 }) {
    const router = config.liquidityRouter
    if (!router) throw new InvalidParametersError('The Uniswap V4 source has no liquidityRouter (deploy it with the sandbox part).')
    const key = pool.extra as UniswapV4PoolKey
    const spacing = key.tickSpacing
    const tickLower = alignedTick({ price: range ? price * range.lower : 0, tickSpacing: spacing, round: 'down' })
    const tickUpper = alignedTick({ price: range ? price * range.upper : Number.POSITIVE_INFINITY, tickSpacing: spacing, round: 'up' })
    if (tickLower >= tickUpper) throw new InvalidParametersError(`Range ${range?.lower}..${range?.upper} is empty at tick spacing ${spacing}.`)
    const liquidity = getLiquidityForAmounts({
      sqrtPriceX96: sqrtPriceX96FromPrice(price),
      sqrtRatioAX96: getSqrtRatioAtTick(tickLower),
      sqrtRatioBX96: getSqrtRatioAtTick(tickUpper),
      amount0,
      amount1,
    })
    if (liquidity <= 0n) throw new InvalidParametersError(`Amounts ${amount0}/${amount1} give no liquidity in ${tickLower}..${tickUpper}.`)
    for (const token of pool.tokens) context.tx.call({ to: token as Address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
    context.tx.call({
      to: router,
      abi: uniswapV4Artifacts.poolModifyLiquidityTest.abi,
      functionName: 'modifyLiquidity',
      args: [key, { tickLower, tickUpper, liquidityDelta: liquidity, salt: `0x${'0'.repeat(64)}` }, '0x'],
    })
  },
}
