/**
 * The size of a stored file, from one byte of it (`Content-Range: bytes 0-0/<size>`). A store
 * that makes a file on its first read (decision 0016) answers only once the file exists, so this
 * also waits for it to be made; null when the store says nothing usable. A plain GET with
 * `credentials: 'omit'`, like every get_url transfer: the link carries its own signature.
 */
export async function probeFileSize(getUrl: string, deadlineMs: number): Promise<number | null> {
  try {
    const response = await fetch(getUrl, {
      credentials: 'omit',
      headers: { Range: 'bytes=0-0' },
      signal: AbortSignal.timeout(deadlineMs),
    })
    void response.body?.cancel()
    if (response.status === 206) {
      const total = response.headers.get('Content-Range')?.split('/')[1]
      return sizeOf(total)
    }
    return response.ok ? sizeOf(response.headers.get('Content-Length')) : null
  } catch {
    // The download itself reports what went wrong; the probe only learns a size when it can.
    return null
  }
}

function sizeOf(text: string | null | undefined): number | null {
  const size = Number(text)
  return text && Number.isInteger(size) && size >= 0 ? size : null
}
