export type SluiceCliArgsParameters = {
  /** The command line after `sluice`. */
  args: readonly string[]
}

/**
 * The arguments of `node` (`process.execPath`, from the repository's root) that run the workspace's
 * `sluice` CLI: the bundle of its sources the chain project's global set-up built
 * (test/setup/buildSluiceCli.ts), which starts without tsx's cost. An outside plugin module a test
 * writes imports workspace plugins from the same bundle (`bundledEntry`).
 */
export function sluiceCliArgs({ args }: SluiceCliArgsParameters): string[] {
  const bundle = process.env.SLUICE_TEST_CLI
  if (!bundle) throw new Error('SLUICE_TEST_CLI is not set: the CLI bundle is built by the chain project’s global set-up (test/setup/globalSetup.ts)')
  return [bundle, ...args]
}
