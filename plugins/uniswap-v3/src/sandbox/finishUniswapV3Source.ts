import type { SandboxFinishSourceParameters } from '@sluice/core'
import { erc20Abi } from 'viem'
import { uniswapV3StakerAbi } from '../positions/uniswapV3StakerAbi.js'
import type { UniswapV3PluginConfig } from '../uniswapV3ConfigSchema.js'
import { START_DELAY, uniswapV3StakerBytecode, uniswapV3StakerDeployAbi } from './deployV3Staker.js'

/** Pools of a deployment that get a live staking incentive in the sandbox. */
const INCENTIVIZED_POOLS = 2
const YEAR = 365n * 24n * 3600n
const REWARD = 10n ** 24n

/**
 * Uniswap's v3-staker (official npm bytecode) for a sandbox V3 deployment, with a year-long
 * incentive on its first pools, paid in each pool's token0 and starting `START_DELAY` seconds
 * after deployment; recorded in the config's `staking`, so `stake: true` works on `pnpm start`.
 * Forks without the periphery (no SwapRouter) are left as they are.
 */
export async function finishUniswapV3Source({
  context: { tx, client, deployer },
  config,
  pools,
}: SandboxFinishSourceParameters<UniswapV3PluginConfig>): Promise<UniswapV3PluginConfig> {
  if (!config.positionManager || !config.swapRouter || pools.length === 0) return config
  const staker = tx.deploy({
    abi: uniswapV3StakerDeployAbi,
    bytecode: uniswapV3StakerBytecode,
    args: [config.factory, config.positionManager, YEAR, 10n * YEAR],
  })
  await tx.flush()
  const { timestamp } = await client.getBlock()
  const incentives = pools.slice(0, INCENTIVIZED_POOLS).map((pool) => ({
    rewardToken: pool.tokens[0],
    pool: pool.address,
    startTime: timestamp + START_DELAY,
    endTime: timestamp + START_DELAY + YEAR,
    refundee: deployer,
  }))
  for (const key of incentives) {
    tx.call({ to: key.rewardToken, abi: erc20Abi, functionName: 'approve', args: [staker, REWARD] })
    tx.call({ to: staker, abi: uniswapV3StakerAbi, functionName: 'createIncentive', args: [key, REWARD] })
  }
  // The manifest is JSON: times as decimal strings (the config schema reads both).
  const staking = { staker, incentives: incentives.map((key) => ({ ...key, startTime: key.startTime.toString(), endTime: key.endTime.toString() })) }
  // The config as the manifest's JSON holds it (times as strings): the schema's input, typed as its output
  // because the sandbox's source entries carry the output type; every reader parses it with the schema.
  return { ...config, staking } as unknown as UniswapV3PluginConfig
}
