import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { InvalidConfigError, summarizeError } from '@sluice/core'
import type { Address } from 'viem'

export type WriteConfigContractsParameters = {
  path: string
  chainId: number
  contracts: {
    router: Address
    swapLogic: Address
    feeVault: Address
    executors: Readonly<Record<string, Address>>
    positionExecutors?: Readonly<Record<string, Address>> | undefined
  }
}

/**
 * Sets `contracts` of one chain in a config file, leaving everything else in the file as it was
 * (keys, order, other chains), and writes it through a temporary file so that a crash never
 * leaves half a config. Executors already listed for other kinds are kept.
 */
export function writeConfigContracts({ path, chainId, contracts }: WriteConfigContractsParameters): void {
  let json: { chains?: { chainId?: unknown; contracts?: { executors?: Record<string, string> } }[] }
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new InvalidConfigError(`Cannot read config file ${path}.`, { cause, details: summarizeError({ error: cause }) })
  }
  const chain = json.chains?.find((entry) => entry.chainId === chainId)
  if (!chain) throw new InvalidConfigError(`Config file ${path} has no chain ${chainId}.`)
  const { positionExecutors, ...rest } = contracts
  chain.contracts = {
    ...rest,
    executors: { ...chain.contracts?.executors, ...contracts.executors },
    ...(positionExecutors && Object.keys(positionExecutors).length > 0 ? { positionExecutors } : {}),
  }
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(json, null, 2)}\n`)
  renameSync(temporary, path)
}
