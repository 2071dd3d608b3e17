import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { computeSluiceContractAddresses, routerAbi } from '@sluice/contracts'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { loadConfig, runConfigCheck, type ServerConfig, startServer, swapResponseSchema, writeInitConfig } from '@sluice/server'
import { type Address, createPublicClient, createTestClient, createWalletClient, defineChain, type Hex, http, parseEther, toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions, type TransactionToSend } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { replicaDeployerKey, type StartReplicaChainReturnType, startReplicaChain } from '../support/replica/startReplicaChain.js'
import { runSluiceCliInProcess } from '../support/runSluiceCliInProcess.js'
import { sluiceCliArgs } from '../support/sluiceCliArgs.js'

// A self-hoster on a real chain: a config from the known deployments, `sluice contracts deploy` from
// a key in the environment for another owner, the owner's own call, then `sluice config check`. The
// replica of Soneium (1868) plays the chain: the DEXes' official bytecode at the presets' addresses.

const root = join(import.meta.dirname, '../..')
const CHAIN_ID = 1868
const key = (addressIndex: number) => {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })
  return { account, privateKey: toHex(account.getHdKey().privateKey!) }
}
/** Pays for the deployment; its key comes from the environment, as a self-hoster's would. */
const signer = key(7)
/** Owns the router and the fee vault (a multisig, say): it never gives the command its key. */
const owner = key(8)

/** A `sluice` command as a real process; answers its exit code and output. */
function sluice(args: string[], env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, sluiceCliArgs({ args }), {
    cwd: root,
    env: { ...process.env, SLUICE_DEPLOYER_PRIVATE_KEY: undefined, SLUICE_KEYSTORE_PASSWORD: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}

let replica: StartReplicaChainReturnType
let path: string
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Soneium replica',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
})
const clientOf = () => createPublicClient({ chain, transport: http(replica.rpcUrl), pollingInterval: 100 })
const walletOf = (privateKey: Hex) => createWalletClient({ chain, account: privateKeyToAccount(privateKey), transport: http(replica.rpcUrl) })
const written = () => (JSON.parse(readFileSync(path, 'utf8')) as ServerConfig).chains[0]!

