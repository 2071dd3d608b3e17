import { alignedTick, sqrtPriceX96FromPrice } from '@sluice/concentrated-liquidity'
import { fixtureRangeBook, type SandboxWorldPart, type SourceSandboxPart } from '@sluice/core'
import { encodeAbiParameters, getCreate2Address, keccak256, maxUint256, parseAbi } from 'viem'
import { UNISWAP_V3_FEE_TIERS } from '../resolveUniswapV3Config.js'
import type { UniswapV3PluginConfig } from '../uniswapV3ConfigSchema.js'
import { uniswapV3MintParameters } from '../uniswapV3MintParameters.js'
import { finishUniswapV3Source } from './finishUniswapV3Source.js'
import { renameSwapCallback } from './renameSwapCallback.js'
import { uniswapV3Artifacts } from './uniswapV3Artifacts.js'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/** Uniswap V3 itself (source 3), a fork (source 4), and on HyperEVM a fork whose pools call a renamed swap callback (source 5), as HyperSwap V3's do. */
const uniswapV3 = { id: 3, name: 'UniswapV3', description: 'Uniswap V3 concentrated liquidity, fee tiers 0.01% to 1% (fixture deployment).' }
const forkSwapV3 = { id: 4, name: 'ForkSwapV3', description: 'A Uniswap V3 fork: its own factory, position manager and routers (fixture deployment).' }
const hyperswapV3 = {
  id: 5,
  name: 'HyperSwapV3',
  description: 'A Uniswap V3 fork whose pools call hyperswapV3SwapCallback, as HyperSwap V3 does (fixture deployment).',
  options: { swapCallback: 'hyperswapV3SwapCallback' },
}
const stable = (usd: number) => fixtureRangeBook({ shape: 'stable', usd })
const volatile = (usd: number) => fixtureRangeBook({ shape: 'volatile', usd })
const thin = (usd: number) => fixtureRangeBook({ shape: 'thin', usd })
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [uniswapV3, forkSwapV3, hyperswapV3],
    pools: [
      { source: 3, pair: ['WHYPE', 'USDT0'], fee: 500, ranges: volatile(6_000_000) },
      { source: 3, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatile(1_500_000) },
      { source: 3, pair: ['UBTC', 'USDT0'], fee: 500, ranges: volatile(3_000_000) },
      { source: 3, pair: ['UETH', 'USDT0'], fee: 500, ranges: volatile(2_500_000) },
      { source: 3, pair: ['USDe', 'USDT0'], fee: 100, ranges: stable(5_000_000) },
      { source: 3, pair: ['kHYPE', 'WHYPE'], fee: 100, ranges: stable(2_000_000) },
      { source: 3, pair: ['PURR', 'USDT0'], fee: 10000, ranges: thin(80_000) },
      { source: 4, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatile(900_000) },
      { source: 4, pair: ['UBTC', 'WHYPE'], fee: 3000, ranges: volatile(700_000) },
      { source: 4, pair: ['UETH', 'UBTC'], fee: 500, ranges: volatile(1_000_000) },
      { source: 4, pair: ['USDe', 'WHYPE'], fee: 3000, ranges: thin(120_000) },
      { source: 5, pair: ['WHYPE', 'USDT0'], fee: 3000, ranges: volatile(1_100_000) },
      { source: 5, pair: ['UETH', 'WHYPE'], fee: 500, ranges: volatile(600_000) },
    ],
  },
  1868: {
    sources: [uniswapV3, forkSwapV3],
    pools: [
      { source: 3, pair: ['WETH', 'USDC.e'], fee: 500, ranges: volatile(8_000_000) },
      { source: 3, pair: ['WETH', 'USDC.e'], fee: 3000, ranges: volatile(2_000_000) },
      { source: 3, pair: ['USDT', 'USDC.e'], fee: 100, ranges: stable(6_000_000) },
      { source: 3, pair: ['wstETH', 'WETH'], fee: 100, ranges: stable(3_000_000) },
      { source: 3, pair: ['WBTC', 'USDC.e'], fee: 3000, ranges: volatile(2_500_000) },
      { source: 3, pair: ['ASTR', 'WETH'], fee: 10000, ranges: thin(90_000) },
      { source: 4, pair: ['WETH', 'USDT'], fee: 500, ranges: volatile(1_200_000) },
      { source: 4, pair: ['WBTC', 'WETH'], fee: 500, ranges: volatile(1_500_000) },
      { source: 4, pair: ['SONE', 'USDC.e'], fee: 3000, ranges: thin(150_000) },
      { source: 4, pair: ['WETH', 'USDC.e'], fee: 3000, ranges: volatile(600_000) },
    ],
  },
}

