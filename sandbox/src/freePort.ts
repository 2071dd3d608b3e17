import { createServer } from 'node:net'

export type FreePortParameters = {
  /** Interface to probe; default loopback. */
  host?: string | undefined
}

/** A TCP port that is free on `host` right now (the OS picks it). */
export async function freePort({ host = '127.0.0.1' }: FreePortParameters = {}): Promise<number> {
  const server = createServer()
  server.unref()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
