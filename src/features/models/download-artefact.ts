import { isApiError } from '@/api/errors'
import { downloadFile, type DownloadOptions } from '@/api/transfer'

export type LinkRequest = { fresh: boolean; signal?: AbortSignal }
export type GetLink = (request: LinkRequest) => Promise<{ get_url: string }>
export type DownloadPhase = 'link' | 'transfer'

type Download = (getUrl: string, options: DownloadOptions) => Promise<Blob>

/** The object store answers 403 once a pre-signed link has expired (decisions.md "Transport"). */
function isExpiredLink(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 403
}

/** An expired link is replaced by a fresh one once: a second 403 is a real refusal. */
export async function downloadWithFreshLink(options: {
  getLink: GetLink
  download?: Download
  onPhase?: (phase: DownloadPhase) => void
  signal?: AbortSignal
  stallMs?: number
}): Promise<Blob> {
  const { getLink, download = downloadFile, onPhase, signal, stallMs } = options
  const attempt = async (fresh: boolean) => {
    onPhase?.('link')
    const link = await getLink({ fresh, signal })
    onPhase?.('transfer')
    return download(link.get_url, { signal, stallMs })
  }
  try {
    return await attempt(false)
  } catch (error) {
    if (!isExpiredLink(error)) throw error
    return attempt(true)
  }
}
