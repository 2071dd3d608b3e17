import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Hex } from 'viem'

const require = createRequire(import.meta.url)

/**
 * Multicall3's creation code as viem publishes it (viem uses it for deployless multicalls;
 * it is the contract every chain has at 0xcA11bde05977b3631167028862bE2a173976CA11). viem does
 * not export it from its entry, so it is read from viem's constants module by path.
 */
export async function multicall3CreationCode(): Promise<Hex> {
  const viemRoot = dirname(require.resolve('viem/package.json'))
  const module = (await import(pathToFileURL(join(viemRoot, '_esm', 'constants', 'contracts.js')).href)) as { multicall3Bytecode: Hex }
  return module.multicall3Bytecode
}
