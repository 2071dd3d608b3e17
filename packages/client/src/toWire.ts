/** What `toWire` makes of a request: every bigint (at any depth) a decimal string, as JSON carries amounts. */
export type ToWire<value> = value extends bigint
  ? string
  : value extends readonly unknown[]
    ? { [index in keyof value]: ToWire<value[index]> }
    : value extends object
      ? { [key in keyof value]: ToWire<value[key]> }
      : value

/** A request body as it goes on the wire: bigints (at any depth, e.g. in `constraints`) become decimal strings (JSON has no bigint). */
export function toWire<body>(body: body): ToWire<body> {
  return convert(body) as ToWire<body>
}

function convert(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(convert)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, convert(field)]))
}
