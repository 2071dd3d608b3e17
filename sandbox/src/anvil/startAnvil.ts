import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CreateAnvilOptions, createAnvil } from '@viem/anvil'
import { SandboxError } from '../errors.js'
import { freePort } from '../freePort.js'
import { watchStuckTransactions } from './watchStuckTransactions.js'

export type StartAnvilParameters = {
  chainId: number
  /** 0 or absent: a free port is chosen. */
  port?: number | undefined
  host?: string | undefined
  forkUrl?: string | undefined
  forkBlockNumber?: bigint | undefined
  /** A state file (Anvil's `--dump-state` JSON) to start from. */
  loadState?: string | undefined
}

export type RunningAnvil = {
  rpcUrl: string
  port: number
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)

/** The Anvil binary shipped in the `@foundry-rs/anvil-linux-amd64` npm package. */
export function anvilBinaryPath(): string {
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

const guardPath = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'anvil-guard.sh')

/**
 * Starts one Anvil node through @viem/anvil. Anvil runs under a guard script that stops it
 * when this process goes away, however it ends, so no Anvil outlives its owner. A watch mines
 * transactions that Anvil's automine left pending (`watchStuckTransactions`).
 */
export async function startAnvil({ chainId, port = 0, host = '127.0.0.1', forkUrl, forkBlockNumber, loadState }: StartAnvilParameters): Promise<RunningAnvil> {
  // A free port is free when probed, not when Anvil binds it: another process may take it in
  // between. A port of our choosing is chosen again (up to three times); a given port is not.
  for (let attempt = 1; ; attempt++) {
    const chosenPort = port || (await freePort({ host }))
    const anvil = createAnvil(anvilOptions({ chainId, port: chosenPort, host, forkUrl, forkBlockNumber, loadState }))
    try {
      await anvil.start()
    } catch (cause) {
      await anvil.stop().catch(() => undefined)
      if (!port && attempt < 3) continue
      throw new SandboxError(`Anvil for chain ${chainId} did not start on ${host}:${chosenPort}.`, {
        details: anvil.logs.slice(-5).join('\n'),
        cause,
      })
    }
    const rpcUrl = `http://${host}:${chosenPort}`
    const watch = watchStuckTransactions({ rpcUrl })
    return {
      rpcUrl,
      port: chosenPort,
      stop: async () => {
        await watch.stop()
        await anvil.stop().catch(() => undefined)
      },
    }
  }
}

function anvilOptions({ chainId, port, host, forkUrl, forkBlockNumber, loadState }: StartAnvilParameters & { port: number; host: string }): CreateAnvilOptions {
  return {
    anvilBinary: guardPath,
    chainId,
    port,
    host,
    // The V3 NonfungiblePositionManager's official bytecode is just over EIP-170's 24 KiB.
    codeSizeLimit: 0x10000,
    gasLimit: 100_000_000n,
    // Loading a world's state takes a while on a busy machine.
    startTimeout: 60_000,
    stopTimeout: 5_000,
    // No disk cache of the upstream's state: Anvil keys it by chain and block number only, so a
    // replica or another sandbox restarted at the same height would be served the old state.
    ...(forkUrl ? { forkUrl, forkBlockNumber, noRateLimit: true, noStorageCaching: true } : {}),
    ...(loadState ? { loadState } : {}),
    // Through sh: pnpm publishes files without their executable bit, so the script may lack it.
    execArgs: ([binary, args, options]) => [
      '/bin/sh',
      [binary, ...args],
      // Not buffered: @viem/anvil reads the output as it comes, and a node that runs for days
      // would otherwise fill execa's buffer and be killed when it overflows.
      { ...options, env: { ...process.env, SLUICE_ANVIL_BINARY: anvilBinaryPath() }, stdin: 'pipe', buffer: false },
    ],
  }
}
