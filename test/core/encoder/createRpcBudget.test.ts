import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcBudget } from '../../../packages/core/src/encoder/createRpcBudget.js'
import { RpcBudgetExceededError } from '../../../packages/core/src/errors/errors.js'

let sandbox: Sandbox
let client: PublicClient
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  client = createPublicClient({ transport: http(sandbox.manifest.chains[0]!.rpcUrl) }) as PublicClient
})
afterAll(() => sandbox?.stop())

describe('createRpcBudget', () => {
  it('passes requests through until the count is spent, then fails every one at once', async () => {
    const budget = createRpcBudget({ client, maxRequests: 3, timeoutMs: 60_000 })
    const head = await client.getBlockNumber({ cacheTime: 0 })
    for (let i = 0; i < 3; i++) expect(await budget.client.getBlockNumber()).toBe(head)
    expect(budget.exceeded()).toBeUndefined()
    await expect(budget.client.getBlockNumber()).rejects.toThrow()
    expect(budget.exceeded()).toBeInstanceOf(RpcBudgetExceededError)
    expect(budget.exceeded()!.message).toContain('more than 3 RPC requests')
    await expect(budget.client.getChainId()).rejects.toThrow()
  })

  it('fails requests once its time is spent', async () => {
    const budget = createRpcBudget({ client, maxRequests: 100, timeoutMs: 0 })
    await expect(budget.client.getBlockNumber()).rejects.toThrow()
    expect(budget.exceeded()?.message).toContain('more than 0 ms of RPC work')
  })
})
