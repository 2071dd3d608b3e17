import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'

/** What the examples need from the sandbox manifest that `pnpm start` writes. */
export type SandboxChainInfo = {
  chainId: number
  name: string
  rpcUrl: string
  nativeSymbol: string
  tokens: { address: Hex; symbol: string; decimals: number }[]
  accounts: { address: Hex; privateKey: Hex }[]
}

/** The running sandbox's chain (from `.sluice/sandbox.json`, or `SLUICE_MANIFEST`). */
export function sandboxChain(chainId: number): SandboxChainInfo {
  const path = process.env.SLUICE_MANIFEST ?? join(process.cwd(), '.sluice', 'sandbox.json')
  let manifest: { chains: SandboxChainInfo[] }
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    throw new Error(`No sandbox manifest at ${path}: run \`pnpm start\` (or \`pnpm sandbox up\`) first.`)
  }
  const chain = manifest.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`The sandbox has no chain ${chainId}.`)
  return chain
}

/** The server `pnpm start` serves (`SLUICE_URL`, default http://127.0.0.1:8080). */
export const sluiceUrl = process.env.SLUICE_URL ?? 'http://127.0.0.1:8080'
