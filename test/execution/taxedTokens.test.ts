import {
  allowanceGasBurnerTokenAbi,
  allowanceGasBurnerTokenBytecode,
  gasPriceTaxTokenAbi,
  gasPriceTaxTokenBytecode,
  originTaxTokenAbi,
  originTaxTokenBytecode,
  probeExemptTaxTokenAbi,
  probeExemptTaxTokenBytecode,
  taxTokenAbi,
  taxTokenBytecode,
} from '@sluice/contracts'
import { encodeSwap, NATIVE_TOKEN_ADDRESS, TokenTransferMismatchError, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { pino } from 'pino'
import { type Abi, type Address, getAddress, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addV2Pair } from '../server/addV2Pair.js'
import { postJson } from '../support/postJson.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

/**
 * Tokens that behave otherwise on a real transfer than in a naive simulation, on the sandbox with
 * real Uniswap V2 pairs, the router and the HTTP server: a 30% tax that spares the fixed
 * recipient an old probe used, a 30% tax only in transactions paying for gas, a 30% tax only on
 * transfers to the transaction's sender (`tx.origin`, the user receiving its swap), a 1% tax within
 * the user's slippage, and a token whose `allowance()` burns all gas. Each is refused with a
 * clear 400 `INVALID_TOKEN`, never quoted as untaxed, never a transaction that reverts or
 * under-delivers, never a 503 that blames the node.
 */
const FAR = 2n ** 40n
/** The fixed recipient of the fee-on-transfer probe before it was varied. */
const OLD_PROBE_RECIPIENT = '0x5111ce0000000000000000000000000000005111'

let sandbox: Sandbox
let world: ExecutionWorld
let server: Awaited<ReturnType<typeof startSandboxServer>>
const lines: Record<string, unknown>[] = []
const pairs: Record<'exempt' | 'gasPrice' | 'origin' | 'small' | 'burner', { token: Address; pair: Address }> = {} as never

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
  const lp = world.wallet(0)
  // Deployed as a HyperEVM user deploys, in big blocks (the pairs too: see `addV2Pair`).
  const deploy = (abi: Abi, bytecode: Hex, args: readonly unknown[]) =>
    inBigBlocks({
      rpcUrl: world.chain.rpcUrl,
      run: async () => {
        const hash = await lp.deployContract({ abi, bytecode, args, chain: null, gas: 5_000_000n })
        return (await waitForReceipt({ client: world.client, hash })).contractAddress!
      },
    })
  const mint = async (token: Address) => {
    const hash = await lp.writeContract({ address: token, abi: taxTokenAbi, functionName: 'mint', args: [lp.account.address, 10n ** 24n], chain: null })
    await waitForReceipt({ client: world.client, hash })
  }
  const seed = async (key: keyof typeof pairs, token: Address) => {
    pairs[key] = { token, pair: await addV2Pair({ chain: world.chain, token, tokenAmount: 10n ** 23n, nativeAmount: 10n ** 20n }) }
  }
  const exempt = await deploy(probeExemptTaxTokenAbi, probeExemptTaxTokenBytecode, [3_000n, lp.account.address, OLD_PROBE_RECIPIENT])
  const gasPrice = await deploy(gasPriceTaxTokenAbi, gasPriceTaxTokenBytecode, [3_000n, lp.account.address])
  const origin = await deploy(originTaxTokenAbi, originTaxTokenBytecode, [3_000n, lp.account.address])
  const small = await deploy(taxTokenAbi, taxTokenBytecode, [100n, lp.account.address])
  for (const token of [exempt, gasPrice, origin, small]) await mint(token)
  const burner = await deploy(allowanceGasBurnerTokenAbi, allowanceGasBurnerTokenBytecode, [10n ** 24n])
  await seed('exempt', exempt)
  await seed('gasPrice', gasPrice)
  await seed('origin', origin)
  await seed('small', small)
  await seed('burner', burner)

  // A server started after the pairs exist: it probes each pool token's transfers.
  server = await startSandboxServer({
    manifest: sandbox.manifest,
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const post = (endpoint: 'quote' | 'swap', body: object) => postJson({ url: `${server.url}/999/v1/${endpoint}`, body })

const unsupportedLogged = (token: Address) => lines.some((line) => line.msg === 'unsupported token: its pools are skipped' && line.token === getAddress(token))

describe('tokens that behave otherwise on a real transfer', () => {
  test.each([
    { what: 'spares the old probe’s fixed recipient', key: 'exempt' },
    { what: 'taxes only when the gas price is above zero', key: 'gasPrice' },
    { what: 'taxes only transfers to the transaction’s sender (tx.origin)', key: 'origin' },
  ] as const)('a 30 percent tax that $what is found by the varied probe: /quote and /swap answer 400 INVALID_TOKEN', async ({ key }) => {
    const { token } = pairs[key]
    await waitFor({ what: `${key} to be found unsupported`, probe: () => unsupportedLogged(token) })
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token, amountIn: (10n ** 18n).toString(), slippage: 0.01 }
    const quote = await post('quote', request)
    expect([quote.status, quote.json.error]).toEqual([400, 'INVALID_TOKEN'])
    const swap = await post('swap', { ...request, userAddress: world.chain.accounts[1]!.address })
    expect([swap.status, swap.json.error]).toEqual([400, 'INVALID_TOKEN'])
    expect(Object.keys(swap.json).sort()).toEqual(['error', 'message'])
  })

  test('a token whose allowance() burns all gas: /swap answers 400 INVALID_TOKEN (a token problem), not 503 (a node problem)', async () => {
    const { token } = pairs.burner
    const request = { tokenIn: token, tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: (10n ** 18n).toString(), slippage: 0.01 }
    // The token itself transfers normally: it is quoted once its metadata is loaded.
    await waitFor({ what: 'the burner token to be quoted', probe: async () => (await post('quote', request)).status === 200 })
    const swap = await post('swap', { ...request, userAddress: world.chain.accounts[0]!.address })
    expect([swap.status, swap.json.error]).toEqual([400, 'INVALID_TOKEN'])
    expect(swap.json.message).toMatch(/allowance\(\) read fails/)
    expect(swap.json.message).not.toMatch(/unavailable/i)
  })

  // The swap's own simulation, for a route given through a taxed pool (as a quote made before the
  // token was probed would be): it measures what the recipient gets, at the chain's gas price.
  test.each([
    { what: 'a 30 percent tax that spares the old probe’s recipient (the router’s output check reverts)', key: 'exempt', slippage: 0.01 },
    {
      what: 'a 30 percent tax only when the gas price is above zero (a free simulation passes; the transaction would revert)',
      key: 'gasPrice',
      slippage: 0.01,
    },
    {
      what: 'a 30 percent tax only on transfers to tx.origin (the user receiving its own output; a probe from another sender passes)',
      key: 'origin',
      slippage: 0.01,
    },
    { what: 'a 1 percent tax within a 5 percent slippage (the transaction would deliver less than quoted)', key: 'small', slippage: 0.05 },
  ] as const)('encodeSwap refuses $what with TokenTransferMismatchError', async ({ key, slippage }) => {
    const { token, pair } = pairs[key]
    const route = await world.route({ mode: 'sell', tokenIn: world.chain.wrappedNative, tokenOut: token, paths: [{ pools: [pair], amount: 10n ** 18n }] })
    const swap = encodeSwap({
      client: world.client,
      registry: world.registry,
      router: world.contracts.router,
      route,
      user: world.chain.accounts[1]!.address,
      slippage,
      deadline: FAR,
    })
    await expect(swap).rejects.toBeInstanceOf(TokenTransferMismatchError)
    await expect(swap).rejects.toThrow(
      new RegExp(`(delivers less than quoted|moves other amounts than quoted).*${token} moves other than the amount on transfer`, 'i'),
    )
  })
})
