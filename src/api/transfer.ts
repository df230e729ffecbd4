import { defaultDeadlines, secondsText, stallWatch, type StallWatch } from './deadline'
import { addressOf, ApiError } from './errors'
import { explainFailedFetch } from './refusal'

// Pre-signed links carry their own signature: no Authorization header, no cookies, never in a message.

/** decisions.md "Transport": uploads above 200 MiB answer 413. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024

type TransferDirection = 'download' | 'upload'

function transferMessage(direction: TransferDirection, status: number): string {
  if (status === 403) {
    return direction === 'download'
      ? 'The download link has expired (403). Request the file again.'
      : 'The upload link has expired (403). Start the upload again.'
  }
  if (status === 413) return 'The file is too large for the storage (413).'
  if (status === 507) {
    return 'The storage is full (507): nothing was kept. Free some space (in the demo: Reset demo data) and try again.'
  }
  return `The file ${direction} failed: the storage answered ${status}.`
}

function transferError(
  direction: TransferDirection,
  method: 'GET' | 'PUT',
  url: string,
  outcome:
    | { status: number }
    | { kind: 'network' | 'aborted'; cause?: unknown; message?: string }
    | { kind: 'timeout'; stallMs: number },
): ApiError {
  const address = addressOf(url)
  if ('status' in outcome) {
    const message = transferMessage(direction, outcome.status)
    return new ApiError({ kind: 'http', method, url: address, status: outcome.status, message })
  }
  if (outcome.kind === 'timeout') {
    const lead = direction === 'download' ? 'The download' : 'The upload'
    const message = `${lead} stalled: no data moved for ${secondsText(outcome.stallMs)}.`
    return new ApiError({
      kind: 'timeout',
      method,
      url: address,
      deadlineMs: outcome.stallMs,
      message,
    })
  }
  const message =
    outcome.kind === 'aborted'
      ? `The file ${direction} was cancelled.`
      : (outcome.message ??
        `Could not reach the file storage at ${address}. Check your network connection.`)
  return new ApiError({ kind: outcome.kind, method, url: address, message, cause: outcome.cause })
}

export type DownloadOptions = {
  signal?: AbortSignal
  stallMs?: number
  /** The share of the file read so far, when the answer says its size. */
  onProgress?: (fraction: number) => void
}

/** Reads the body chunk by chunk, so a transfer that stops moving is noticed. */
async function readWatched(
  response: Response,
  watch: StallWatch,
  onProgress?: (fraction: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? ''
  if (response.body === null) return new Blob([], { type })
  const total = Number(response.headers.get('content-length'))
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let read = 0
  for (;;) {
    const { done, value } = await Promise.race([reader.read(), watch.missed])
    if (done) return new Blob(chunks, { type })
    watch.touch()
    chunks.push(value)
    read += value.byteLength
    if (total > 0) onProgress?.(Math.min(1, read / total))
  }
}

export async function downloadFile(getUrl: string, options: DownloadOptions = {}): Promise<Blob> {
  const { signal, stallMs = defaultDeadlines.transferStallMs, onProgress } = options
  const watch = stallWatch(stallMs)
  const combined = signal ? AbortSignal.any([signal, watch.signal]) : watch.signal
  try {
    const response = await Promise.race([
      globalThis.fetch(getUrl, { credentials: 'omit', signal: combined }),
      watch.missed,
    ])
    watch.touch()
    if (!response.ok) throw transferError('download', 'GET', getUrl, { status: response.status })
    return await readWatched(response, watch, onProgress)
  } catch (cause) {
    if (cause instanceof ApiError) throw cause
    if (watch.signal.aborted && !signal?.aborted) {
      throw transferError('download', 'GET', getUrl, { kind: 'timeout', stallMs })
    }
    if (signal?.aborted) throw transferError('download', 'GET', getUrl, { kind: 'aborted', cause })
    const message = await explainFailedFetch(getUrl, 'the file storage')
    throw transferError('download', 'GET', getUrl, { kind: 'network', cause, message })
  } finally {
    watch.stop()
  }
}

export type UploadOptions = {
  onProgress?: (fraction: number, loaded: number, total: number) => void
  signal?: AbortSignal
  contentType?: string
  stallMs?: number
}

/** XMLHttpRequest, because fetch reports no upload progress. */
export function uploadFile(putUrl: string, file: Blob, options: UploadOptions = {}): Promise<void> {
  const { onProgress, signal, contentType, stallMs = defaultDeadlines.transferStallMs } = options
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let settled = false
    const watch = stallWatch(stallMs)
    const settle = (outcome?: Parameters<typeof transferError>[3]) => {
      if (settled) return
      settled = true
      watch.stop()
      signal?.removeEventListener('abort', cancel)
      if (outcome === undefined) resolve()
      else reject(transferError('upload', 'PUT', putUrl, outcome))
    }
    // Settle at once: not every XMLHttpRequest (or interceptor) fires `abort` after abort().
    const cancel = () => {
      settle({ kind: 'aborted' })
      xhr.abort()
    }
    if (signal?.aborted) return settle({ kind: 'aborted' })
    signal?.addEventListener('abort', cancel, { once: true })
    watch.signal.addEventListener('abort', () => {
      settle({ kind: 'timeout', stallMs })
      xhr.abort()
    })
    xhr.open('PUT', putUrl)
    xhr.withCredentials = false
    if (contentType !== undefined) xhr.setRequestHeader('content-type', contentType)
    xhr.upload.onprogress = (event) => {
      watch.touch()
      const total = event.lengthComputable ? event.total : file.size
      onProgress?.(total > 0 ? event.loaded / total : 0, event.loaded, total)
    }
    xhr.onprogress = () => watch.touch()
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        if (!settled) onProgress?.(1, file.size, file.size)
        return settle()
      }
      settle({ status: xhr.status })
    }
    xhr.onerror = () =>
      void explainFailedFetch(putUrl, 'the file storage').then((message) =>
        settle({ kind: 'network', message }),
      )
    xhr.onabort = () => settle({ kind: 'aborted' })
    xhr.send(file)
  })
}

function clickDownloadLink(href: string, filename: string, rel: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  link.rel = rel
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
}

export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  clickDownloadLink(href, filename, 'noopener')
  // Revoking at once cancels the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

/** The bytes go from the store to disk, never into page memory: a results file can be gigabytes. */
export function saveFromUrl(getUrl: string, filename: string): void {
  clickDownloadLink(getUrl, filename, 'noopener noreferrer')
}
