import type { QueryClient } from '@tanstack/react-query'
import { listAllQuery } from '@/api/query-options'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'
import { resultFile, resultFileDownload, type ResultFileDownload } from './result-files-schema'

const files = (id: number) => `/simulations/${id}/results/files/`

export const resultFileKeys = {
  list: (id: number) => [...simulationKeys.detail(id), 'result-files'] as const,
}

export function resultFilesQuery(id: number) {
  return listAllQuery(resultFileKeys.list(id), files(id), resultFile)
}

/** A fresh pre-signed link for one file: asked at the moment of use, never cached, because get_url expires (decisions.md "Transport"). */
export function fetchResultDownload(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  signal?: AbortSignal,
): Promise<ResultFileDownload> {
  return apiOf(client).get(`${files(simulationId)}${fileId}/download/`, resultFileDownload, {
    signal,
  })
}
