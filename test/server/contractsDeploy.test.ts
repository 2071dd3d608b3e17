import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { computeSluiceContractAddresses, routerAbi } from '@sluice/contracts'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest, runConfigCheck, type ServerConfig, swapResponseSchema } from '@sluice/server'
import { type Address, createPublicClient, http, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeTransactions, type TransactionToSend } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { type RunSluiceCliReturnType, runSluiceCli } from '../support/runSluiceCli.js'
import { runSluiceCliInProcess } from '../support/runSluiceCliInProcess.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

/** Anvil's development accounts beyond the sandbox's own (0 deploys its world, 1-4 are its users): funded, and unused elsewhere here. */
const key = (addressIndex: number) => {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })
  return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) }
}
const ownerA = key(7)
const ownerB = key(8)

/** The signer variables unset, then `env`: each run gets only the signer it names. */
const signerOnly = (env: Record<string, string | undefined>) => ({ SLUICE_DEPLOYER_PRIVATE_KEY: undefined, SLUICE_KEYSTORE_PASSWORD: undefined, ...env })
const withCode = ({ status, stdout, stderr }: RunSluiceCliReturnType) => ({ code: status, stdout, stderr })

/**
 * `sluice contracts deploy` (or another command) run in this process by the entry the binary runs
 * (`runCli`); never throws, answers its exit code and output. A process costs seconds of loading;
 * the binary's own wiring is proven by the runs of `sluiceProcess`.
 */
const sluice = async (args: string[], env: Record<string, string | undefined> = {}) => withCode(await runSluiceCliInProcess({ args, env: signerOnly(env) }))

/** The same as a real process of the binary (Node with tsx, from the repository root). */
const sluiceProcess = async (args: string[], env: Record<string, string | undefined> = {}) => withCode(await runSluiceCli({ args, env: signerOnly(env) }))

let sandbox: Sandbox
let folder: string
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868] })
  folder = mkdtempSync(join(tmpdir(), 'sluice-contracts-deploy-'))
})
afterAll(() => sandbox?.stop())

const manifestChain = (chainId: number) => sandbox.manifest.chains.find((chain) => chain.chainId === chainId)!

