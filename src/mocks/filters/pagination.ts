import type { ListEnvelope } from '@/api/common'
import { lastValue } from '../router'

export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 250

const INTEGER = /^\s*[+-]?\d+\s*$/

/** DRF's LimitOffsetPagination: a bad `limit` or `offset` means its default, never a 400. */
export function readPage(query: URLSearchParams): { limit: number; offset: number } {
  const limit = readInteger(lastValue(query, 'limit'))
  const offset = readInteger(lastValue(query, 'offset'))
  return {
    limit: limit === undefined || limit <= 0 ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT),
    offset: offset === undefined || offset < 0 ? 0 : offset,
  }
}

function readInteger(raw: string | null): number | undefined {
  return raw !== null && INTEGER.test(raw) ? Number.parseInt(raw, 10) : undefined
}

export function paginate<T>(records: readonly T[], url: URL): ListEnvelope<T> {
  const { limit, offset } = readPage(url.searchParams)
  const count = records.length
  return {
    count,
    next: offset + limit < count ? pageUrl(url, limit, offset + limit) : null,
    previous: offset > 0 ? pageUrl(url, limit, offset - limit) : null,
    results: records.slice(offset, offset + limit),
  }
}

function pageUrl(url: URL, limit: number, offset: number): string {
  const link = new URL(url)
  link.searchParams.set('limit', String(limit))
  if (offset > 0) link.searchParams.set('offset', String(offset))
  else link.searchParams.delete('offset')
  return link.toString()
}
