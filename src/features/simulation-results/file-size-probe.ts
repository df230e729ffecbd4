// A store that makes a file on its first read (decision 0016) answers once it exists: this waits.
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
