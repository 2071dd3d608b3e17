import { readFileSync } from 'node:fs'
import { Wallet } from '@ethereumjs/wallet'
import { InvalidConfigError, summarizeError } from '@sluice/core'
import type { Hex, LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type LoadDeployerAccountParameters = {
  /** An encrypted JSON keystore (Web3 Secret Storage v3, as geth, Foundry's `cast wallet` and most wallets export it). */
  keystore?: string | undefined
  /** The environment: `SLUICE_DEPLOYER_PRIVATE_KEY`, `SLUICE_KEYSTORE_PASSWORD`. */
  env?: NodeJS.ProcessEnv | undefined
  /** Asks for the keystore's password when the environment has none (e.g. on a terminal, unechoed). */
  askPassword?: (() => Promise<string | undefined>) | undefined
}

/** The environment variable holding the deployer's private key (0x and 64 hex digits). */
const deployerKeyVariable = 'SLUICE_DEPLOYER_PRIVATE_KEY'
/** The environment variable holding the keystore's password. */
const keystorePasswordVariable = 'SLUICE_KEYSTORE_PASSWORD'

/**
 * The signer of `sluice contracts deploy`: the keystore's key when a keystore is given (decrypted
 * by `@ethereumjs/wallet` with the password from the environment or `askPassword`), else the
 * private key in `SLUICE_DEPLOYER_PRIVATE_KEY`. Throws `InvalidConfigError` when there is neither,
 * or the key or password is wrong; the error never contains the key.
 */
export async function loadDeployerAccount({ keystore, env = process.env, askPassword }: LoadDeployerAccountParameters): Promise<LocalAccount> {
  if (keystore !== undefined) {
    let json: string
    try {
      json = readFileSync(keystore, 'utf8')
    } catch (cause) {
      throw new InvalidConfigError(`Cannot read keystore ${keystore}.`, { details: summarizeError({ error: cause }) })
    }
    const password = env[keystorePasswordVariable] ?? (await askPassword?.())
    if (password === undefined) throw new InvalidConfigError(`No password for keystore ${keystore}: set ${keystorePasswordVariable} or run on a terminal.`)
    let wallet: Wallet
    try {
      wallet = await Wallet.fromV3(json, password, true)
    } catch (cause) {
      throw new InvalidConfigError(`Cannot decrypt keystore ${keystore} (wrong password, or not a v3 keystore).`, { details: summarizeError({ error: cause }) })
    }
    return privateKeyToAccount(wallet.getPrivateKeyString())
  }
  const key = env[deployerKeyVariable]?.trim()
  if (!key) throw new InvalidConfigError(`No deployer key: set ${deployerKeyVariable} to its private key, or pass --keystore FILE.`)
  const hex = key.startsWith('0x') ? key : `0x${key}`
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new InvalidConfigError(`${deployerKeyVariable} is not a private key (expected 64 hex digits, 0x optional).`)
  return privateKeyToAccount(hex as Hex)
}
