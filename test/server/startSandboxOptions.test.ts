import { freePort } from '@sluice/sandbox'
import { expect, test } from 'vitest'
import { startSluiceCli } from '../support/startSluiceCli.js'

const chainIdOf = (rpcUrl: string) =>
  fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' })

test('`sluice start` takes the options and environment variables of `sandbox up`: its chains start on the ports given, and stop with it', async () => {
  const [port999, port1868, envPort1868] = [await freePort(), await freePort(), await freePort()]
  // 999's port from the environment, 1868's from a flag, which wins over its environment variable.
  const cli = await startSluiceCli({
    manifest: true,
    env: { SLUICE_PORT_999: String(port999), SLUICE_PORT_1868: String(envPort1868) },
    args: ['--port-1868', String(port1868)],
  })
  try {
    expect(cli.stdout).toContain(`Sandbox RPC: 999 http://127.0.0.1:${port999}, 1868 http://127.0.0.1:${port1868}`)
    for (const [port, chainId] of [
      [port999, 999],
      [port1868, 1868],
    ] as const) {
      const answer = (await (await chainIdOf(`http://127.0.0.1:${port}`)).json()) as { result: string }
      expect(Number(answer.result)).toBe(chainId)
    }
    expect(await cli.stop()).toBe(0)
    // No Anvil is left: both ports refuse connections.
    await expect(chainIdOf(`http://127.0.0.1:${port999}`)).rejects.toThrow()
    await expect(chainIdOf(`http://127.0.0.1:${port1868}`)).rejects.toThrow()
  } finally {
    cli.child.kill('SIGKILL')
  }
})
