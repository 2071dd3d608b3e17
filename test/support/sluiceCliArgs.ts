export type SluiceCliArgsParameters = {
  /** The command line after `sluice`. */
  args: readonly string[]
  /**
   * Run the TypeScript sources under tsx (`pnpm sluice`), not the bundle: for a CLI that imports
   * TypeScript at run time (an outside plugin that imports a workspace plugin's sources), which
   * then shares the server's copy of each workspace package. Default: the bundle.
   */
  sources?: boolean | undefined
}

/**
 * The arguments of `node` (`process.execPath`, from the repository's root) that run the workspace's
 * `sluice` CLI: the bundle of its sources the chain project's global set-up built
 * (test/setup/buildSluiceCli.ts), which starts without tsx's cost, or the sources themselves.
 */
export function sluiceCliArgs({ args, sources = false }: SluiceCliArgsParameters): string[] {
  if (sources) return ['--import', 'tsx', 'packages/server/src/cli.ts', ...args]
  const bundle = process.env.SLUICE_TEST_CLI
  if (!bundle) throw new Error('SLUICE_TEST_CLI is not set: the CLI bundle is built by the chain project’s global set-up (test/setup/globalSetup.ts)')
  return [bundle, ...args]
}
