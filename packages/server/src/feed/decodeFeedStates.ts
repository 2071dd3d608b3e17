import { deserialize } from 'node:v8'
import { InvalidParametersError } from '@sluice/core'
import { FEED_ENCODING_VERSION, type FeedStates } from './encodeFeedStates.js'

export type DecodeFeedStatesParameters = { data: Buffer }

export type DecodeFeedStatesReturnType = FeedStates

/** Decodes `encodeFeedStates`; throws `InvalidParametersError` for another version or a malformed entry. */
export function decodeFeedStates({ data }: DecodeFeedStatesParameters): DecodeFeedStatesReturnType {
  if (data[0] !== FEED_ENCODING_VERSION)
    throw new InvalidParametersError(`The feed entry is encoded in version ${data[0]}; this server reads version ${FEED_ENCODING_VERSION}.`)
  let decoded: unknown
  try {
    decoded = deserialize(data.subarray(1))
  } catch (cause) {
    throw new InvalidParametersError('The feed entry could not be decoded.', { cause })
  }
  const { changed, removed } = (decoded ?? {}) as Partial<FeedStates>
  if (!Array.isArray(changed) || !Array.isArray(removed)) throw new InvalidParametersError('The feed entry holds no pool states.')
  return { changed, removed }
}
