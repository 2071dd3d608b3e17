import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { createExampleDexAdapter, EXAMPLE_DEX_KIND } from './createExampleDexAdapter.js'
import type { ExampleDexState } from './ExampleDexState.js'
import { type ExampleDexPluginConfig, exampleDexConfigSchema } from './exampleDexConfigSchema.js'
import { exampleDexSandboxPart } from './exampleDexSandboxPart.js'
import { exampleDexExecutorAbi, exampleDexExecutorBytecode } from './generated/exampleDexExecutor.js'

/**
 * The example-dex DEX type. To serve it, load its module (`sluicePlugins`) with `--plugin`, a project
 * file's or a server config's `plugins`, or add it to the default list; its sandbox part puts its
 * pools in the sandbox world.
 */
export const exampleDexPlugin: SourcePlugin<ExampleDexPluginConfig, ExampleDexState> = {
  kind: EXAMPLE_DEX_KIND,
  parseConfig: (config, what = 'a example-dex source config') => parseWithSchema({ schema: exampleDexConfigSchema, value: config, what }),
  createAdapter: createExampleDexAdapter,
  executor: { abi: exampleDexExecutorAbi, bytecode: exampleDexExecutorBytecode },
  sandbox: exampleDexSandboxPart,
}
