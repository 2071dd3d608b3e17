import { MAX_TICK, MIN_TICK } from '@sluice/concentrated-liquidity'
import type { SourceSandboxPart } from '@sluice/core'
import { encodeAbiParameters, getCreate2Address, keccak256, maxUint256, parseAbi } from 'viem'
import { UNISWAP_V3_FEE_TIERS } from '../resolveUniswapV3Config.js'
import type { UniswapV3PluginConfig } from '../uniswapV3ConfigSchema.js'
import { uniswapV3MintParameters } from '../uniswapV3MintParameters.js'
import { alignedTick } from './alignedTick.js'
import { finishUniswapV3Source } from './finishUniswapV3Source.js'
import { renameSwapCallback } from './renameSwapCallback.js'
import { sqrtPriceX96FromPrice } from './sqrtPriceX96FromPrice.js'
import { uniswapV3Artifacts } from './uniswapV3Artifacts.js'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/**
 * Uniswap V3 in the sandbox, from the official bytecode: factory (with the 0.01% tier enabled),
 * NonfungiblePositionManager, SwapRouter and QuoterV2 per deployment; pools created and
 * initialised through the position manager, liquidity minted in price ranges.
 * Option `swapCallback` (a fork whose pools call e.g. `hyperswapV3SwapCallback`): the pool code
 * with that callback and a position manager with its init code hash; no SwapRouter or
 * QuoterV2 then, since they implement the original callback only.
 */
export const uniswapV3SandboxPart: SourceSandboxPart<UniswapV3PluginConfig> = {
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
    return { address: getCreate2Address({ from: config.factory, salt, bytecodeHash: config.initCodeHash }), fee }
  },
  finishSource: finishUniswapV3Source,
  addLiquidity({ context: { tx, deployer }, config, pool, price, range, amount0, amount1 }) {
    const tickSpacing = config.feeTiers.find((tier) => tier.fee === pool.fee)?.tickSpacing
    if (!config.positionManager || tickSpacing === undefined) throw new Error(`Pool ${pool.address} cannot take liquidity here.`)
    const tickLower = range ? alignedTick({ price: price * range.lower, tickSpacing, round: 'down' }) : Math.ceil(MIN_TICK / tickSpacing) * tickSpacing
    let tickUpper = range ? alignedTick({ price: price * range.upper, tickSpacing, round: 'up' }) : Math.floor(MAX_TICK / tickSpacing) * tickSpacing
    if (tickUpper <= tickLower) tickUpper = tickLower + tickSpacing
    tx.call({
      to: config.positionManager,
      abi: uniswapV3Artifacts.positionManager.abi,
      functionName: 'mint',
      args: [uniswapV3MintParameters({ pool, tickLower, tickUpper, amount0, amount1, recipient: deployer })],
    })
  },
}
