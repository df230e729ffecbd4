import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { LineValues } from '@/lib/side-view/line-values'

type Asked = {
  reader: ResultsFileReader | null
  readerKey: string
  places: number[]
  timeIndex: number
}

function lineValuesQuery({ reader, readerKey, places, timeIndex }: Asked) {
  return {
    queryKey: ['results-map', readerKey, 'side-view', places, timeIndex],
    queryFn: async (): Promise<LineValues | null> =>
      (await reader?.lineValues(places, timeIndex))?.value ?? null,
    enabled: reader !== null && places.length > 0,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    // The last time's line stays drawn while the next one is read.
    placeholderData: keepPreviousData,
  }
}

/** The run's values along the line at the shown time, and the compared run's when comparing. */
export function useSideViewValues(
  asked: Asked,
  compared: { reader: ResultsFileReader | null; key: string },
) {
  const own = useQuery(lineValuesQuery(asked))
  const other = useQuery(
    lineValuesQuery({ ...asked, reader: compared.reader, readerKey: compared.key }),
  )
  const failed = own.error ?? other.error
  return {
    values: own.data ?? null,
    compared: compared.reader ? (other.data ?? null) : null,
    reading: own.isPending || (compared.reader !== null && other.isPending),
    error: failed ? failed.message : null,
    retry: () => {
      if (own.error) void own.refetch()
      if (other.error) void other.refetch()
    },
  }
}
