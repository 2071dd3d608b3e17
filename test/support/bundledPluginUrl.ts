import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

export type BundledPluginUrlParameters = {
  /** The plugin's folder under plugins/, e.g. `uniswap-v2`. */
  plugin: string
}

/**
 * The `file:` URL of a workspace plugin's entry in the CLI bundle the chain project's global set-up
 * built (test/setup/buildSluiceCli.ts), for an outside plugin module a test writes: the bundled
 * CLI (`sluiceCliArgs`) loads it as plain JavaScript, and it shares the CLI's modules (one copy of
 * core and of the plugin).
 */
export function bundledPluginUrl({ plugin }: BundledPluginUrlParameters): string {
  const bundle = process.env.SLUICE_TEST_CLI
  if (!bundle) throw new Error('SLUICE_TEST_CLI is not set: the CLI bundle is built by the chain project’s global set-up (test/setup/globalSetup.ts)')
  return pathToFileURL(join(dirname(bundle), 'plugins', `${plugin}.js`)).href
}
