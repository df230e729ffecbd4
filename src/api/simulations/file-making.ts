import { FILE_MAKING_LIMIT_MS } from '@/api/polling/pace'
import type { ResultFile } from './result-files-schema'

/** The platform lists a file before its bytes are there: its state stays `created` until then. */
export const isBeingMade = (file: ResultFile) => file.file.state === 'created'

/** Why a read stops waiting for a file still being made; null while it may wait on. */
export function madeTooLong(what: string, since: number, now: number): string | null {
  if (now - since < FILE_MAKING_LIMIT_MS) return null
  return `${what} was still being made after ${FILE_MAKING_LIMIT_MS / 60_000} minutes.`
}
