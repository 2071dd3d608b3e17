export type ChunkParameters<item> = {
  items: readonly item[]
  size: number
}

/** `items` in consecutive groups of at most `size`. */
export function chunk<item>({ items, size }: ChunkParameters<item>): item[][] {
  const groups: item[][] = []
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size))
  return groups
}
