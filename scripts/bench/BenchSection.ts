/** One line of the benchmark table. */
export type BenchRow = {
  metric: string
  value: number | string
  unit?: string | undefined
  /** The target, as text (e.g. `<= 1`), when there is one. */
  target?: string | undefined
}

export type BenchSectionResult = {
  rows: BenchRow[]
  /** Fields merged into the `--json` object. */
  fields: Record<string, number | string | boolean | null>
}

/** A benchmark section: `bench.ts` runs each in turn and prints its rows. */
export type BenchSection = {
  name: string
  run(): Promise<BenchSectionResult>
}
