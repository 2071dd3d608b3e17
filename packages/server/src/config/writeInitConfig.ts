import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { InvalidConfigError } from '@sluice/core'
import { knownDeployments } from './knownDeployments.js'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type WriteInitConfigParameters = {
  /** A chain of the known deployments: 999 (HyperEVM) or 1868 (Soneium). */
  chainId: number
  /** The chain's RPC node (HTTP). */
  rpcUrl: string
  /** The config file to create; an existing file is never overwritten. */
  path: string
}

/**
 * Writes a server config for one chain from its known deployments (`knownDeployments.ts`): the
 * chain's wrapped native token, Multicall3, stable tokens and the cited DEX deployments a default
 * plugin serves, with their source IDs. No `contracts`: Sluice's router is not deployed on these
 * chains, so the config serves quotes only until you deploy it. Returns the config as the server
 * reads it. Throws `InvalidConfigError` for an unknown chain, a bad RPC URL or an existing file.
 */
export function writeInitConfig({ chainId, rpcUrl, path }: WriteInitConfigParameters): ServerConfig {
  const chain = knownDeployments.find((known) => known.chainId === chainId)
  if (!chain)
    throw new InvalidConfigError(`No known deployments for chain ${chainId}.`, {
      details: `Known chains: ${knownDeployments.map((known) => `${known.chainId} (${known.name})`).join(', ')}.`,
    })
  const json = {
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
        sources: chain.sources.map(({ id, name, description, kind, deployBlock, config }) => ({ id, name, description, kind, deployBlock, config })),
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
