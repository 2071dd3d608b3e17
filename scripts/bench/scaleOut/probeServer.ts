/** `/healthz`'s state block of the server's one chain (null while it has none or the server cannot be reached). */
export async function stateBlockOf(url: string): Promise<number | null> {
  const response = await fetch(`${url}/healthz`).catch(() => undefined)
  if (!response) return null
  const health = (await response.json()) as { chains: { stateBlock: number | null }[] }
  return health.chains[0]?.stateBlock ?? null
}

/** A quote's status and block (null when it failed). */
export async function quoteAt(url: string, chainId: number, body: unknown): Promise<{ status: number; blockNumber: number | null }> {
  const response = await fetch(`${url}/${chainId}/v1/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined)
  if (!response) return { status: 0, blockNumber: null }
  const json = (await response.json()) as { blockNumber?: number }
  return { status: response.status, blockNumber: response.status === 200 ? (json.blockNumber ?? null) : null }
}