/**
 * Uniswap V3 in the sandbox, from the official bytecode: factory (with the 0.01% tier enabled),
 * NonfungiblePositionManager, SwapRouter and QuoterV2 per deployment; pools created and
 * initialised through the position manager, liquidity minted in price ranges.
 * Option `swapCallback` (a fork whose pools call e.g. `hyperswapV3SwapCallback`): the pool code
 * with that callback and a position manager with its init code hash; no SwapRouter or
 * QuoterV2 then, since they implement the original callback only.
 */
export const uniswapV3SandboxPart: SourceSandboxPart<UniswapV3PluginConfig> = {
  world,
  bytecodes: Object.values(uniswapV3Artifacts).map((artifact) => artifact.bytecode),
  deploySource({ context: { tx, wrappedNative, tokens }, options }) {
    const swapCallback = typeof options?.swapCallback === 'string' ? options.swapCallback : undefined
    const fork = swapCallback ? renameSwapCallback({ swapCallback }) : undefined
    const factory = tx.deploy({ abi: uniswapV3Artifacts.factory.abi, bytecode: fork?.factoryBytecode ?? uniswapV3Artifacts.factory.bytecode })
    tx.call({ to: factory, abi: uniswapV3Artifacts.factory.abi, functionName: 'enableFeeAmount', args: [100, 1] })
    const positionManager = tx.deploy({
      abi: uniswapV3Artifacts.positionManager.abi,
      bytecode: fork?.positionManagerBytecode ?? uniswapV3Artifacts.positionManager.bytecode,
      args: [factory, wrappedNative, '0x0000000000000000000000000000000000000000'],
    })
    const periphery = fork
      ? {}
      : {
          swapRouter: tx.deploy({ ...uniswapV3Artifacts.swapRouter, args: [factory, wrappedNative] }),
          quoter: tx.deploy({ ...uniswapV3Artifacts.quoterV2, args: [factory, wrappedNative] }),
        }
    for (const token of tokens) tx.call({ to: token, abi: erc20Abi, functionName: 'approve', args: [positionManager, maxUint256] })
    return {
      factory,
      initCodeHash: fork?.initCodeHash ?? keccak256(uniswapV3Artifacts.pool.bytecode),
      feeTiers: UNISWAP_V3_FEE_TIERS.map((tier) => ({ ...tier })),
      swapCallback: swapCallback ?? 'uniswapV3SwapCallback',
      positionManager,
      ...periphery,
    }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1], price, fee = 3000 }) {
    if (!config.positionManager) throw new Error('The sandbox creates V3 pools through a position manager.')
    if (!config.feeTiers.some((tier) => tier.fee === fee)) throw new Error(`Fee ${fee} is not an enabled V3 fee tier.`)
    tx.call({
      to: config.positionManager,
      abi: uniswapV3Artifacts.positionManager.abi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, fee, sqrtPriceX96FromPrice(price)],
    })
    const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [token0, token1, fee]))
    const address = getCreate2Address({ from: config.factory, salt, bytecodeHash: config.initCodeHash })
    return { id: address, address, fee }
  },
  finishSource: finishUniswapV3Source,
  addLiquidity({ context: { tx, deployer }, config, pool, price, range, amount0, amount1 }) {
    const tickSpacing = config.feeTiers.find((tier) => tier.fee === pool.fee)?.tickSpacing
    if (!config.positionManager || tickSpacing === undefined) throw new Error(`Pool ${pool.address} cannot take liquidity here.`)
    const tickLower = alignedTick({ price: range ? price * range.lower : 0, tickSpacing, round: 'down' })
    let tickUpper = alignedTick({ price: range ? price * range.upper : Number.POSITIVE_INFINITY, tickSpacing, round: 'up' })
    if (tickUpper <= tickLower) tickUpper = tickLower + tickSpacing
    tx.call({
      to: config.positionManager,
      abi: uniswapV3Artifacts.positionManager.abi,
      functionName: 'mint',
      args: [uniswapV3MintParameters({ pool, tickLower, tickUpper, amount0, amount1, recipient: deployer })],
    })
  },
}
