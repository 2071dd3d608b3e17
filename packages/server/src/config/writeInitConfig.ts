import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { type AnySourcePlugin, InvalidConfigError, isSluiceError, knownChains } from '@sluice/core'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type WriteInitConfigParameters = {
  /** A known chain: 999 (HyperEVM) or 1868 (Soneium). */
  chainId: number
  /** The chain's RPC node (HTTP). */
  rpcUrl: string
  /** The config file to create; an existing file is never overwritten. */
  path: string
  /** The plugins whose known deployments on the chain are written (`loadPlugins`: the default ones and any added). */
  plugins: readonly AnySourcePlugin[]
  /**
   * The config's `plugins`: the added plugin modules, as they resolve from the config file's
   * folder (`configPluginSpecifiers`), so that the server and `config check` load them from the file alone.
   */
  pluginModules?: readonly string[] | undefined
}

/**
 * Writes a server config for one known chain (`knownChains` of `@sluice/default-plugins`): the
 * chain's wrapped native token, Multicall3 and stable tokens, and the cited deployments the given
 * plugins know there (`SourcePlugin.knownDeployments`, pending ones left out), by source ID. No
 * `contracts`: Sluice's router is not deployed on these chains, so the config serves quotes only
 * until you deploy it. Returns the config as the server reads it. Throws `InvalidConfigError` for
 * an unknown chain, a source ID two plugins claim (naming both), a known deployment whose config its
 * plugin does not parse, a bad RPC URL or an existing file.
 */
export function writeInitConfig({ chainId, rpcUrl, path, plugins, pluginModules = [] }: WriteInitConfigParameters): ServerConfig {
  const chain = knownChains.find((known) => known.chainId === chainId)
  if (!chain)
    throw new InvalidConfigError(`No known deployments for chain ${chainId}.`, {
      details: `Known chains: ${knownChains.map((known) => `${known.chainId} (${known.name})`).join(', ')}.`,
    })
  const deployments = plugins
    .flatMap((plugin) => (plugin.knownDeployments?.[chainId] ?? []).map((deployment) => ({ plugin, kind: plugin.kind, ...deployment })))
    .sort((a, b) => a.id - b.id)
  const clash = deployments.findIndex((deployment, index) => deployments[index + 1]?.id === deployment.id)
  if (clash >= 0) {
    const [a, b] = [deployments[clash]!, deployments[clash + 1]!]
    throw new InvalidConfigError(`Two known deployments of chain ${chainId} use source ID ${a.id}.`, {
      details: `"${a.name}" of plugin "${a.kind}" and "${b.name}" of plugin "${b.kind}": give one of them a source ID no other source of the chain uses.`,
    })
  }
  const written = deployments.filter(({ pending }) => pending === undefined)
  // Each entry as the server will parse it: a known deployment whose config its own plugin refuses is the plugin's bug, named here.
  for (const { plugin, id, name, config } of written) {
    try {
      plugin.parseConfig(config, `the config of source ${id} (${name})`)
    } catch (cause) {
      throw new InvalidConfigError(`Plugin "${plugin.kind}" knows a deployment of chain ${chainId} whose config it does not parse: source ${id} (${name}).`, {
        cause,
        details: isSluiceError(cause) ? cause.details : cause instanceof Error ? cause.message : undefined,
      })
    }
  }
  const json = {
    ...(pluginModules.length > 0 ? { plugins: [...pluginModules] } : {}),
    chains: [
      {
        chainId: chain.chainId,
        name: chain.name,
        rpcUrl,
        nativeSymbol: chain.nativeSymbol,
        nativeName: chain.nativeName,
        wrappedNative: chain.wrappedNative.address,
        multicall3: chain.multicall3.address,
        stableTokens: chain.stableTokens.map((token) => token.address),
        sources: written.map(({ id, name, description, kind, deployBlock, config }) => ({ id, name, description, kind, deployBlock, config })),
      },
    ],
  }
  const result = serverConfigSchema.safeParse(json)
  if (!result.success) throw new InvalidConfigError(`Cannot write a config for chain ${chainId}.`, { details: result.error.message })
  mkdirSync(dirname(path), { recursive: true })
  try {
    // `wx`: fails when the file exists, in the same step that creates it.
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`, { flag: 'wx' })
  } catch (cause) {
    const exists = (cause as NodeJS.ErrnoException).code === 'EEXIST'
    throw new InvalidConfigError(exists ? `Config file ${path} already exists; it is not overwritten.` : `Cannot write config file ${path}.`, {
      cause,
      details: cause instanceof Error ? cause.message : undefined,
    })
  }
  return result.data
}
