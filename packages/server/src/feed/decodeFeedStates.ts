import { DefaultDeserializer } from 'node:v8'
import { InvalidParametersError } from '@sluice/core'
import { FEED_ENCODING_VERSION, type FeedStates } from './encodeFeedStates.js'

declare module 'node:v8' {
  // Node documents `_readHostObject` on `Deserializer`; its types leave it out.
  interface DefaultDeserializer {
    _readHostObject(): ArrayBufferView
  }
}

export type DecodeFeedStatesParameters = { data: Buffer }

export type DecodeFeedStatesReturnType = FeedStates

/**
 * Node's deserializer, but each typed array in its own buffer. Node's gives a typed array as a
 * view into the buffer it reads where the bytes are aligned, so every pool's tick table would keep
 * the whole entry alive, and the entry is a slice of the Redis reply: at 100,000 pools a replica
 * held a 209 MB reply for a 70 MB snapshot.
 */
class FeedDeserializer extends DefaultDeserializer {
  override _readHostObject(): ArrayBufferView {
    const view = super._readHostObject()
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice()
    if (view instanceof DataView) return new DataView(bytes.buffer)
    if (Buffer.isBuffer(view)) return Buffer.from(bytes.buffer)
    const TypedArray = view.constructor as new (buffer: ArrayBuffer) => ArrayBufferView
    return new TypedArray(bytes.buffer)
  }
}

/** Decodes `encodeFeedStates`; throws `InvalidParametersError` for another version or a malformed entry. */
export function decodeFeedStates({ data }: DecodeFeedStatesParameters): DecodeFeedStatesReturnType {
  if (data[0] !== FEED_ENCODING_VERSION)
    throw new InvalidParametersError(`The feed entry is encoded in version ${data[0]}; this server reads version ${FEED_ENCODING_VERSION}.`)
  let decoded: unknown
  try {
    const deserializer = new FeedDeserializer(data.subarray(1))
    deserializer.readHeader()
    decoded = deserializer.readValue()
  } catch (cause) {
    throw new InvalidParametersError('The feed entry could not be decoded.', { cause })
  }
  const { changed, removed } = (decoded ?? {}) as Partial<FeedStates>
  if (!Array.isArray(changed) || !Array.isArray(removed)) throw new InvalidParametersError('The feed entry holds no pool states.')
  return { changed, removed }
}
