import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import { isApiError } from '@/api/errors'
import { geojsonLinkQuery, isEmptyGeojsonCategory } from '@/api/models/queries'
import { geojsonCategories, type GeojsonCategory, type GeojsonDownload } from '@/api/models/schema'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { ArtefactSection } from './artefact-section'
import { ArtefactTable } from './artefact-table'
import type { LinkRequest } from '@/api/fresh-link-download'
import { DownloadButton } from './download-button'
import { formatBytes } from '@/lib/format-bytes'
import { useArtefactDownload } from './use-artefact-download'

const CONTENTS: Record<GeojsonCategory, string> = {
  all: 'Every category except cells',
  breaches: 'Potential breach locations on the levees',
  cells: '2D computational cells',
  channels: '1D channels',
  culverts: 'Culverts',
  levees: 'Levees',
  manholes: 'Manholes',
  orifices: 'Orifices',
  pipes: 'Sewer pipes',
  pumps: 'Pump stations',
  weirs: 'Weirs',
}

const COLUMNS = [
  { label: 'Category' },
  { label: 'Contents' },
  { label: 'Size', numeric: true },
  { label: 'File' },
]

export function GeojsonSection({ modelId }: { modelId: number }) {
  return (
    <ArtefactSection
      title="GeoJSON per category"
      description="Each category as a GeoJSON FeatureCollection in lon/lat (EPSG:4326)."
    >
      <ArtefactTable columns={COLUMNS}>
        {geojsonCategories.map((category) => (
          <GeojsonRow key={category} modelId={modelId} category={category} />
        ))}
      </ArtefactTable>
    </ArtefactSection>
  )
}

function GeojsonRow({ modelId, category }: { modelId: number; category: GeojsonCategory }) {
  const queryClient = useQueryClient()
  const result = useQuery(geojsonLinkQuery(modelId, category))
  const getLink = useCallback(
    ({ fresh }: LinkRequest) => {
      const options = geojsonLinkQuery(modelId, category)
      return fresh
        ? queryClient.fetchQuery({ ...options, staleTime: 0 })
        : queryClient.ensureQueryData(options)
    },
    [queryClient, modelId, category],
  )
  const download = useArtefactDownload(getLink, `model-${modelId}-${category}.geojson`)
  return (
    <tr>
      <th scope="row">{category}</th>
      <td>{CONTENTS[category]}</td>
      <GeojsonStatus result={result} category={category} />
      <td>
        {result.isSuccess ? (
          <DownloadButton download={download} what={`${category} GeoJSON`} />
        ) : null}
      </td>
    </tr>
  )
}

function GeojsonStatus({
  result,
  category,
}: {
  result: UseQueryResult<GeojsonDownload>
  category: GeojsonCategory
}) {
  const { data, error, isPending, refetch } = result
  if (isPending) return <td className="numeric muted">Checking…</td>
  if (isEmptyGeojsonCategory(error)) {
    const detail = isApiError(error) ? error.detail : null
    return <td className="numeric muted">No features{detail ? ` (server: ${detail})` : ''}</td>
  }
  if (error) {
    return (
      <td className="numeric">
        <ActionError as="span" className="download__error">
          {error.message}
        </ActionError>{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          Retry <span className="visually-hidden">{category} GeoJSON</span>
        </Button>
      </td>
    )
  }
  return <td className="numeric">{data.size === null ? '–' : formatBytes(data.size)}</td>
}
