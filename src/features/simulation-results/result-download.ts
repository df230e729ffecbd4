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

export function isUnderWay(phase: DownloadPhase | null | undefined): boolean {
  return phase?.phase === 'asking' || phase?.phase === 'preparing' || phase?.phase === 'downloading'
}

// The demo's store lives in this tab's service worker, which a download navigation never reaches.
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
      // The store makes some files on their first read (decision 0016): say so while it does.
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
    // The size is known once read; `exact` spares the logs and header queries below the list's key.
    void client.invalidateQueries({
      queryKey: resultFileKeys.list(target.simulationId),
      exact: true,
    })
  }
}

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
