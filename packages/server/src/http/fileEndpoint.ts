import { EndpointNotFoundError } from '../errors.js'
import { defineEndpoint, type Endpoint } from './defineEndpoint.js'

export type FileEndpointParameters = {
  /** Its name in logs and metrics. */
  name: string
  /** The folder the files are served under (`/docs`: `GET /docs/{file}`). */
  folder: string
  /** The files by name, read once; a name not here is a 404. */
  files: ReadonlyMap<string, { body: string; contentType: string }>
  /** The page's Content-Security-Policy, sent with each file. */
  contentSecurityPolicy: string
  cacheControl: string
}

/**
 * The static files of a page (`/docs`, `/explorer`): each by its name, with the page's content
 * policy and no sniffing; compressed once per encoding the clients accept (`compressAnswer`).
 */
export function fileEndpoint({ name, folder, files, contentSecurityPolicy, cacheControl }: FileEndpointParameters): Endpoint {
  return defineEndpoint({
    name,
    method: 'GET',
    path: `${folder}/:file`,
    tier: 'info',
    handler: ({ params, headers }) => {
      const file = params.file ?? ''
      const asset = files.get(file)
      if (!asset) throw new EndpointNotFoundError({ method: 'GET', path: `${folder}/${file.slice(0, 100)}` })
      headers.set('Content-Security-Policy', contentSecurityPolicy)
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', cacheControl)
      return { text: asset.body, contentType: asset.contentType, static: true }
    },
  })
}
