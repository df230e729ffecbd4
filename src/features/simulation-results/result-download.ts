import type { QueryClient } from '@tanstack/react-query'
import { fetchResultDownload, resultFileKeys } from '@/api/simulations/result-files-queries'
import { apiOf } from '@/api/session-client'
import { downloadFile, saveBlob, saveFromUrl } from '@/api/transfer'
import { probeFileSize } from './file-size-probe'

export type DownloadPhase =
  | { phase: 'waiting' }
  | { phase: 'asking' }
  | { phase: 'preparing' }
  | { phase: 'downloading' }
  | { phase: 'done'; how: 'browser' | 'saved' }
  | { phase: 'failed'; message: string }

/** A phase in which the file is still on its way. */
export function isUnderWay(phase: DownloadPhase | null | undefined): boolean {
  return phase?.phase === 'asking' || phase?.phase === 'preparing' || phase?.phase === 'downloading'
}

/**
 * One result file to disk. Against a real store the browser downloads get_url itself; the demo's
 * store lives in this tab's service worker, which a download navigation never reaches, so there
 * the bytes (already in the tab's memory) are fetched and saved as a blob.
 */
export async function downloadResult(
  client: QueryClient,
  target: { simulationId: number; fileId: number; filename: string },
  inTabStore: boolean,
  onPhase: (phase: DownloadPhase) => void,
): Promise<void> {
  try {
    onPhase({ phase: 'asking' })
    const link = await fetchResultDownload(client, target.simulationId, target.fileId)
    const { transferStallMs } = apiOf(client).deadlines
    if (link.size === null) {
      // The store makes some files on their first read (decision 0016): say so while it does,
      // and let it learn the size the list shows afterwards.
      onPhase({ phase: 'preparing' })
      await probeFileSize(link.get_url, transferStallMs)
    }
    if (!inTabStore) {
      saveFromUrl(link.get_url, target.filename)
      onPhase({ phase: 'done', how: 'browser' })
      return
    }
    onPhase({ phase: 'downloading' })
    saveBlob(await downloadFile(link.get_url, { stallMs: transferStallMs }), target.filename)
    onPhase({ phase: 'done', how: 'saved' })
  } catch (error) {
    onPhase({ phase: 'failed', message: error instanceof Error ? error.message : String(error) })
  } finally {
    // The store may learn a file's size only when it is first read; `exact` spares the logs
    // and header read below the list's key.
    void client.invalidateQueries({
      queryKey: resultFileKeys.list(target.simulationId),
      exact: true,
    })
  }
}

/** Every file at once, each reporting its own progress line. */
export function downloadAll(
  client: QueryClient,
  simulationId: number,
  files: readonly { id: number; filename: string }[],
  inTabStore: boolean,
  onPhase: (fileId: number, phase: DownloadPhase) => void,
): Promise<void[]> {
  for (const file of files) onPhase(file.id, { phase: 'waiting' })
  return Promise.all(
    files.map((file) =>
      downloadResult(
        client,
        { simulationId, fileId: file.id, filename: file.filename },
        inTabStore,
        (phase) => onPhase(file.id, phase),
      ),
    ),
  )
}
