import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkLiquidityBookDeployment } from './checkLiquidityBookDeployment.js'
import { createLiquidityBookAdapter, LIQUIDITY_BOOK_KIND } from './createLiquidityBookAdapter.js'
import { liquidityBookExecutorAbi, liquidityBookExecutorBytecode } from './generated/liquidityBookExecutor.js'
import type { LiquidityBookState } from './LiquidityBookState.js'
import { type LiquidityBookPluginConfig, liquidityBookConfigSchema } from './liquidityBookConfigSchema.js'
import { liquidityBookSandboxPart } from './sandbox/liquidityBookSandboxPart.js'

/** The Liquidity Book DEX type: Trader Joe v2.2 pairs (bins, base plus variable fee); its forks by config. */
export const liquidityBookPlugin: SourcePlugin<LiquidityBookPluginConfig, LiquidityBookState> = {
  kind: LIQUIDITY_BOOK_KIND,
  parseConfig: (config, what = 'a Liquidity Book source config') => parseWithSchema({ schema: liquidityBookConfigSchema, value: config, what }),
  createAdapter: createLiquidityBookAdapter,
  executor: { abi: liquidityBookExecutorAbi, bytecode: liquidityBookExecutorBytecode },
  sandbox: liquidityBookSandboxPart,
  checkDeployment: checkLiquidityBookDeployment,
}
