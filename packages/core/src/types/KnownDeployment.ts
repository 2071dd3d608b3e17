import type { SourceEntry } from './SourcePlugin.js'

/** Where a known value was read: a repository file at a commit, or a documentation page. */
export type Citation = {
  url: string
  /** What was read there. */
  note: string
}

/**
 * A public deployment of a plugin's DEX type: the source entry `sluice config init` writes into a
 * config (its `kind` is the plugin's), and the citations of its values.
 */
export type KnownDeployment = Omit<SourceEntry, 'kind' | 'config'> & {
  /** Where pool discovery starts; `0` where no public source gives the deployment block. */
  deployBlock: string
  /** The plugin's own config, as `parseConfig` takes it. */
  config: Readonly<Record<string, unknown>>
  sources: readonly Citation[]
  /**
   * Why the deployment is recorded but not written into configs (a value no public source gives,
   * a pool type the plugin does not serve yet); its source ID stays reserved on its chain.
   */
  pending?: string | undefined
}
