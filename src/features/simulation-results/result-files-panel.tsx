import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { Button } from '@/components/button'
import { Table, type Column } from '@/components/table'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { formatBytes } from '@/lib/format-bytes'
import { formatMoment } from '@/lib/local-time'
import { DownloadButton } from './download-button'
import { DownloadPhaseText } from './download-phase-text'
import { expiryOf } from './expiry'
import { downloadAll, downloadResult, isUnderWay, type DownloadPhase } from './result-download'

export function ResultFilesPanel({
  simulationId,
  files,
  now,
}: {
  simulationId: number
  files: readonly ResultFile[]
  now: Date
}) {
  const usable = files.filter((file) => !expiryOf(file, now).expired)
  return (
    <section className="panel" aria-labelledby="result-files-heading">
      <h2 id="result-files-heading">Result files</h2>
      <Table columns={COLUMNS}>
        {files.map((file) => (
          <FileRow key={file.id} simulationId={simulationId} file={file} now={now} />
        ))}
      </Table>
      {usable.length > 1 ? <DownloadAll simulationId={simulationId} usable={usable} /> : null}
    </section>
  )
}

const COLUMNS: readonly Column[] = [
  { label: 'File' },
  { label: 'Size', numeric: true },
  { label: 'Created' },
  { label: 'Expiry' },
  { label: 'Download' },
]

function FileRow({
  simulationId,
  file,
  now,
}: {
  simulationId: number
  file: ResultFile
  now: Date
}) {
  const expiry = expiryOf(file, now)
  return (
    <tr>
      <th scope="row">{file.filename}</th>
      <td className="numeric">
        {file.file.size === null ? 'not known yet' : formatBytes(file.file.size)}
      </td>
      <td>{formatMoment(file.created)}</td>
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
}

function DownloadAll({
  simulationId,
  usable,
}: {
  simulationId: number
  usable: readonly ResultFile[]
}) {
  const client = useQueryClient()
  const inTabStore = useRuntimeConfig().mode === 'demo'
  const [progress, setProgress] = useState<ReadonlyMap<number, DownloadPhase>>(new Map())
  const running = [...progress.values()].some(
    (phase) => phase.phase === 'waiting' || isUnderWay(phase),
  )
  const record = (fileId: number, phase: DownloadPhase) =>
    setProgress((current) => new Map(current).set(fileId, phase))
  const startAll = () => {
    setProgress(new Map())
    void downloadAll(client, simulationId, usable, inTabStore, record)
  }
  const retry = (file: ResultFile) =>
    void downloadResult(
      client,
      { simulationId, fileId: file.id, filename: file.filename },
      inTabStore,
      (phase) => record(file.id, phase),
    )
  return (
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
                  <Button aria-label={`Try again: ${file.filename}`} onClick={() => retry(file)}>
                    Try again
                  </Button>
                ) : null}
              </li>
            ) : null
          })}
        </ul>
      ) : null}
    </div>
  )
}