/** The sandbox's config of one chain as a self-hoster's file: no `contracts` (as `config init` writes it). */
function writeConfig(chainId: number, edit: (chain: ServerConfig['chains'][number]) => void = () => {}) {
  const config = structuredClone(configFromManifest({ manifest: sandbox.manifest, port: 0 }))
  const chain = config.chains.find((entry) => entry.chainId === chainId)!
  delete chain.contracts
  edit(chain)
  const path = join(folder, `config-${chainId}-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, `${JSON.stringify({ ...config, chains: [chain] }, null, 2)}\n`)
  return path
}
const contractsOf = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as ServerConfig).chains[0]!.contracts!
/** Deploys in big blocks, as on HyperEVM (`docs/self-hosting.md`: the router takes more gas than a fast block holds). */
const deploy = (path: string, chainId: number, signer: { privateKey: string }, args: string[] = [], run = sluice) =>
  inBigBlocks({
    rpcUrl: manifestChain(chainId).rpcUrl,
    run: () =>
      run(['contracts', 'deploy', '--config', path, '--rpc', manifestChain(chainId).rpcUrl, ...args], { SLUICE_DEPLOYER_PRIVATE_KEY: signer.privateKey }),
  })
const check = async (path: string) => {
  const lines: string[] = []
  const { errors } = await runConfigCheck({ configPath: path, write: (line) => lines.push(line) })
  return { errors, lines }
}
const kindsOf = (chainId: number) => [...new Set(manifestChain(chainId).sources.map((source) => source.kind))].sort()

// A real process (`sluiceProcess`) only where the binary is what is tested: the first deployment and a failure; the other runs are in process.
describe('sluice contracts deploy', { timeout: 300_000 }, () => {
  const paths: Record<number, string> = {}

  it('deploys on a fresh chain, writes `contracts` into the config, and `config check` passes', async () => {
    paths[999] = writeConfig(999)
    const before = readFileSync(paths[999], 'utf8')
    const { code, stdout, stderr } = await deploy(paths[999], 999, ownerA, [], sluiceProcess)
    expect(code, stderr).toBe(0)
    expect(stdout).toContain('router')
    expect(stdout).toMatch(/Done: run `sluice config check/)
    const contracts = contractsOf(paths[999])
    expect(Object.keys(contracts.executors).sort()).toEqual(kindsOf(999))
    // The rest of the file is as it was.
    const { contracts: _, ...written } = (JSON.parse(readFileSync(paths[999], 'utf8')) as ServerConfig).chains[0]!
    expect(written).toEqual((JSON.parse(before) as ServerConfig).chains[0])
    const { errors, lines } = await check(paths[999])
    expect(errors, lines.join('\n')).toBe(0)
    for (const kind of kindsOf(999)) expect(lines.some((line) => line.startsWith('ok') && line.includes(`executor "${kind}"`))).toBe(true)
    const client = createPublicClient({ transport: http(manifestChain(999).rpcUrl) })
    expect(await client.readContract({ address: contracts.router, abi: routerAbi, functionName: 'owner' })).toBe(ownerA.address)
  })

  it('a /swap on the written contracts executes exactly as quoted', async () => {
    const config = JSON.parse(readFileSync(paths[999]!, 'utf8')) as ServerConfig
    const contracts = config.chains[0]!.contracts!
    const server = await startSandboxServer({ manifest: sandbox.manifest, chains: (chain) => (chain.chainId === 999 ? { ...chain, contracts } : chain) })
    try {
      const chain = manifestChain(999)
      const token = (symbol: string) => chain.tokens.find((entry) => entry.symbol === symbol)!.address
      const request = { tokenIn: token('WHYPE'), tokenOut: token('USDT0'), amountIn: '3000000000000000000', userAddress: chain.accounts[2]!.address }
      const { status, json } = await postJson({ url: `${server.url}/999/v1/swap`, body: request, retryUnavailable: true })
      expect(status, JSON.stringify(json)).toBe(200)
      const swap = swapResponseSchema.parse(json)
      const transactions = (swap.transactions ?? []) as TransactionToSend[]
      expect(transactions.at(-1)?.to.toLowerCase()).toBe(contracts.router.toLowerCase())
      const { client, wallet } = sandboxClients({ chain, accountIndex: 2 })
      const { receipts, deltas } = await executeTransactions({ client, wallet, transactions, tokens: [request.tokenIn, request.tokenOut] })
      expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
      expect(deltas).toEqual([-3_000_000_000_000_000_000n, BigInt(swap.quote.amountOut)])
    } finally {
      await server.close()
    }
  })

  it('a re-run finds everything deployed and allowed, and sends nothing', async () => {
    const client = createPublicClient({ transport: http(manifestChain(999).rpcUrl) })
    const nonce = await client.getTransactionCount({ address: ownerA.address })
    const contracts = contractsOf(paths[999]!)
    const { code, stdout, stderr } = await deploy(paths[999]!, 999, ownerA)
    expect(code, stderr).toBe(0)
    expect(stdout).not.toMatch(/0x[0-9a-fA-F]{40} deployed$/m)
    expect(stdout).not.toContain('allowed now')
    expect(await client.getTransactionCount({ address: ownerA.address })).toBe(nonce)
    expect(contractsOf(paths[999]!)).toEqual(contracts)
  })

  it('the same owner gets the same swap logic, fee vault and executors on another chain; the router follows its chain', async () => {
    paths[1868] = writeConfig(1868)
    const { code, stderr } = await deploy(paths[1868], 1868, ownerA)
    expect(code, stderr).toBe(0)
    const [on999, on1868] = [contractsOf(paths[999]!), contractsOf(paths[1868])]
    expect(on1868.swapLogic).toBe(on999.swapLogic)
    expect(on1868.feeVault).toBe(on999.feeVault)
    for (const kind of kindsOf(1868).filter((kind) => kindsOf(999).includes(kind))) expect(on1868.executors[kind]).toBe(on999.executors[kind])
    // The router's address is the one computed from its chain's constructor arguments (wrapped native, executors, pairings).
    const chain = manifestChain(1868)
    const planned = computeSluiceContractAddresses({
      owner: ownerA.address,
      wrappedNative: chain.wrappedNative,
      executors: kindsOf(1868).map((kind) => ({ kind, ...defaultSourcePlugins.find((plugin) => plugin.kind === kind)!.executor })),
      positionExecutors: kindsOf(1868).flatMap((kind) => {
        const plugin = defaultSourcePlugins.find((entry) => entry.kind === kind)!
        const positions = plugin.positions
        if (!positions) return []
        const positionManagers = chain.sources
          .filter((source) => source.kind === kind)
          .flatMap((source) => positions.positionManager(plugin.parseConfig(source.config, '')) ?? [])
        return positionManagers.length === 0 ? [] : [{ kind, ...positions.executor, positionManagers }]
      }),
    })
    expect(on1868.router).toBe(planned.router)
    expect((await check(paths[1868])).errors).toBe(0)
  })

  it('a kind added later is announced, told when to come back, and allowed by a re-run after the delay (Anvil time travel)', async () => {
    const chain = manifestChain(1868)
    // A kind without positions whose executor no other kind shares (kinds of one family share theirs): the router lacks it.
    const plugin = (kind: string) => defaultSourcePlugins.find((entry) => entry.kind === kind)!
    const later = kindsOf(1868).find(
      (kind) => !plugin(kind).positions && kindsOf(1868).every((other) => other === kind || plugin(other).executor.bytecode !== plugin(kind).executor.bytecode),
    )!
    const path = writeConfig(1868, (entry) => {
      entry.sources = entry.sources.filter((source) => source.kind !== later)
    })
    expect((await deploy(path, 1868, ownerB)).code).toBe(0)
    expect(contractsOf(path).executors[later]).toBeUndefined()
    // The kind's sources come back: the router exists, so its executor waits the timelock.
    const full = JSON.parse(readFileSync(path, 'utf8')) as ServerConfig
    full.chains[0]!.sources = structuredClone(
      configFromManifest({ manifest: sandbox.manifest, port: 0 }).chains.find((entry) => entry.chainId === 1868)!.sources,
    )
    writeFileSync(path, JSON.stringify(full, null, 2))
    const announced = await deploy(path, 1868, ownerB)
    expect(announced.code, announced.stderr).toBe(0)
    expect(announced.stdout).toMatch(new RegExp(`executor "${later}".* announced, allowable from \\S+Z until \\S+Z`))
    const comeBack = /come back between (\S+) and (\S+) \(unix (\d+)-(\d+)\) and run:\n {2}(sluice contracts deploy .+)\n/.exec(announced.stdout)
    expect(comeBack, announced.stdout).not.toBeNull()
    expect(comeBack![5]).toContain(`--config ${path}`)
    expect(BigInt(comeBack![4]!) - BigInt(comeBack![3]!)).toBe(7n * 24n * 3600n)
    expect(contractsOf(path).executors[later]).toBeUndefined()
    const { errors } = await check(path)
    expect(errors).toBe(0)

    // Too early: nothing is sent, the same window is told again.
    const early = await deploy(path, 1868, ownerB)
    expect(early.stdout).toMatch(new RegExp(`executor "${later}".* announced earlier, allowable from`))
    expect(early.stdout).toContain(`(unix ${comeBack![3]}-${comeBack![4]})`)

    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const { timestamp } = await client.getBlock()
    await client.request({ method: 'evm_setNextBlockTimestamp' as never, params: [toHex(BigInt(comeBack![3]!))] as never })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    expect((await client.getBlock()).timestamp).toBeGreaterThan(timestamp)
    const allowed = await deploy(path, 1868, ownerB)
    expect(allowed.code, allowed.stderr).toBe(0)
    expect(allowed.stdout).toMatch(new RegExp(`executor "${later}".* allowed now`))
    expect(contractsOf(path).executors[later]).toBeDefined()
    const final = await check(path)
    expect(final.errors, final.lines.join('\n')).toBe(0)
    expect(final.lines.some((line) => line.startsWith('ok') && line.includes(`executor "${later}"`))).toBe(true)
  })

  it('an owner other than the signer gets its calls printed (the fee vault depositor), and its router and vault', async () => {
    const path = writeConfig(999)
    const { code, stdout, stderr } = await deploy(path, 999, ownerB, ['--owner', ownerA.address, '--treasury', ownerB.address])
    expect(code, stderr).toBe(0)
    expect(stdout).toMatch(/fee vault depositor .* needs the owner: let router 0x[0-9a-fA-F]{40} deposit in fee vault/)
    expect(stdout).toContain('The signer is not the owner')
    const client = createPublicClient({ transport: http(manifestChain(999).rpcUrl) })
    const router = contractsOf(path).router as Address
    expect(await client.readContract({ address: router, abi: routerAbi, functionName: 'owner' })).toBe(ownerA.address)
    expect(await client.readContract({ address: router, abi: routerAbi, functionName: 'treasury' })).toBe(ownerB.address)
    // Same owner, same fee vault as the owner's own deployment on this chain.
    expect(contractsOf(path).feeVault).toBe(contractsOf(paths[999]!).feeVault)
  })

  describe('bad inputs answer one clear line, not a stack trace', () => {
    const fails = (result: { code: number | null; stderr: string }, message: string | RegExp) => {
      expect(result.code).toBe(1)
      expect(result.stderr).toMatch(message)
      expect(result.stderr).not.toMatch(/^\s+at /m)
    }
    it('no key', async () => {
      fails(await sluiceProcess(['contracts', 'deploy', '--config', writeConfig(999)]), /No deployer key: set SLUICE_DEPLOYER_PRIVATE_KEY/)
    })
    it('a malformed key', async () => {
      fails(await deploy(writeConfig(999), 999, { privateKey: '0x1234' }), /SLUICE_DEPLOYER_PRIVATE_KEY is not a private key/)
    })
    it('a keystore that does not decrypt', async () => {
      const keystore = join(folder, 'keystore.json')
      writeFileSync(keystore, '{"version":3}')
      fails(
        await sluice(['contracts', 'deploy', '--config', writeConfig(999), '--keystore', keystore], { SLUICE_KEYSTORE_PASSWORD: 'wrong' }),
        /Cannot decrypt keystore/,
      )
    })
    it('the node of another chain', async () => {
      fails(
        await sluice(['contracts', 'deploy', '--config', writeConfig(999), '--rpc', manifestChain(1868).rpcUrl], {
          SLUICE_DEPLOYER_PRIVATE_KEY: ownerA.privateKey,
        }),
        /serves chain 1868, not 999/,
      )
    })
    it('an unreachable node', async () => {
      fails(
        await sluice(['contracts', 'deploy', '--config', writeConfig(999), '--rpc', 'http://127.0.0.1:9'], { SLUICE_DEPLOYER_PRIVATE_KEY: ownerA.privateKey }),
        /Chain 999 is unavailable[\s\S]*does not answer/,
      )
    })
    it('a config without sources', async () => {
      const path = writeConfig(999, (chain) => {
        chain.sources = []
      })
      fails(await deploy(path, 999, ownerA), /Config file .* is invalid/)
    })
    it('a chain the config does not have', async () => {
      fails(await deploy(writeConfig(999), 999, ownerA, ['--chain', '1']), /has no chain 1\./)
    })
  })
})
