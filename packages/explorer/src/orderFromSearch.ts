import type { Order } from './Order.js'

const ids = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((part) => /^[0-9]{1,9}$/.test(part))
    .map(Number)

/** The order in a URL's query (`?chain=999&in=0x…&out=0x…&amount=1.5&side=sell&slippage=0.005&include=1,2&exclude=3&account=0&view=route&to=1868`). */
export function orderFromSearch(search: string): Order {
  const query = new URLSearchParams(search)
  const chain = query.get('chain')
  const account = Number(query.get('account') ?? '0')
  const view = query.get('view')
  const to = query.get('to')
  return {
    chainId: chain !== null && /^[0-9]{1,12}$/.test(chain) ? Number(chain) : undefined,
    tokenIn: query.get('in') ?? '',
    tokenOut: query.get('out') ?? '',
    amount: query.get('amount') ?? '',
    side: query.get('side') === 'buy' ? 'buy' : 'sell',
    slippage: query.get('slippage') ?? '0.005',
    includedSources: ids(query.get('include')),
    excludedSources: ids(query.get('exclude')),
    account: Number.isInteger(account) && account >= 0 && account < 100 ? account : 0,
    view: view === 'competition' || view === 'bridge' ? view : 'route',
    destinationChainId: to !== null && /^[0-9]{1,12}$/.test(to) ? Number(to) : undefined,
  }
}
