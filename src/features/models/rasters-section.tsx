import { useQuery } from '@tanstack/react-query'
import { rastersQuery } from '@/api/queries/models'
import type { Raster } from '@/api/schemas/models'
import { ArtefactSection } from './artefact-section'
import { formatBytes, formatExtent } from './format'
import { QueryStates } from './query-states'

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

/** Uncommon types read from their code: `leakage_file` becomes "Leakage". */
function rasterTypeLabel(type: Raster['type']): string {
  const fallback = type.replace(/_file$/, '').replace(/_/g, ' ')
  return TYPE_LABELS[type] ?? fallback.replace(/^./, (first) => first.toUpperCase())
}

export function RastersSection({ modelId }: { modelId: number }) {
  const result = useQuery(rastersQuery(modelId))
  return (
    <ArtefactSection title="Rasters" description="Extents in lon/lat (WGS 84).">
      <QueryStates
        result={result}
        what="rasters"
        isEmpty={(rasters) => rasters.length === 0}
        emptyTitle="This model has no rasters"
      >
        {(rasters) => (
          <div className="table-wrap">
            <table className="models-table">
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
                  <th scope="col">Extent</th>
                  <th scope="col" className="numeric">
                    File size
                  </th>
                </tr>
              </thead>
              <tbody>
                {rasters.map((raster) => (
                  <tr key={raster.id}>
                    <td>
                      {rasterTypeLabel(raster.type)}{' '}
                      <code className="models-code">{raster.type}</code>
                    </td>
                    <th scope="row">{raster.name}</th>
                    <td>{formatExtent(raster.extent)}</td>
                    <td className="numeric">
                      {raster.file?.size != null ? formatBytes(raster.file.size) : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </ArtefactSection>
  )
}
