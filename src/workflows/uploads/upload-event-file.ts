import type { ApiClient } from '@/api/client'
import { uploadLink } from '@/api/common'
import { ApiError } from '@/api/errors'
import { uploadFile } from '@/api/transfer'
import { keptFiles } from './kept-files'

export type EventFileUpload = {
  path: string
  filename: string
  content: Blob
  contentType: string
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** Kept after the PUT for a copy: the API cannot give rain bytes back (kept-files.ts). */
  keepFor?: number
}

/** POST the name, then PUT the bytes to put_url without Authorization (docs/records/0011-rain-upload.md). */
export async function uploadEventFile(api: ApiClient, upload: EventFileUpload): Promise<string> {
  const { path, filename, content, contentType, onProgress, signal, keepFor } = upload
  const announce = () => api.post(path, { filename }, uploadLink, { signal })
  const put = (putUrl: string) =>
    uploadFile(putUrl, content, { signal, contentType, onProgress: (f) => onProgress?.(f) })
  let link = await announce()
  try {
    await put(link.put_url)
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error
    link = await announce()
    onProgress?.(0)
    await put(link.put_url)
  }
  if (keepFor !== undefined) await keepQuietly(keepFor, link.filename, content)
  return link.filename
}

/** The upload succeeded: a browser that refuses to keep the bytes (quota) only loses the copy. */
async function keepQuietly(simulationId: number, filename: string, content: Blob) {
  try {
    await keptFiles().keep(simulationId, filename, content)
  } catch {
    // A later copy then asks for the file again, which it says.
  }
}
