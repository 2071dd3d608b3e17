import type { Order } from './Order.js'

/** The query string that `orderFromSearch` reads back into the same order. */
export function orderToSearch(order: Order): string {
  const query = new URLSearchParams()
  if (order.chainId !== undefined) query.set('chain', String(order.chainId))
  if (order.tokenIn) query.set('in', order.tokenIn)
  if (order.tokenOut) query.set('out', order.tokenOut)
  if (order.amount) query.set('amount', order.amount)
  query.set('side', order.side)
  query.set('slippage', order.slippage)
  if (order.includedSources.length > 0) query.set('include', order.includedSources.join(','))
  if (order.excludedSources.length > 0) query.set('exclude', order.excludedSources.join(','))
  if (order.account !== 0) query.set('account', String(order.account))
  if (order.view !== 'route') query.set('view', order.view)
  if (order.view === 'bridge' && order.destinationChainId !== undefined) query.set('to', String(order.destinationChainId))
  return `?${query.toString()}`
}
