import { dirname, join } from 'node:path'

export type BundledEntryParameters = {
  /** The entry's name in the bundle: `plugins/<folder>` (a workspace plugin) or `examples/<name>` (a runnable example). */
  entry: string
}

/**
 * The path of an entry of the CLI bundle the chain project's global set-up built
 * (test/setup/buildSluiceCli.ts): a workspace plugin, for an outside plugin module a test writes
 * (the bundled CLI, `sluiceCliArgs`, loads it as plain JavaScript and it shares the CLI's modules:
 * one copy of core and of the plugin), or an example, run by `node` without tsx.
 */
export function bundledEntry({ entry }: BundledEntryParameters): string {
  const bundle = process.env.SLUICE_TEST_CLI
  if (!bundle) throw new Error('SLUICE_TEST_CLI is not set: the CLI bundle is built by the chain project’s global set-up (test/setup/globalSetup.ts)')
  return join(dirname(bundle), `${entry}.js`)
}
