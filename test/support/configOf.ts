import { defaultSourcePlugins } from '@sluice/default-plugins'
import type { SourceEntry } from '@sluice/sandbox'
import type { Address, Hex } from 'viem'

/** The fields of the default plugins' source configs that tests and the bench read. */
export type SourceConfigView = {
  factory: Address
  initCodeHash: Hex
  /** Uniswap V2: Router02. */
  router?: Address | undefined
  /** Uniswap V3: SwapRouter, QuoterV2, NonfungiblePositionManager. */
  swapRouter?: Address | undefined
  quoter?: Address | undefined
  positionManager?: Address | undefined
  fee?: number | undefined
  feeTiers?: { fee: number; tickSpacing: number }[] | undefined
}

/** A sandbox source's config, parsed by the default plugin of its kind. */
export function configOf(source: SourceEntry): SourceConfigView {
  const plugin = defaultSourcePlugins.find((p) => p.kind === source.kind)
  if (!plugin) throw new Error(`No default plugin serves ${source.kind}.`)
  return plugin.parseConfig(source.config) as SourceConfigView
}
