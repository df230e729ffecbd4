import { isApiError } from './errors'
import { downloadFile, type DownloadOptions } from './transfer'

export type LinkRequest = { fresh: boolean; signal?: AbortSignal }
export type GetLink = (request: LinkRequest) => Promise<{ get_url: string }>
export type DownloadPhase = 'link' | 'transfer'

type Download = (getUrl: string, options: DownloadOptions) => Promise<Blob>

/** 403 once a pre-signed link has expired (decisions.md "Transport"); 404 where it led nowhere. */
function isRefusedLink(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 403 || error.status === 404)
  )
}

/** A refused link is replaced by a fresh one once: a second refusal is a real one. */
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
    if (!isRefusedLink(error)) throw error
    return attempt(true)
  }
}
