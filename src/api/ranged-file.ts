import type { ByteSource } from '@/lib/h5-lazy-file'
import { rangeRequestError, ResultsReadError } from '@/lib/results-file/errors'

// Shared by the results header reader (decision 0017) and the results file's slices (decision 0032).

async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await fetch(url, { ...init, credentials: 'omit', signal: controller.signal })
  } catch (error) {
    if (controller.signal.aborted) throw rangeRequestError({ timeoutMs: ms })
    throw rangeRequestError({ network: error instanceof Error ? error.message : String(error) })
  } finally {
    clearTimeout(timer)
  }
}

export async function probeRanges(
  url: string,
  ms: number,
): Promise<{ ranges: boolean; size: number | null }> {
  const response = await fetchWithin(url, { method: 'HEAD' }, ms)
  if (!response.ok) throw rangeRequestError({ status: response.status })
  const length = Number(response.headers.get('content-length'))
  return {
    ranges: response.headers.get('accept-ranges') === 'bytes',
    size: Number.isFinite(length) && length > 0 ? length : null,
  }
}

export async function firstBytes(url: string, count: number, ms: number): Promise<Uint8Array> {
  const headers = { Range: `bytes=0-${count - 1}` }
  const response = await fetchWithin(url, { headers }, ms)
  if (!response.ok) throw rangeRequestError({ status: response.status })
  return new Uint8Array(await response.arrayBuffer())
}

export function bytesOfRangeAnswer(
  status: number,
  body: ArrayBuffer | null,
  start: number,
  end: number,
): Uint8Array {
  if (status === 206 && body !== null && body.byteLength === end - start) {
    return new Uint8Array(body)
  }
  if (status === 200 || status === 206) {
    // A store that ignores Range sends the whole file: never take that into the worker.
    throw new ResultsReadError(
      'no-ranges',
      `The storage did not answer the byte range ${start}-${end - 1} it was asked for; download the file instead.`,
    )
  }
  throw rangeRequestError({ status })
}

/** The file at `url` as a `ByteSource` of synchronous ranged requests (HDF5 reads synchronously; only a Web Worker may make them). */
export function rangedUrlSource(url: string, size: number, stallMs: number): ByteSource {
  return {
    size,
    read(start, end) {
      const xhr = new XMLHttpRequest()
      xhr.open('GET', url, false)
      xhr.timeout = stallMs
      xhr.responseType = 'arraybuffer'
      xhr.setRequestHeader('Range', `bytes=${start}-${end - 1}`)
      try {
        xhr.send()
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw rangeRequestError({ timeoutMs: stallMs })
        }
        throw rangeRequestError({ network: error instanceof Error ? error.message : 'no answer' })
      }
      return bytesOfRangeAnswer(xhr.status, xhr.response as ArrayBuffer | null, start, end)
    },
  }
}
