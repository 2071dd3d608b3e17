import type { QuoteResponse } from './api.js'
import type { TokenBook } from './createTokenBook.js'
import { poolEdges } from './poolEdges.js'
import { shortAddress } from './shortAddress.js'

export type TokenGraphProps = {
  quote: QuoteResponse
  book: TokenBook
}

const COLUMN = 210
const ROW = 100
const MARGIN = 48

/** A share in hundredths of a percent as shown: `62.50%`. */
const percent = (basisPoints: bigint) => `${(Number(basisPoints) / 100).toFixed(2)}%`

/**
 * The route as a map: tokens as nodes (left to right by their longest distance from the input),
 * each pool once as an edge whose width is its share of the flow, with its share and amount on it;
 * the same edges listed below in full (DEX, fee, pool, amounts in and out).
 */
export function TokenGraph({ quote, book }: TokenGraphProps) {
  const edges = poolEdges({ quote })
  const key = (address: string) => address.toLowerCase()
  const depth = new Map<string, number>([[key(quote.tokenIn), 0]])
  // Longest distance from the input: a route is acyclic, so as many rounds as tokens settle it.
  for (let round = 0; round <= edges.length; round++)
    for (const edge of edges) {
      const from = depth.get(key(edge.tokenIn))
      if (from !== undefined && from + 1 > (depth.get(key(edge.tokenOut)) ?? -1)) depth.set(key(edge.tokenOut), Math.min(from + 1, edges.length))
    }
  const columns: string[][] = []
  for (const edge of edges)
    for (const address of [edge.tokenIn, edge.tokenOut]) {
      const column = (columns[depth.get(key(address)) ?? 0] ??= [])
      if (!column.includes(key(address))) column.push(key(address))
    }
  const rows = Math.max(1, ...columns.map((column) => column?.length ?? 0))
  const width = MARGIN * 2 + Math.max(1, columns.length - 1) * COLUMN
  const height = MARGIN + rows * ROW
  const at = new Map<string, { x: number; y: number }>()
  for (const [index, column] of columns.entries())
    for (const [row, address] of (column ?? []).entries())
      at.set(address, { x: MARGIN + index * COLUMN, y: MARGIN / 2 + (height - MARGIN) * ((row + 0.5) / column!.length) })
  const pairs = new Map<string, number>()
  const symbol = (address: string) => book.token(address)?.symbol ?? shortAddress(address)
  return (
    <figure class="graph" aria-label="Token graph">
      <div class="graph-box">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          style={{ minWidth: `${Math.round(width * 0.75)}px` }}
          role="img"
          aria-label={`Token graph: ${edges.length} pools`}
        >
          {edges.map((edge) => {
            const from = at.get(key(edge.tokenIn))!
            const to = at.get(key(edge.tokenOut))!
            const pair = `${key(edge.tokenIn)}-${key(edge.tokenOut)}`
            const index = pairs.get(pair) ?? 0
            pairs.set(pair, index + 1)
            const siblings = edges.filter((other) => `${key(other.tokenIn)}-${key(other.tokenOut)}` === pair).length
            // Parallel pools between the same tokens bend apart; the label sits on the curve's middle.
            const bend = (index - (siblings - 1) / 2) * 44
            const length = Math.hypot(to.x - from.x, to.y - from.y) || 1
            const control = { x: (from.x + to.x) / 2 - ((to.y - from.y) / length) * bend * 2, y: (from.y + to.y) / 2 + ((to.x - from.x) / length) * bend * 2 }
            const middle = { x: (from.x + 2 * control.x + to.x) / 4, y: (from.y + 2 * control.y + to.y) / 4 }
            const share = percent(edge.shareBasisPoints)
            return (
              <g key={edge.poolAddress} class="pool-edge" data-pool={edge.poolAddress} data-share={share}>
                <title>{`${edge.dexName} ${shortAddress(edge.poolAddress)}: ${book.amount(edge.amountIn, edge.tokenIn)} → ${book.amount(edge.amountOut, edge.tokenOut)}, ${share} of the flow`}</title>
                <path
                  d={`M ${from.x} ${from.y} Q ${control.x} ${control.y} ${to.x} ${to.y}`}
                  stroke-width={2 + (Number(edge.shareBasisPoints) / 10_000) * 22}
                />
                <text x={middle.x} y={middle.y - 4} text-anchor="middle">
                  {share}
                </text>
                <text x={middle.x} y={middle.y + 14} text-anchor="middle" class="amount">
                  {book.amount(edge.amountIn, edge.tokenIn)}
                </text>
              </g>
            )
          })}
          {[...at].map(([address, point]) => (
            <g key={address} class="token-node" data-token={address}>
              <rect x={point.x - 40} y={point.y - 15} width={80} height={30} rx={15} />
              <text x={point.x} y={point.y + 5} text-anchor="middle">
                {symbol(address)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption>
        <ol class="pool-list" aria-label="Pools of the route">
          {edges.map((edge) => (
            <li key={edge.poolAddress} data-pool={edge.poolAddress}>
              <strong>{percent(edge.shareBasisPoints)}</strong> {edge.dexName} {(edge.poolFee * 100).toFixed(edge.poolFee * 100 < 0.1 ? 3 : 2)}%{' '}
              <code title={edge.poolAddress}>{shortAddress(edge.poolAddress)}</code>:{' '}
              <span title={`${edge.amountIn} wei`}>{book.amount(edge.amountIn, edge.tokenIn)}</span> →{' '}
              <span title={`${edge.amountOut} wei`}>{book.amount(edge.amountOut, edge.tokenOut)}</span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
