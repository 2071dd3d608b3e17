import { routerAbi as routerEntryAbi } from './generated/router.js'
import { routerAdminAbi } from './generated/routerAdmin.js'

type RouterAdminItem = Exclude<(typeof routerAdminAbi)[number], { type: 'constructor' }>

const key = (item: { type: string; name?: string }) => `${item.type} ${item.name ?? ''}`
const declaredByRouter = new Set(routerEntryAbi.map(key))

/**
 * The router's ABI as callers see it at the router's address: the `Router` contract's own entry
 * points (swap, zap, rebalance), constructor, events and errors, and what its fallback answers by
 * running the `RouterAdmin` it deployed (by DELEGATECALL, on the router's storage): the admin
 * functions and getters, and the errors only the admin raises (e.g. `NoSwapInProgress` for a
 * callback outside a swap).
 */
export const routerAbi = [
  ...routerEntryAbi,
  ...routerAdminAbi.filter((item): item is RouterAdminItem => item.type !== 'constructor' && !declaredByRouter.has(key(item))),
]
