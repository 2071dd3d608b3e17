import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { expect, test } from 'vitest'

const root = join(import.meta.dirname, '../..')

test('`sluice start` serves the sandbox, prints a working curl, and on SIGTERM stops everything, Anvil included', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', 'start', '--sandbox-ports', '999=0'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  try {
    let stdout = ''
    child.stdout.setEncoding('utf8')
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk
        if (stdout.includes('"amountIn"')) resolve()
      })
      child.once('exit', () => reject(new Error(`sluice start exited early: ${stdout}`)))
    })
    const url = /listening on (http:\S+)/.exec(stdout)![1]!
    const rpcUrl = /Sandbox RPC: 999 (http:\S+)/.exec(stdout)![1]!
    expect(stdout).toContain('Chains: 999 (HyperEVM)')
    const body = /-d '(\{.*\})'/.exec(stdout)![1]!
    expect(JSON.parse(body)).toMatchObject({ tokenIn: NATIVE_TOKEN_ADDRESS.toLowerCase(), amountIn: '1000000000000000000' })
    const quote = await fetch(`${url}/999/v1/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(quote.status).toBe(200)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(url)).rejects.toThrow()
    await expect(fetch(rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}' })).rejects.toThrow()
  } finally {
    child.kill('SIGKILL')
  }
})
