/** The index of the first tick in `ticks` (ascending) at or above `tick`; `ticks.length` when none is. */
export function searchTickTable(ticks: Int32Array, tick: number): number {
  let low = 0
  let high = ticks.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((ticks[middle] as number) < tick) low = middle + 1
    else high = middle
  }
  return low
}
