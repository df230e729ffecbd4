import { MAX_TAGS, tagsOf } from '@/lib/tags'

/** Finds a copy whose create was never answered, from any tab, however the copy is named. */
const PREFIX = 'polder-copy:'

function hashOf(text: string): string {
  const fnv = (seed: number) => {
    let hash = seed
    for (let at = 0; at < text.length; at += 1) {
      hash ^= text.charCodeAt(at)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    return hash.toString(16).padStart(8, '0')
  }
  return fnv(0x811c9dc5) + fnv(0x050c5d1f)
}

export const copyMarker = (key: string) => `${PREFIX}${hashOf(key)}`

export const isCopyMarker = (tag: string) => tag.startsWith(PREFIX)

/** A copy of a copy drops its base's marker; the copy's marker never takes a person's tag's place. */
export function markedTags(baseTags: readonly string[], key: string): string[] {
  const own = baseTags.filter((tag) => !isCopyMarker(tag))
  return own.length < MAX_TAGS ? [...own, copyMarker(key)] : own
}

export const markerIn = (tags: string[] | string | undefined) =>
  tagsOf(tags).find(isCopyMarker) ?? null
