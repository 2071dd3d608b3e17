import { type ErrorRowKey, type ErrorStatusRow, errorStatusTable } from './errorStatusTable.js'

export type ErrorRowOfParameters = {
  key: ErrorRowKey
}

/** The row of `errorStatusTable` that a key names (see `ErrorRowKey`). */
export function errorRowOf({ key }: ErrorRowOfParameters): ErrorStatusRow {
  const rows: readonly ErrorStatusRow[] = errorStatusTable
  // The key's type lists only the table's rows, so one is always found.
  return rows.find((candidate) =>
    'code' in candidate ? candidate.code === key : `${candidate.error}${candidate.failure ? `:${candidate.failure}` : ''}` === key,
  ) as ErrorStatusRow
}
