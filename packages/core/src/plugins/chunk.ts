export type ChunkParameters<item> = {
  items: readonly item[]
  size: number
}

/** Splits `items` into consecutive groups of at most `size` (the last one may be shorter). */
export function chunk<item>({ items, size }: ChunkParameters<item>): item[][] {
  const groups: item[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}
