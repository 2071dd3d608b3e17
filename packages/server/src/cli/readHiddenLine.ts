export type ReadHiddenLineParameters = {
  /** Written to standard error before reading. */
  prompt: string
  input?: NodeJS.ReadStream | undefined
}

/**
 * Reads one line from a terminal without echoing it (a password). Undefined when the input is
 * not a terminal, or the user pressed Ctrl-C or Ctrl-D.
 */
export async function readHiddenLine({ prompt, input = process.stdin }: ReadHiddenLineParameters): Promise<string | undefined> {
  if (!input.isTTY) return undefined
  process.stderr.write(prompt)
  input.setRawMode(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve) => {
    let value = ''
    const done = (result: string | undefined) => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      process.stderr.write('\n')
      resolve(result)
    }
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done(value)
        if (character === '\u0003' || character === '\u0004') return done(undefined)
        value = character === '\u007f' || character === '\b' ? value.slice(0, -1) : value + character
      }
    }
    input.on('data', onData)
  })
}
