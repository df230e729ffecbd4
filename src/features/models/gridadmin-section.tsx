import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { fetchGridadminLink } from '@/api/models/queries'
import { canStart, type Model } from '@/api/models/schema'
import { ArtefactSection } from './artefact-section'
import type { LinkRequest } from '@/api/fresh-link-download'
import { DownloadButton } from './download-button'
import { useArtefactDownload } from './use-artefact-download'

export function GridadminSection({ model }: { model: Model }) {
  return (
    <ArtefactSection
      title="Grid administration"
      description="gridadmin.h5 (HDF5): the computational grid of this model, as the simulation uses it."
    >
      {canStart(model) ? (
        <GridadminDownload modelId={model.id} />
      ) : (
        <p className="muted">
          Not available: the grid administration exists only for models that can be started.
        </p>
      )}
    </ArtefactSection>
  )
}

function GridadminDownload({ modelId }: { modelId: number }) {
  const queryClient = useQueryClient()
  // Every request gives a fresh link, so an expired one is simply asked for again.
  const getLink = useCallback(
    ({ signal }: LinkRequest) => fetchGridadminLink(queryClient, modelId, signal),
    [queryClient, modelId],
  )
  const download = useArtefactDownload(getLink, 'gridadmin.h5')
  return <DownloadButton download={download} what="gridadmin.h5" />
}
