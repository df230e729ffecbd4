import { z } from 'zod'

const BARE_ID = /^(\d{1,15})$/
const RECORD_URL = /^https?:\/\/[^\s?#]+\/(\d{1,15})\/?$/

/** api.md names the field an id, the reference a URL: both are read (docs/records/0010-record-references.md). */
export function referencedId(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null
  const text = value.trim()
  const match = BARE_ID.exec(text) ?? RECORD_URL.exec(text)
  const id = match?.[1] === undefined ? 0 : Number(match[1])
  return id > 0 ? id : null
}

export function recordReference(what: string) {
  const message = `Give the id or URL of ${what}`
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? 'This field is required.' : message),
    })
    .transform((value, context) => {
      const id = referencedId(value)
      if (id !== null) return id
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}
