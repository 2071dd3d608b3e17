import { readTickTableEntry } from './readTickTableEntry.js'
import { searchTickTable } from './searchTickTable.js'
import type { TickTable, TickTableEntry } from './TickTable.js'

export type FindTickTableEntryParameters = {
  table: TickTable
  tick: number
}

/** The table's entry of `tick`, or `undefined` when the tick is not initialised there. */
export function findTickTableEntry({ table, tick }: FindTickTableEntryParameters): TickTableEntry | undefined {
  const index = searchTickTable(table.ticks, tick)
  return table.ticks[index] === tick ? readTickTableEntry(table, index) : undefined
}
