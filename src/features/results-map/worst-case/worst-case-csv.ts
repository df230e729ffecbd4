import { saveBlob } from '@/api/transfer'
import type { CellQuads } from '@/engine/grid-tiles/cell-quads'
import { quadMiddle } from '@/engine/cell-layer/quad-middle'
import type { WorstCaseRecord } from '@/engine/results-file/kept-worst-cases'
import { toCsv } from '@/lib/csv'
import { NEVER_WET } from '@/lib/flood-products/flood-products'
import { NO_RUN } from '@/lib/flood-products/worst-case'
import { runName, type RunNames } from './worst-case-cell'
import { worstCaseUnits } from './worst-case-search'

const columns = ['cell', 'x (longitude)', 'y (latitude)', 'value', 'unit', 'run id', 'run'] as const
type Row = Record<(typeof columns)[number], string | number | null>

/** Every cell some run gave a value: its centre, the worst value and that run. */
export function worstCaseRows(record: WorstCaseRecord, quads: CellQuads, names: RunNames): Row[] {
  const rows: Row[] = []
  const { values, runs } = record.worst ?? { values: [], runs: [] }
  for (let place = 0; place < values.length; place += 1) {
    const id = record.runIds[runs[place] ?? NO_RUN]
    const value = values[place] as number
    if (id === undefined || value === NEVER_WET || place >= quads.places) continue
    const [x, y] = quadMiddle(quads, place)
    rows.push({
      cell: place + 1,
      'x (longitude)': Number(x.toFixed(6)),
      'y (latitude)': Number(y.toFixed(6)),
      value: Number(value.toFixed(3)),
      unit: worstCaseUnits[record.product],
      'run id': id,
      run: runName(names, id),
    })
  }
  return rows
}

export function saveWorstCaseCsv(record: WorstCaseRecord, quads: CellQuads, names: RunNames) {
  const csv = toCsv(columns, worstCaseRows(record, quads, names))
  const name = `worst-case-${record.product}-${record.runIds.length}-runs.csv`
  saveBlob(new Blob([csv], { type: 'text/csv' }), name)
}
