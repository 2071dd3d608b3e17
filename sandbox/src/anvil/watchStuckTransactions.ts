export type WatchStuckTransactionsParameters = {
  rpcUrl: string
  /** Milliseconds between looks at the pool: transactions pending in two looks in a row are stuck. */
  intervalMs?: number | undefined
}

export type StuckTransactionsWatch = {
  /** Stops looking; resolves once a look in progress has finished. */
  stop(): Promise<void>
}

/**
 * Anvil's automine now and then leaves a ready transaction in its pool instead of mining it, and
 * whoever waits for its receipt waits forever. While automine is on, this looks at the pool every
 * `intervalMs`: a transaction still pending one look later is mined with `evm_mine`. With
 * automine off (a world mined in large blocks, a test queueing transactions) it does nothing.
 */
export function watchStuckTransactions({ rpcUrl, intervalMs = 1_000 }: WatchStuckTransactionsParameters): StuckTransactionsWatch {
  /** The transactions the last look saw pending while automine was on. */
  let pendingBefore = new Set<string>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let looking: Promise<void> = Promise.resolve()

  const rpc = async <T>(method: string): Promise<T> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(10_000),
    })
    const { result, error } = (await response.json()) as { result?: T; error?: { message: string } }
    if (error) throw new Error(error.message)
    return result as T
  }

  const look = async () => {
    // The pool first, then automine: a transaction queued on purpose (automine off, a test's or a
    // world's own block) and mined before automine came back on is never seen with automine on.
    const content = await rpc<{ pending: Record<string, Record<string, { hash: string }>> }>('txpool_content')
    const pending = (await rpc<boolean>('anvil_getAutomine'))
      ? new Set(Object.values(content.pending).flatMap((byNonce) => Object.values(byNonce).map((transaction) => transaction.hash)))
      : new Set<string>()
    // Automine takes a transaction out of the pool within milliseconds: the same one pending in two
    // looks in a row is stuck.
    if ([...pending].some((hash) => pendingBefore.has(hash))) {
      await rpc('evm_mine')
      pendingBefore = new Set()
      return
    }
    pendingBefore = pending
  }

  const loop = () => {
    if (stopped) return
    // A node that is busy, restarting or gone is looked at again next time.
    looking = look().catch(() => undefined)
    void looking.then(() => {
      if (stopped) return
      timer = setTimeout(loop, intervalMs)
      timer.unref()
    })
  }
  timer = setTimeout(loop, intervalMs)
  timer.unref()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await looking
    },
  }
}
