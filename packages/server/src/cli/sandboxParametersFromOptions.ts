import type { SandboxManifest, StartSandboxParameters } from '@sluice/sandbox'

/** The options `addSandboxOptions` defines, as commander parses them. */
export type SandboxCliOptions = Record<string, string | string[] | number | bigint | boolean | undefined>

export type SandboxParametersFromOptionsParameters = {
  options: SandboxCliOptions
  /** Reads the fork manifest (`readManifest` of `@sluice/sandbox`). */
  readManifest: (parameters: { path: string }) => Promise<SandboxManifest | undefined>
  /** Reads a fork's extra sources (`readForkSources` of `@sluice/sandbox`). */
  readForkSources: (parameters: { path: string }) => Promise<StartSandboxParameters['forkSources']>
}

/** What `startSandbox` takes from the command line: all but the plugins. */
export type SandboxParametersFromOptionsReturnType = Omit<StartSandboxParameters, 'plugins' | 'bridgePlugins' | 'worlds'>

/** The `startSandbox` parameters of the options of `addSandboxOptions`, the same for `sandbox up` and `start`. */
export async function sandboxParametersFromOptions({
  options,
  readManifest,
  readForkSources,
}: SandboxParametersFromOptionsParameters): Promise<SandboxParametersFromOptionsReturnType> {
  const chains = String(options.chains).split(',').map(Number)
  const perChain = <T>(key: string) =>
    Object.fromEntries(chains.flatMap((id) => (options[`${key}${id}`] === undefined ? [] : [[id, options[`${key}${id}`] as T]])))
  const forkManifestPath = options.forkManifest ? String(options.forkManifest) : undefined
  const forkSourcesPath = options.forkSources ? String(options.forkSources) : undefined
  return {
    chains,
    host: String(options.host),
    ports: perChain<number>('port'),
    forkUrls: perChain<string>('forkUrl'),
    forkBlockNumbers: perChain<bigint>('forkBlock'),
    forkManifest: forkManifestPath ? await readManifest({ path: forkManifestPath }) : undefined,
    forkSources: forkSourcesPath ? await readForkSources({ path: forkSourcesPath }) : undefined,
    maxLogRange: options.maxLogRange as bigint | undefined,
    cacheDir: options.cache === false ? false : undefined,
  }
}
