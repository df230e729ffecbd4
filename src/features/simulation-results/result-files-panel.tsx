import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { Button } from '@/components/button'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { formatBytes } from '@/lib/format-bytes'
import { formatUtc } from '@/lib/utc-time'
import { DownloadButton } from './download-button'
import { DownloadPhaseText } from './download-phase-text'
import { expiryOf } from './expiry'
import { downloadAll, downloadResult, isUnderWay, type DownloadPhase } from './result-download'

/** The list of result files: size, created, expiry, a download each and "Download all". */
export function ResultFilesPanel({
  simulationId,
  files,
  now,
}: {
  simulationId: number
  files: readonly ResultFile[]
  now: Date
}) {
  const client = useQueryClient()
  const inTabStore = useRuntimeConfig().mode === 'demo'
  const [progress, setProgress] = useState<ReadonlyMap<number, DownloadPhase>>(new Map())
  const usable = files.filter((file) => !expiryOf(file, now).expired)
  const running = [...progress.values()].some(
    (phase) => phase.phase === 'waiting' || isUnderWay(phase),
  )
  const startAll = () => {
    setProgress(new Map())
    void downloadAll(client, simulationId, usable, inTabStore, (fileId, phase) =>
      setProgress((current) => new Map(current).set(fileId, phase)),
    )
  }
  const retry = (file: ResultFile) =>
    void downloadResult(
      client,
      { simulationId, fileId: file.id, filename: file.filename },
      inTabStore,
      (phase) => setProgress((current) => new Map(current).set(file.id, phase)),
    )
  return (
    <section className="panel" aria-labelledby="result-files-heading">
      <h2 id="result-files-heading">Result files</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col" className="numeric">
                Size
              </th>
              <th scope="col">Created</th>
              <th scope="col">Expiry</th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => {
              const expiry = expiryOf(file, now)
              return (
                <tr key={file.id}>
                  <th scope="row">{file.filename}</th>
                  <td className="numeric">
                    {file.file.size === null ? 'not known yet' : formatBytes(file.file.size)}
                  </td>
                  <td>{formatUtc(file.created)}</td>
                  <td>{expiry.text}</td>
                  <td>
                    {expiry.expired ? (
                      <span className="muted">Expired: no longer downloadable</span>
                    ) : (
                      <DownloadButton simulationId={simulationId} file={file} />
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {usable.length > 1 ? (
        <div className="result-files__all">
          <Button variant="primary" busy={running} onClick={startAll}>
            Download all ({usable.length} files)
          </Button>
          {progress.size > 0 ? (
            <ul aria-label="Download progress" className="result-files__progress">
              {usable.map((file) => {
                const phase = progress.get(file.id)
                return phase ? (
                  <li key={file.id}>
                    {file.filename}: <DownloadPhaseText phase={phase} />
                    {phase.phase === 'failed' ? (
                      <Button
                        aria-label={`Try again: ${file.filename}`}
                        onClick={() => retry(file)}
                      >
                        Try again
                      </Button>
                    ) : null}
                  </li>
                ) : null
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