beforeAll(async () => {
  replica = await startReplicaChain({ chainId: CHAIN_ID })
  const anvil = createTestClient({ mode: 'anvil', transport: http(replica.rpcUrl) })
  for (const { account } of [signer, owner]) await anvil.setBalance({ address: account.address, value: parseEther('100') })
  // The config `sluice config init` writes, less the presets this chain lacks (the replica holds
  // only those its pools come from): `config init`'s own check names each ("factory … has no
  // code"), and a self-hoster removes them.
  path = join(mkdtempSync(join(tmpdir(), 'sluice-deploy-replica-')), 'sluice.config.json')
  writeInitConfig({ chainId: CHAIN_ID, rpcUrl: replica.rpcUrl, path, plugins: defaultSourcePlugins })
  const config = JSON.parse(readFileSync(path, 'utf8')) as ServerConfig
  const held = new Set(replica.sources.map((source) => source.id))
  config.chains[0]!.sources = config.chains[0]!.sources.filter((source) => held.has(source.id))
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`)
})
afterAll(() => replica?.stop())

// The first CLI run is a real Node process (seconds of loading the server and every plugin); the second runs in process.
describe('`sluice contracts deploy` then `sluice config check` on the Soneium replica', { timeout: 300_000 }, () => {
  it('deploys for another owner at the addresses computed from the owner alone, prints the owner’s call, and after it `config check` passes', async () => {
    const ids = (sources: readonly { id: number }[]) => sources.map((source) => source.id).sort()
    expect(ids(written().sources)).toEqual(ids(replica.sources))
    const env = { SLUICE_DEPLOYER_PRIVATE_KEY: signer.privateKey }
    // The config's own `rpcUrl` (no `--rpc`): the node of the chain it names.
    const first = await sluice(['contracts', 'deploy', '--config', path, '--owner', owner.account.address], env)
    expect(first.code, first.stderr).toBe(0)
    for (const subject of ['swap logic', 'fee vault', 'router']) expect(first.stdout).toMatch(new RegExp(`^ {2}${subject} +0x[0-9a-fA-F]{40} deployed$`, 'm'))
    expect(first.stdout).toContain('The signer is not the owner')

    // Deterministic: the addresses follow from the code, the owner and the chain's wrapped native token, not from the signer or its nonce.
    const config = written()
    const kinds = [...new Set(config.sources.map((source) => source.kind))].sort()
    const plugin = (kind: string) => defaultSourcePlugins.find((entry) => entry.kind === kind)!
    const planned = computeSluiceContractAddresses({
      owner: owner.account.address,
      wrappedNative: config.wrappedNative,
      executors: kinds.map((kind) => ({ kind, ...plugin(kind).executor })),
      positionExecutors: kinds.flatMap((kind) => {
        const positions = plugin(kind).positions
        if (!positions) return []
        const positionManagers = config.sources
          .filter((source) => source.kind === kind)
          .flatMap((source) => positions.positionManager(plugin(kind).parseConfig(source.config, '')) ?? [])
        return positionManagers.length === 0 ? [] : [{ kind, ...positions.executor, positionManagers }]
      }),
    })
    expect(config.contracts).toMatchObject({ router: planned.router, swapLogic: planned.swapLogic, feeVault: planned.feeVault, executors: planned.executors })
    expect(Object.keys(config.contracts!.executors).sort()).toEqual(kinds)
    const client = clientOf()
    expect(await client.readContract({ address: planned.router, abi: routerAbi, functionName: 'owner' })).toBe(owner.account.address)

    // The owner sends what the command printed (to and calldata), then the same command finds everything done.
    const calls = [...first.stdout.matchAll(/needs the owner: .*\(to (0x[0-9a-fA-F]{40}), data (0x[0-9a-fA-F]+)\)$/gm)]
    expect(calls.length, first.stdout).toBe(1)
    for (const [, to, data] of calls) {
      const hash = await walletOf(owner.privateKey).sendTransaction({ to: to as Address, data: data as Hex })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    }
    const nonce = await client.getTransactionCount({ address: signer.account.address })
    // The same command again, in this process by the entry the binary runs (the first run proved the binary).
    const again = await runSluiceCliInProcess({
      args: ['contracts', 'deploy', '--config', path, '--owner', owner.account.address],
      env: { SLUICE_KEYSTORE_PASSWORD: undefined, ...env },
    })
    expect(again.status, again.stderr).toBe(0)
    expect(again.stdout).not.toContain('needs the owner')
    expect(again.stdout).toMatch(/Done: run `sluice config check/)
    expect(await client.getTransactionCount({ address: signer.account.address })).toBe(nonce)

    // `sluice config check`'s own function (a process more would only load the plugins again).
    const lines: string[] = []
    const { errors } = await runConfigCheck({ configPath: path, write: (line) => lines.push(line) })
    const report = lines.join('\n')
    expect(errors, report).toBe(0)
    const ok = lines.filter((line) => line.startsWith('ok'))
    expect(ok.some((line) => line.includes(`chain ${CHAIN_ID}: the node serves chain ${CHAIN_ID}`))).toBe(true)
    for (const source of config.sources)
      expect(
        ok.some((line) => line.includes(`source ${source.id} (${source.name}):`)),
        `${source.name}: ${report}`,
      ).toBe(true)
    expect(ok.some((line) => line.includes(`router ${planned.router}`))).toBe(true)
    for (const [kind, executor] of Object.entries(planned.executors))
      expect(ok.some((line) => line.includes(`executor "${kind}" ${executor} is allowed.`))).toBe(true)
  })

  it('a server on the written config executes a swap through each source exactly as quoted', async () => {
    const config = loadConfig({ path })
    const server = await startServer({
      // Node timeouts above the defaults: the replica shares a busy machine with other tests.
      config: { ...config, host: '127.0.0.1', chains: config.chains.map((entry) => ({ ...entry, rpcTimeoutMs: 15_000, headTimeoutMs: 5_000 })) },
      port: 0,
      plugins: defaultSourcePlugins,
    })
    try {
      // The replica's deployer holds plenty of every token.
      const wallet = walletOf(replicaDeployerKey)
      const client = clientOf()
      for (const source of config.chains[0]!.sources) {
        const pool = replica.pools.find((entry) => entry.sourceId === source.id)!
        const [tokenIn, tokenOut] = pool.tokens as [Address, Address]
        const token = replica.tokens.find((entry) => entry.address === tokenIn)!
        // About 100 USD.
        const amountIn = (BigInt(Math.round(100e6 / token.priceUsd)) * 10n ** BigInt(token.decimals)) / 1_000_000n
        const request = { tokenIn, tokenOut, amountIn: amountIn.toString(), includedSources: [source.id], userAddress: wallet.account.address }
        const { status, json } = await postJson({ url: `${server.url}/${CHAIN_ID}/v1/swap`, body: request, retryUnavailable: true })
        expect(status, `${source.name}: ${JSON.stringify(json)}`).toBe(200)
        const swap = swapResponseSchema.parse(json)
        expect(
          swap.quote.swaps.every((step) => step.dexName === source.name),
          source.name,
        ).toBe(true)
        const transactions = swap.transactions as TransactionToSend[]
        expect(transactions.at(-1)?.to.toLowerCase()).toBe(config.chains[0]!.contracts!.router.toLowerCase())
        const { receipts, deltas } = await executeTransactions({ client, wallet, transactions, tokens: [tokenIn, tokenOut] })
        expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
        expect(deltas, source.name).toEqual([-amountIn, BigInt(swap.quote.amountOut)])
      }
    } finally {
      await server.close()
    }
  })
})
