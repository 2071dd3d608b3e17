import { readTickTableEntry } from './readTickTableEntry.js'
import type { TickTable, TickTableEntry } from './TickTable.js'

export type ReadTickTableParameters = {
  table: TickTable
}

/** A `TickTable`'s ticks with their liquidity, ascending. */
export function readTickTable({ table }: ReadTickTableParameters): TickTableEntry[] {
  return Array.from(table.ticks, (_, index) => readTickTableEntry(table, index))
}
