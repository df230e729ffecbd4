import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { saveBlob } from '@/api/transfer'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import type { BoardRow } from './board-rows'
import { exportCsv, exportGeojson, readExport } from './set-export'

export function SetExport({ rows, name }: { rows: readonly BoardRow[]; name: string }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async (kind: 'csv' | 'geojson') => {
    setBusy(true)
    setError(null)
    try {
      const read = await readExport(queryClient, rows)
      const text = kind === 'csv' ? exportCsv(read) : exportGeojson(read)
      const type = kind === 'csv' ? 'text/csv' : 'application/geo+json'
      saveBlob(new Blob([text], { type }), `${name}.${kind}`)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="set-export">
      <Button busy={busy} onClick={() => void save('csv')}>
        Export CSV
      </Button>
      <Button busy={busy} onClick={() => void save('geojson')}>
        Export GeoJSON
      </Button>
      {error ? <ActionError>The export could not be read: {error}</ActionError> : null}
    </div>
  )
}
