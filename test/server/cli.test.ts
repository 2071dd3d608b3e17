import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { expect, test } from 'vitest'
import { startSluiceCli } from '../support/startSluiceCli.js'

test('`sluice start` serves the sandbox, prints a working curl, and on SIGTERM stops everything, Anvil included', async () => {
  const cli = await startSluiceCli({ sandboxPorts: '999=0', manifest: true, readyWhen: '"amountIn"' })
  try {
    const { stdout, url } = cli
    const rpcUrl = /Sandbox RPC: 999 (http:\S+)/.exec(stdout)![1]!
    expect(stdout).toContain('Chains: 999 (HyperEVM)')
    const body = /-d '(\{.*\})'/.exec(stdout)![1]!
    expect(JSON.parse(body)).toMatchObject({ tokenIn: NATIVE_TOKEN_ADDRESS.toLowerCase(), amountIn: '1000000000000000000' })
    const quote = await fetch(`${url}/999/v1/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(quote.status).toBe(200)
    expect(await cli.stop()).toBe(0)
    await expect(fetch(url)).rejects.toThrow()
    await expect(fetch(rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}' })).rejects.toThrow()
  } finally {
    cli.child.kill('SIGKILL')
  }
})
