export type WaitForParameters<value> = {
  /** What is awaited, for the error at the deadline. */
  what: string
  /** The value once the condition holds; `undefined` or `false` while it does not. */
  probe: () => value | undefined | false | Promise<value | undefined | false>
  /** Deadline from the first probe (ms). Default 30,000. */
  timeoutMs?: number | undefined
  /** Pause between probes (ms): a polling interval, not a wait for something. Default 50; 0: the next turn of the event loop (for latency measurements). */
  intervalMs?: number | undefined
}

/** Probes until a condition holds and returns its value; throws at the deadline. The tests' one way to wait for something. */
export async function waitFor<value>({ what, probe, timeoutMs = 30_000, intervalMs = 50 }: WaitForParameters<value>): Promise<value> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`)
    await new Promise((resolve) => (intervalMs === 0 ? setImmediate(resolve) : setTimeout(resolve, intervalMs)))
  }
}
