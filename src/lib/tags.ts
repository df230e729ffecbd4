import { z } from 'zod'

export const MAX_TAGS = 50
export const MAX_TAG_LENGTH = 128

/** Same rule as the server (decisions.md "Simulations"): split on commas, trim, drop empties. */
export function parseTags(input: string): string[] {
  return tagList(input.split(','))
}

export function tagList(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))]
}

export function tagsOf(tags: readonly string[] | string | null | undefined): string[] {
  return typeof tags === 'string' ? parseTags(tags) : tagList(tags ?? [])
}

export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > MAX_TAGS) return `At most ${MAX_TAGS} tags; there are ${tags.length}`
  const long = tags.find((tag) => tag.length > MAX_TAG_LENGTH)
  if (long === undefined) return null
  return `A tag has at most ${MAX_TAG_LENGTH} characters; “${long.slice(0, 24)}…” has ${long.length}`
}

export function checkTagBounds(tags: readonly string[], context: z.RefinementCtx): void {
  const message = tagsProblem(tags)
  if (message !== null) context.addIssue({ code: 'custom', message })
}

export const tagsText = z.string().superRefine((text, context) => {
  checkTagBounds(parseTags(text), context)
})
