import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Wallet } from '@ethereumjs/wallet'
import { isSluiceError } from '@sluice/core'
import { hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { loadDeployerAccount } from './loadDeployerAccount.js'

/** Anvil's first development key (public, never funded anywhere real). */
const privateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const address = privateKeyToAccount(privateKey).address

const rejects = async (promise: Promise<unknown>, message: RegExp) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(isSluiceError(error, 'InvalidConfigError')).toBe(true)
  expect((error as Error).message).toMatch(message)
  expect((error as Error).message).not.toContain(privateKey.slice(2))
}

describe('loadDeployerAccount', () => {
  it('takes the key from SLUICE_DEPLOYER_PRIVATE_KEY, with or without 0x', async () => {
    expect((await loadDeployerAccount({ env: { SLUICE_DEPLOYER_PRIVATE_KEY: privateKey } })).address).toBe(address)
    expect((await loadDeployerAccount({ env: { SLUICE_DEPLOYER_PRIVATE_KEY: ` ${privateKey.slice(2)}\n` } })).address).toBe(address)
  })

  it('refuses no key and a malformed key, without echoing it', async () => {
    await rejects(loadDeployerAccount({ env: {} }), /No deployer key: set SLUICE_DEPLOYER_PRIVATE_KEY/)
    await rejects(loadDeployerAccount({ env: { SLUICE_DEPLOYER_PRIVATE_KEY: `${privateKey}00` } }), /is not a private key/)
  })

  describe('a v3 keystore (scrypt, as geth and `cast wallet` write it)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sluice-keystore-'))
    afterAll(() => rmSync(folder, { recursive: true, force: true }))
    const keystore = join(folder, 'deployer.json')
    // A small scrypt cost keeps the test fast; the format is the same.
    writeFileSync(keystore, await Wallet.fromPrivateKey(hexToBytes(privateKey)).toV3String('correct horse', { kdf: 'scrypt', n: 1024 }))

    it('decrypts with the password from SLUICE_KEYSTORE_PASSWORD, before any key in the environment', async () => {
      const env = { SLUICE_KEYSTORE_PASSWORD: 'correct horse', SLUICE_DEPLOYER_PRIVATE_KEY: `0x${'11'.repeat(32)}` }
      expect((await loadDeployerAccount({ keystore, env })).address).toBe(address)
    })

    it('asks for the password when the environment has none', async () => {
      expect((await loadDeployerAccount({ keystore, env: {}, askPassword: async () => 'correct horse' })).address).toBe(address)
    })

    it('refuses a wrong password, no password, and a missing file', async () => {
      await rejects(loadDeployerAccount({ keystore, env: { SLUICE_KEYSTORE_PASSWORD: 'wrong' } }), /Cannot decrypt keystore/)
      await rejects(loadDeployerAccount({ keystore, env: {}, askPassword: async () => undefined }), /No password for keystore .*SLUICE_KEYSTORE_PASSWORD/)
      await rejects(loadDeployerAccount({ keystore: join(folder, 'missing.json'), env: {} }), /Cannot read keystore/)
    })
  })
})
