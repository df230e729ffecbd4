import { useQuery } from '@tanstack/react-query'
import { rastersQuery } from '@/api/models/queries'
import type { Raster } from '@/api/models/schema'
import { ArtefactListSection } from './artefact-list-section'
import { formatBytes } from '@/lib/format-bytes'
import { formatExtent } from './format'

const TYPE_LABELS: Partial<Record<Raster['type'], string>> = {
  dem_file: 'DEM',
  dem_raw_file: 'DEM (raw)',
  frict_coef_file: 'Friction coefficient',
  initial_waterlevel_file: 'Initial water level',
  initial_groundwater_level_file: 'Initial groundwater level',
  infiltration_rate_file: 'Infiltration rate',
  max_infiltration_capacity_file: 'Maximum infiltration capacity',
  interception_file: 'Interception',
}

const COLUMNS = [
  { label: 'Type' },
  { label: 'Name' },
  { label: 'Extent' },
  { label: 'File size', numeric: true },
]

/** Uncommon types read from their code: `leakage_file` becomes "Leakage". */
function rasterTypeLabel(type: Raster['type']): string {
  const fallback = type.replace(/_file$/, '').replace(/_/g, ' ')
  return TYPE_LABELS[type] ?? fallback.replace(/^./, (first) => first.toUpperCase())
}

export function RastersSection({ modelId }: { modelId: number }) {
  const result = useQuery(rastersQuery(modelId))
  return (
    <ArtefactListSection
      title="Rasters"
      description="Extents in lon/lat (WGS 84) and in the raster's own coordinate system."
      result={result}
      what="rasters"
      emptyTitle="This model has no rasters"
      columns={COLUMNS}
      cells={(raster) => (
        <>
          <td>
            {rasterTypeLabel(raster.type)} <code className="models-code">{raster.type}</code>
          </td>
          <th scope="row">{raster.name}</th>
          <td>{formatExtent(raster.extent, raster.epsg_code)}</td>
          <td className="numeric">
            {raster.file?.size != null ? formatBytes(raster.file.size) : '–'}
          </td>
        </>
      )}
    />
  )
}
