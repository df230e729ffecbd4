import { MAX_UPLOAD_BYTES } from '@/api/transfer'
import { readLimited } from '../read-limited'
import type { MemoryObjectStore, SignatureCheck } from './memory-object-store'
import { isQuotaError, type ObjectPersistence } from './object-persistence'

export { MAX_UPLOAD_BYTES }

/** Any page may fetch a pre-signed URL: the signature, not the origin, is the credential. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Content-Length, Content-Type, Accept-Ranges, Content-Range',
}

export type StorageHandlerOptions = {
  maxUploadBytes?: number
  persist?: ObjectPersistence['save']
}

export function createStorageHandler(
  store: MemoryObjectStore,
  options: StorageHandlerOptions = {},
) {
  const maxUploadBytes = options.maxUploadBytes ?? MAX_UPLOAD_BYTES
  return async function handleStorage(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight(request)
    const method = request.method === 'HEAD' ? 'GET' : request.method
    if (method !== 'GET' && method !== 'PUT') return storageMethodNotAllowed()
    if (request.headers.has('Authorization')) {
      return storageError(
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; a pre-signed URL must be used without Authorization.',
      )
    }
    const check = await store.checkUrl(new URL(request.url), method)
    if (!check.ok) return refused(check)
    return method === 'PUT'
      ? upload(store, check.key, request, maxUploadBytes, options.persist)
      : download(store, check.key, request.method === 'HEAD', request.headers.get('Range'))
  }
}

/** One `bytes=first-last`, `bytes=first-` or `bytes=-suffix` range, as S3 answers it. */
export function parseByteRange(
  header: string,
  size: number,
): { first: number; last: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { first: Math.max(0, size - suffix), last: size - 1 }
  }
  const first = Number(match[1])
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (first >= size || last < first) return 'unsatisfiable'
  return { first, last }
}

async function download(
  store: MemoryObjectStore,
  key: string,
  headOnly: boolean,
  rangeHeader: string | null,
) {
  let object
  try {
    object = await store.get(key)
  } catch {
    return storageError(500, 'InternalError', 'The file could not be generated.')
  }
  if (!object) return storageError(404, 'NoSuchKey', 'The specified key does not exist.')
  const filename = key.split('/').at(-1) ?? key
  const size = object.body.byteLength
  const headers = {
    ...CORS_HEADERS,
    'Content-Type': object.contentType,
    'Content-Disposition': contentDisposition(filename),
    'Accept-Ranges': 'bytes',
    ETag: object.etag,
  }
  const range = rangeHeader === null ? null : parseByteRange(rangeHeader, size)
  if (range === 'unsatisfiable') {
    const response = storageError(416, 'InvalidRange', 'The requested range is not satisfiable.')
    response.headers.set('Content-Range', `bytes */${size}`)
    return response
  }
  // A malformed Range header is ignored, as S3 does: the whole object.
  if (range === null) {
    const body = new Uint8Array(object.body)
    return new Response(headOnly ? null : body, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(size) },
    })
  }
  const part = new Uint8Array(object.body).slice(range.first, range.last + 1)
  return new Response(headOnly ? null : part, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(part.byteLength),
      'Content-Range': `bytes ${range.first}-${range.last}/${size}`,
    },
  })
}

/** Header values are bytes: an ASCII fallback plus the RFC 5987 UTF-8 name. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|"/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

async function upload(
  store: MemoryObjectStore,
  key: string,
  request: Request,
  limit: number,
  persist: StorageHandlerOptions['persist'],
) {
  const body = await readLimited(request, limit)
  if (!body.ok) return tooLarge()
  const contentType = request.headers.get('Content-Type') ?? 'application/octet-stream'
  // Kept durably first: a refused write leaves no trace, in memory or in the records.
  try {
    await persist?.({ key, body: body.bytes, contentType })
  } catch (error) {
    return isQuotaError(error)
      ? storageError(
          507,
          'InsufficientStorage',
          "The demo's browser storage is full: the file was not kept. Reset the demo data or free some space.",
        )
      : storageError(500, 'InternalError', 'The file could not be stored.')
  }
  const object = await store.receiveUpload(key, body.bytes, contentType)
  return new Response(null, { status: 200, headers: { ...CORS_HEADERS, ETag: object.etag } })
}

function refused(check: Exclude<SignatureCheck, { ok: true }>): Response {
  switch (check.reason) {
    case 'expired':
      return storageError(403, 'AccessDenied', 'Request has expired.')
    case 'bad-signature':
      return storageError(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      )
    case 'unsigned':
      return storageError(403, 'AccessDenied', 'Query-string authentication requires a signature.')
  }
}

export const STORAGE_METHODS = 'GET, HEAD, PUT, OPTIONS'

export function storageMethodNotAllowed(): Response {
  const response = storageError(405, 'MethodNotAllowed', 'The specified method is not allowed.')
  response.headers.set('Allow', STORAGE_METHODS)
  return response
}

const tooLarge = () =>
  storageError(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.')

/** Allows any header asked (S3's `AllowedHeaders: *`): a stray Authorization gets its 400. */
function preflight(request: Request): Response {
  const requested = request.headers.get('Access-Control-Request-Headers')
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, PUT',
      ...(requested ? { 'Access-Control-Allow-Headers': requested } : {}),
      'Access-Control-Max-Age': '3600',
    },
  })
}

/** Object stores answer errors in XML; the app must cope with that, so the mock does the same. */
function storageError(status: number, code: string, message: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
  return new Response(xml, {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/xml' },
  })
}
