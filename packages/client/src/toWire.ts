/** A request body as it goes on the wire: bigint fields become decimal strings (JSON has no bigint). */
export function toWire<body extends object>(body: { [key in keyof body]: body[key] | bigint }): body {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value])) as body
}
