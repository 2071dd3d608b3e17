import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** The encodings the server sends, best first. */
type Encoding = 'br' | 'gzip'

/** Compressed bodies of static answers, by body and encoding: each is compressed once. */
export type CompressionCache = Map<string, Partial<Record<Encoding, Promise<Buffer>>>>

export type CompressAnswerParameters = {
  body: string
  contentType: string
  /** The request's `Accept-Encoding`. */
  acceptEncoding: string | null
  /** Where a static answer's compressed body is kept (compressed at the highest level, once); absent: compressed for this answer, quickly. */
  cache?: CompressionCache | undefined
}

export type CompressAnswerReturnType = {
  body: string | Uint8Array
  /** The body's `Content-Encoding`, when compressed. */
  encoding: Encoding | undefined
  /** Whether the answer depends on `Accept-Encoding` (`Vary`): a body worth compressing. */
  varies: boolean
}

/** Smallest body compressed, in bytes: below it the headers and the round trip weigh more. */
const MIN_COMPRESSED_BYTES = 1024
const COMPRESSIBLE = /^(application\/json|text\/|image\/svg\+xml)/
/** Static bodies up to this size get brotli's best (11: the explorer's 50 kB script in ~0.3 s, once); larger ones 5 (Swagger UI's 1.7 MB in ~0.6 s, not 12 s). */
const BEST_BROTLI_BYTES = 256 * 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * An answer's body, compressed with brotli or gzip when the client accepts one (by its q-values;
 * brotli on a tie) and the body is text of at least `MIN_COMPRESSED_BYTES`. Static answers are
 * compressed hard once and kept in `cache`; others quickly (brotli 4, gzip 6); all off the event
 * loop (zlib's thread pool).
 */
export async function compressAnswer({ body, contentType, acceptEncoding, cache }: CompressAnswerParameters): Promise<CompressAnswerReturnType> {
  if (!COMPRESSIBLE.test(contentType) || Buffer.byteLength(body) < MIN_COMPRESSED_BYTES) return { body, encoding: undefined, varies: false }
  const encoding = negotiate(acceptEncoding)
  if (!encoding) return { body, encoding: undefined, varies: true }
  const compress = () =>
    encoding === 'br'
      ? brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: !cache ? 4 : body.length <= BEST_BROTLI_BYTES ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipAsync(body, { level: cache ? 9 : 6 })
  if (!cache) return { body: await compress(), encoding, varies: true }
  const entry = cache.get(body) ?? {}
  cache.set(body, entry)
  entry[encoding] ??= compress()
  return { body: await entry[encoding], encoding, varies: true }
}

/** The encoding to answer in, by `Accept-Encoding`'s q-values (`*` stands for those not named); none accepted: `undefined`. */
function negotiate(header: string | null): Encoding | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = (['br', 'gzip'] as const).reduce<Encoding | undefined>(
    (chosen, encoding) => (weightOf(encoding) > (chosen ? weightOf(chosen) : 0) ? encoding : chosen),
    undefined,
  )
  return best
}
