import { createRequire } from 'node:module'
import type { ContractArtifact } from '@sluice/core'
import type { Hex } from 'viem'

const json = createRequire(import.meta.url)('canonical-weth/build/contracts/WETH9.json') as { abi: ContractArtifact['abi']; bytecode: string }

/** WETH9's published bytecode (npm `canonical-weth`): the wrapped native token of every sandbox chain. */
export const weth9Artifact: ContractArtifact = {
  abi: json.abi,
  bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex,
}
